import { describe, expect, it } from 'vitest';
import fixture from './fixtures/german-movement.json';
import { candidateAttackers, EMPTY_PLAN, enemyHexes, planAction, prunePlan, toggleAttacker, toggleTarget } from './engagement-plan';
import { asBka } from './types';

const view = asBka(fixture as never);

describe('engagement plan', () => {
  it('targets only hexes with an enemy the side sees', () => {
    const enemy = enemyHexes(view, 'german');
    expect(enemy.has('3126')).toBe(true);
    expect([...enemy].every((h) => view.units.some((u) => u.hex === h && u.side === 'allied'))).toBe(true);
  });

  it('offers the units next to every target, never an infiltrator', () => {
    const c = candidateAttackers(view, 'german', ['3126']);
    expect(c.map((u) => u.id).sort()).toEqual(['GE-272VGD', 'GE-326VGD-A', 'GE-326VGD-B']);
    expect(candidateAttackers(view, 'german', [])).toEqual([]);
  });

  it('builds the engage action once it has attackers and targets', () => {
    let plan = toggleTarget(EMPTY_PLAN, '3126');
    expect(planAction(plan)).toBeNull();
    plan = toggleAttacker(toggleAttacker(plan, 'GE-272VGD'), 'GE-326VGD-A');
    expect(planAction(plan)).toEqual({ type: 'engage', attackers: ['GE-272VGD', 'GE-326VGD-A'], targets: ['3126'] });
    expect(toggleAttacker(plan, 'GE-272VGD').attackers).toEqual(['GE-326VGD-A']);
  });

  it('drops attackers no longer next to the target and emptied targets', () => {
    const plan = { targets: ['3126', '0101'], attackers: ['GE-272VGD', 'GE-1SS-PZ'] };
    expect(prunePlan(plan, view, 'german')).toEqual({ targets: ['3126'], attackers: ['GE-272VGD'] });
  });
});

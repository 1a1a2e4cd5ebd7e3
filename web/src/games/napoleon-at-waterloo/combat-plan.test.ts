import { describe, expect, it } from 'vitest';
import type { Action } from '../../protocol-types';
import {
  attackableHexes,
  chooseTarget,
  declarableKind,
  eligibleAttackers,
  emptyPlan,
  planAction,
  toggleAttackers,
} from './combat-plan';
import type { NawUnit, NawView } from './types';

const legal: Action[] = [
  { type: 'attack', attackers: ['FR-6-1', 'FR-6-2'], targets: ['1014'] },
  { type: 'attack', attackers: ['FR-6-1'], targets: ['1014'] },
  { type: 'attack', attackers: ['FR-C2-1'], targets: ['1014'], mode: 'cavalry' },
  { type: 'attack', attackers: ['FR-6-2'], targets: ['1013'] },
  { type: 'pass' },
];

const unit = (id: string, arm: NawUnit['arm']): [string, NawUnit] => [
  id,
  { id, arm, name: id, side: 'french', nation: 'french', strength: 4, movement: 4, status: 'map', hex: '1115' },
];
const units = new Map([unit('FR-6-1', 'infantry'), unit('FR-6-2', 'infantry'), unit('FR-C2-1', 'cavalry')]);

describe('combat plan', () => {
  it('offers combat only in a combat phase with nothing pending', () => {
    const view = { phase: 'assault' } as NawView;
    expect(declarableKind(view, legal)).toBe('attack');
    expect(declarableKind({ ...view, phase: 'movement' }, legal)).toBeNull();
    expect(declarableKind({ ...view, combat: { stage: 'losses' } } as NawView, legal)).toBeNull();
    expect(declarableKind({ ...view, phase: 'bombardment' }, legal)).toBeNull(); // no bombard listed
  });

  it('finds the units that may hit a target, and the targets open to chosen units', () => {
    expect([...eligibleAttackers(legal, 'attack', ['1014'])].sort()).toEqual(['FR-6-1', 'FR-6-2', 'FR-C2-1']);
    expect([...eligibleAttackers(legal, 'attack', ['1014', '1013'])]).toEqual(['FR-6-2']);
    expect([...attackableHexes(legal, 'attack', ['FR-6-2'])].sort()).toEqual(['1013', '1014']);
    expect([...attackableHexes(legal, 'attack', ['FR-6-1'])]).toEqual(['1014']);
  });

  it('toggles single units and whole stacks', () => {
    let plan = toggleAttackers(emptyPlan('attack'), ['FR-6-1']);
    plan = toggleAttackers(plan, ['FR-6-1', 'FR-6-2']); // not all in: adds the rest
    expect(plan.attackers).toEqual(['FR-6-1', 'FR-6-2']);
    plan = toggleAttackers(plan, ['FR-6-1', 'FR-6-2']); // all in: removes them
    expect(plan.attackers).toEqual([]);
  });

  it('replaces the target on a click and adds one on a shift-click', () => {
    let plan = chooseTarget(emptyPlan('attack'), '1014', false);
    plan = chooseTarget(plan, '1013', true);
    expect(plan.targets).toEqual(['1014', '1013']);
    expect(chooseTarget(plan, '1110', false).targets).toEqual(['1110']);
    // A bombardment hits one hex only.
    expect(chooseTarget({ ...emptyPlan('bombard'), targets: ['1014'] }, '1013', true).targets).toEqual(['1013']);
  });

  it('builds the action, declaring the mode only for mixed arms', () => {
    const plan = { ...emptyPlan('attack'), attackers: ['FR-6-1', 'FR-C2-1'], targets: ['1014'], mode: 'cavalry' as const };
    expect(planAction(plan, units)).toEqual({ type: 'attack', attackers: ['FR-6-1', 'FR-C2-1'], targets: ['1014'], mode: 'cavalry' });
    expect(planAction({ ...plan, attackers: ['FR-6-1'] }, units)).toEqual({ type: 'attack', attackers: ['FR-6-1'], targets: ['1014'] });
    expect(planAction({ ...plan, targets: [] }, units)).toBeNull();
    expect(planAction({ kind: 'bombard', attackers: ['AA-A-R-1'], targets: ['1412'], mode: 'infantry' }, units)).toEqual({
      type: 'bombard',
      guns: ['AA-A-R-1'],
      target: '1412',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { firstStep, legalMove, movableUnits, nextMarchStep, nextUnit, stackCount, stepsAlong, topUnits, unitsAt } from './stacks';
import type { LgaUnit, LgaView } from './types';

const u = (id: string, hex: string, stack: number, extra: Partial<LgaUnit> = {}): LgaUnit => ({
  id, hex, stack, nation: 'france', side: 'french', type: 'infantry', where: 'map', morale: 3, fatigue: 0, ...extra,
});

const view: LgaView = {
  season: 'summer', year: 1805, player: 'french', phase: 'movement',
  units: [u('A', '0805', 1), u('B', '0805', 0), u('C', '1005', 0), u('E', '1505', 0, { side: 'allied', morale: null }), u('F', '1705', 0, { side: 'allied' }), u('X', '', 0, { where: 'dead' })],
  hidden_below: { '1505': 2, '1705': null },
};

describe('stacks', () => {
  it('draws the top unit of each hex and lists a stack top first', () => {
    expect(topUnits(view).map((x) => x.id).sort()).toEqual(['B', 'C', 'E', 'F']);
    expect(unitsAt(view, '0805').map((x) => x.id)).toEqual(['B', 'A']);
  });
  it('counts a stack: own units, hidden enemies, and "?" behind a cavalry screen', () => {
    expect(stackCount(view, '0805')).toBe('2');
    expect(stackCount(view, '1005')).toBeNull();
    expect(stackCount(view, '1505')).toBe('3');
    expect(stackCount(view, '1705')).toBe('?');
  });
  it('finds movable units and cycles through them', () => {
    const legal = [{ type: 'move', unit: 'C', to: '1105' }, { type: 'halt', unit: 'A', garrison: false }, { type: 'end_phase' }];
    const m = movableUnits(view, legal);
    expect(m).toEqual(['A', 'C']);
    expect(nextUnit(m, null)).toBe('A');
    expect(nextUnit(m, 'A')).toBe('C');
    expect(nextUnit(m, 'C')).toBe('A');
    expect(nextUnit([], 'A')).toBeNull();
    expect(legalMove(legal, 'C', '1105')).toBeDefined();
    expect(legalMove(legal, 'C', '1205')).toBeUndefined();
  });
  it('takes the first step of a path', () => {
    expect(firstStep(['1005', '1105', '1205'], '1005', '1205')).toBe('1105');
    expect(firstStep(['1105', '1205'], '1005', '1205')).toBe('1105');
    expect(firstStep([], '1005', '1105')).toBe('1105');
  });
});

describe('a long march (LGA 4.5: the unit approaches step by step)', () => {
  const legal = [
    { type: 'move', unit: 'I Corps', to: '1205' },
    { type: 'move', unit: 'I Corps', to: '1306' },
  ];
  const noEnemy = () => false;

  it('walks the path after the unit', () => {
    expect(stepsAlong(['1005', '1105', '1205'], '1005')).toEqual(['1105', '1205']);
    expect(stepsAlong(['1105', '1205'], '1005')).toEqual(['1105', '1205']);
  });

  it('takes the next legal step from where the last one left the unit', () => {
    const step = nextMarchStep({ unit: 'I Corps', at: '1105', steps: ['1205', '1306'] }, '1105', legal, noEnemy);
    expect(step).toEqual({ kind: 'move', action: legal[0] });
    expect(nextMarchStep({ unit: 'I Corps', at: '1306', steps: [] }, '1306', legal, noEnemy)).toEqual({ kind: 'done' });
  });

  it('stops where the rules stop it: fog of war, no legal step, the enemy ahead', () => {
    expect(nextMarchStep({ unit: 'I Corps', at: '1105', steps: ['1205'] }, '1005', legal, noEnemy).kind).toBe('stopped');
    expect(nextMarchStep({ unit: 'I Corps', at: '1105', steps: ['1406'] }, '1105', legal, noEnemy).kind).toBe('stopped');
    const enemy = nextMarchStep({ unit: 'I Corps', at: '1105', steps: ['1205'] }, '1105', legal, (h) => h === '1205');
    expect(enemy.kind).toBe('stopped');
    expect(enemy.kind === 'stopped' && enemy.why).toMatch(/enemy in 1205/);
  });
});

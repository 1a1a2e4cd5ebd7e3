import { describe, expect, it } from 'vitest';
import type { Action } from '../../protocol-types';
import engagedLegal from './fixtures/union-engaged-legal.json';
import firstLegal from './fixtures/union-legal.json';
import { armyMoves, brigadeOrders, commandableHqs, hqCommands, isEngaged, manoeuvrePoints, offensiveAction, offensiveDestinations, orderableBrigades, profiles } from './orders';

const legal = firstLegal as Action[];

describe('the legal list read as the menus', () => {
  it('finds the army HQ moves: stand, objectives held, any friendly hex', () => {
    // The army HQ stands in Centreville already: the one objective held is no move.
    const some = String(legal.find((a) => a.type === 'move_army' && a.to)!.to);
    const m = armyMoves(legal, new Set(['3606', '1014', some]));
    expect(m.stand).toEqual({ type: 'move_army' });
    expect(m.objectives.map((a) => a.to)).toEqual([some]);
    expect(m.hexes.has('3606')).toBe(false);
    expect(m.hexes.size).toBeGreaterThan(1);
    expect(m.toCorps).toEqual([]);
    expect(profiles(legal)).toEqual([{ type: 'profile', profile: 'cautious' }]);
  });

  it('gives each commandable HQ its three commands, an offensive by destination and manoeuvre point', () => {
    expect(commandableHqs(legal)).toEqual(['MILES']);
    const c = hqCommands(legal, 'MILES');
    expect(c.reserve).toEqual({ type: 'command', hq: 'MILES', command: 'reserve', objectives: [] });
    expect(c.defensive.map((a) => a.objectives)).toEqual([['3606']]);
    const dests = offensiveDestinations(c.offensive);
    expect(dests).toContain('1014');
    expect(manoeuvrePoints(c.offensive, '1014')).toContain('1510');
    expect(manoeuvrePoints(c.offensive, '1014')).not.toContain('1014');
    expect(offensiveAction(c.offensive, '1014', '1510')).toEqual({ type: 'command', hq: 'MILES', command: 'offensive', objectives: ['1510', '1014'] });
    expect(offensiveAction(c.offensive, '1014', null)?.objectives).toEqual(['1014']);
    expect(hqCommands(legal, 'TYLER')).toEqual({ reserve: undefined, defensive: [], offensive: [] });
  });

  it('sorts a manoeuvre brigade\'s orders: column, deploy hexes, regroup, stand', () => {
    expect(orderableBrigades(legal)).toEqual(['BLENKER', 'GREENE']);
    const o = brigadeOrders(legal, 'GREENE');
    expect(isEngaged(o)).toBe(false);
    expect(o.column).toEqual({ type: 'order', brigade: 'GREENE', order: 'column' });
    expect([...o.deploy.keys()].sort()).toEqual(['3405', '3406', '3504', '3506', '3605', '3606']);
    expect(o.regroup?.order).toBe('regroup');
    expect(o.stand?.order).toBe('stand');
    expect(o.reserve).toBeUndefined();
    expect(brigadeOrders(legal, 'BLENKER').regroup).toBeUndefined();
  });

  it('gives an engaged brigade only the engaged orders the list opens', () => {
    const o = brigadeOrders(engagedLegal as Action[], 'KEYES');
    expect(isEngaged(o)).toBe(true);
    expect(o.engaged.map((a) => a.order)).toEqual(['skirmish', 'advance', 'withdraw']);
    expect(o.deploy.size).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import view from './fixtures/union-first-hour.json';
import { conditionWords, rosterOrder } from './roster';
import { asDb } from './types';
import { dbUnitDetails } from './unit-details';

const v = asDb(view as never);

describe('the roster and unit details', () => {
  it('lists the side\'s units in the order of command, each HQ before its brigades', () => {
    const ids = rosterOrder(v.units, 'union').map((u) => u.id);
    expect(ids[0]).toBe('ANEV');
    expect(ids).toHaveLength(v.units.filter((u) => u.side === 'union').length);
    expect(ids.indexOf('TYLER')).toBeLessThan(ids.indexOf('KEYES'));
    expect(ids.indexOf('MILES')).toBeLessThan(ids.indexOf('BLENKER'));
    expect(ids).not.toContain('BONHAM');
    expect(conditionWords(v.units.find((u) => u.id === 'PORTER')!, v)).toBe('arrives 09:00');
    expect(conditionWords(v.units.find((u) => u.id === 'KEYES')!, v)).toBe('stand, in line, out of comms');
  });

  it('shows everything of one\'s own, only a sighting\'s worth of an enemy', () => {
    const own = Object.fromEntries(dbUnitDetails(v.units.find((u) => u.id === 'SHERMAN'), 'SHERMAN', v).rows);
    expect(own).toMatchObject({ 'Men, guns': '3400, 0', Cohesion: '6', Order: 'stand', Communication: 'in communication', Commander: 'Col. William T. Sherman' });
    const enemy = dbUnitDetails(v.units.find((u) => u.id === 'BONHAM'), 'BONHAM', v);
    expect(Object.fromEntries(enemy.rows)).toEqual({ Side: 'Confederate', Type: 'infantry brigade', Formation: 'in line', Hex: '2817', Strength: 'about 4000 men', Condition: 'steady' });
  });
});

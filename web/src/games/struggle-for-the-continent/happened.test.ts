import { describe, expect, it } from 'vitest';
import type { LoggedEvent } from '../../protocol-types';
import report from './fixtures/report.json';
import { sfcCombatOutcomes, sfcEventTrace } from './happened';

const events = report.events as LoggedEvent[];

describe('Struggle for the Continent: battle waves from the report', () => {
  const outcomes = sfcCombatOutcomes(events);

  it('makes one outcome per wave, with a d10 a side for every pair', () => {
    expect(outcomes.map((o) => o.title)).toEqual([
      'Battle for Belgium, wave 2',
      'Battle for Belgium, wave 3',
      'Battle for Belgrade, wave 1',
      'Battle for Bucharest, wave 1',
      'Battle for Berlin, wave 1',
      'Battle for Berlin, wave 2',
      'Battle for Berlin, wave 3',
      'Battle for Berlin, wave 4',
      'Battle for Berlin, wave 5',
      'Battle for Berlin, wave 6',
    ]);
    const belgrade = outcomes[2]!;
    expect(belgrade.dice).toEqual([
      { value: 6, sides: 10, who: 'Austria' },
      { value: 7, sides: 10, who: 'Serbia' },
    ]);
    expect(belgrade.odds).toBe('Austria 6 −2 against Serbia 7');
    expect(belgrade.hexes).toEqual(['belgrade', 'transylvania']);
  });

  it('tells who won each pair, the armies lost and the end of the battle', () => {
    const belgrade = outcomes[2]!;
    expect(belgrade.result).toBe('Attackers win 0, defenders win 1, 0 standoffs: 0 attackers and 1 defender left. The battle is over: the defender holds the field');
    expect(belgrade.losses).toEqual([['Austria', 'loses 1 army']]);
    expect(outcomes[0]!.losses).toEqual([]);
    const berlin = outcomes[4]!;
    expect(berlin.odds).toMatch(/; \d+ more pairs?$/);
    expect(berlin.dice.length).toBeGreaterThan(8);
  });
});

describe('Struggle for the Continent: moves from the report', () => {
  it('draws moves and attacks between provinces and marks what changed hands', () => {
    const of = (type: string) => sfcEventTrace(events.find((e) => e.event.type === type)!.event);
    expect(of('moved')).toEqual({ moves: [{ path: ['bosnia', 'vienna'], kind: 'move' }], hexes: ['vienna'] });
    expect(of('attack')).toEqual({ moves: [{ path: ['transylvania', 'belgrade'], kind: 'attack' }], hexes: ['belgrade'] });
    expect(of('control')).toEqual({ moves: [], hexes: ['bessarabia'] });
    expect(of('end_turn')).toBeNull();
  });
});

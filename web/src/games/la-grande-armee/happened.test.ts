import { describe, expect, it } from 'vitest';
import type { LoggedEvent } from '../../protocol-types';
import report from './fixtures/report.json';
import { lgaCombatOutcomes, lgaEventTrace } from './happened';

const events = report.events as LoggedEvent[];

describe('La Grande Armée: attacks from the report', () => {
  const outcomes = lgaCombatOutcomes(events);

  it('finds each attack with its place, die, modifiers and result', () => {
    expect(outcomes.map((o) => [o.firstSeq, o.hex, o.dice[0]!.value, o.result])).toEqual([
      [219, '1508', 6, 'D2: defender loses 2 morale'],
      [221, '1909', 6, 'D3: defender loses 3 morale'],
      [249, '1508', 5, 'D3: defender loses 3 morale'],
      [267, '1909', 6, 'D2: defender loses 2 morale'],
      [271, '1509', 1, 'A3: attacker loses 3 morale'],
    ]);
    const munich = outcomes[0]!;
    expect(munich.title).toBe('Grand Artillery Park attacks Munich Garrison (Kienmayer) in Munich (1508)');
    expect(munich.odds).toBe("roll 6 + 0 = 6 (+4 attacker's morale, −2 defender's morale, −2 attacking a garrison)");
    expect(munich.hexes).toEqual(['1508', '1507']);
  });

  it('tells the morale lost, and a unit destroyed instead when its morale fell below zero', () => {
    expect(outcomes[0]!.losses).toEqual([['Austrian', 'Munich Garrison (Kienmayer) loses 2 morale']]);
    expect(outcomes[1]!.losses).toEqual([['Russian', 'Russian Imperial Guard destroyed']]);
    expect(outcomes[4]!.losses).toEqual([['French', 'Grand Artillery Park loses 3 morale']]);
  });
});

describe('La Grande Armée: moves from the report', () => {
  it('draws moves, attacks and withdrawals as arrows and marks a change of control', () => {
    const of = (type: string) => lgaEventTrace(events.find((e) => e.event.type === type)!.event);
    expect(of('moved')).toEqual({ moves: [{ path: ['1505', '1406'], kind: 'move' }], hexes: ['1406'] });
    expect(of('combat')!.moves).toEqual([{ path: ['1507', '1508'], kind: 'attack' }]);
    expect(of('withdraw')!.moves).toEqual([{ path: ['1909', '2009'], kind: 'retreat' }]);
    expect(of('control')).toEqual({ moves: [], hexes: ['1508'] });
    expect(of('defense_ended')).toBeNull();
  });
});

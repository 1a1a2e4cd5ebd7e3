import { describe, expect, it } from 'vitest';
import type { LoggedEvent, View } from '../../protocol-types';
import report from './fixtures/report.json';
import { nawCombatOutcomes, nawEventTrace } from './happened';

const events = report.events as LoggedEvent[];
const view = report.view as unknown as View;

describe('Napoleon at Waterloo: combats from the report', () => {
  const outcomes = nawCombatOutcomes(events, view);

  it('finds each attack and bombardment, from its first event to combat_over', () => {
    expect(outcomes.map((o) => [o.firstSeq, o.lastSeq, o.hex])).toEqual([
      [327, 328, '1710'],
      [346, 347, '1409'],
      [365, 365, '1412'],
      [385, 389, '1410'],
      [430, 430, '1308'],
    ]);
  });

  it('tells the odds, the die and the result of an attack, and the units it destroyed', () => {
    const first = outcomes[0]!;
    expect(first.title).toBe('Allied attack on 1710');
    expect(first.odds).toBe('36 to 9 at 4-1, cavalry against infantry (+2)');
    expect(first.dice).toEqual([{ value: 5, sides: 6 }]);
    expect(first.result).toBe('DE: Defender eliminated');
    expect(first.losses).toEqual([['French', 'Pegot, Brue destroyed']]);
  });

  it('gives an exchange its losses on both sides, the later ones included', () => {
    const exchange = outcomes[1]!;
    expect(exchange.result).toBe('EX: Exchange');
    expect(exchange.losses.map(([side]) => side).sort()).toEqual(['Allied', 'French']);
  });

  it('names a bombardment and the units that fell back', () => {
    const bombardment = outcomes[4]!;
    expect(bombardment.title).toMatch(/^Allied bombardment of 1308$/);
    expect(bombardment.losses[0]![1]).toMatch(/fell back$/);
    expect(bombardment.hexes).toContain('1208');
  });
});

describe('Napoleon at Waterloo: moves from the report', () => {
  it('draws a move along its path, a retreat from hex to hex, and marks an eliminated unit', () => {
    const move = events.find((e) => e.event.type === 'move')!;
    expect(nawEventTrace(move.event)).toEqual({ moves: [{ path: ['1708', '1809', '1810'], kind: 'move' }], hexes: ['1810'] });
    const retreat = events.find((e) => e.event.type === 'retreat')!;
    expect(nawEventTrace(retreat.event)!.moves[0]!.kind).toBe('retreat');
    const gone = events.find((e) => e.event.type === 'eliminated')!;
    expect(nawEventTrace(gone.event)).toEqual({ moves: [], hexes: ['1710'] });
    expect(nawEventTrace({ type: 'phase' })).toBeNull();
  });
});

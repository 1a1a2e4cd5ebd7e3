import { describe, expect, it } from 'vitest';
import type { LoggedEvent } from '../../protocol-types';
import battles from './fixtures/battles.json';
import view from './fixtures/german-movement.json';
import { bkaCombatOutcomes, bkaEventTrace } from './happened';
import { asBka } from './types';

const events = battles.events as LoggedEvent[];
const v = asBka(view as never);

describe('what happened', () => {
  it('makes one outcome per battle, with the die, the odds and the losses', () => {
    const out = bkaCombatOutcomes(events, v);
    expect(out).toHaveLength(4);
    const first = out[0]!;
    expect(first.title).toBe('German attack on 3126');
    expect(first.odds).toBe('37 to 4 at 6-1');
    expect(first.dice).toEqual([{ value: 5, sides: 6 }]);
    const lost = v.units.find((u) => u.id === 'US-28ID-112')!.name;
    expect(first.losses).toEqual([['Allied', `${lost} loses 4, ${lost} eliminated`]]);
    expect(first.hexes).toContain('2725');
    expect(first.lastSeq).toBeGreaterThan(first.firstSeq);
  });

  it('traces moves and advances on the map', () => {
    expect(bkaEventTrace({ type: 'advanced', unit: 'GE-272VGD', from: '3227', to: '2725' })).toEqual({ moves: [{ path: ['3227', '2725'], kind: 'attack' }], hexes: ['2725'] });
    // A move from where the unit was unseen names no start.
    expect(bkaEventTrace({ type: 'moved', unit: 'US-1', to: '2725' })).toEqual({ moves: [], hexes: ['2725'] });
    expect(bkaEventTrace({ type: 'isolated', unit: 'GE-1' })).toBeNull();
    // An engagement: arrows from where its attackers stand to the hex attacked.
    const at = v.units.find((u) => u.id === 'GE-272VGD')!.hex;
    expect(bkaEventTrace({ type: 'engaged', attackers: ['GE-272VGD', 'GE-326VGD-A'], targets: ['3126'], odds: '1-1' }, v)).toEqual({
      moves: [...new Set([at, v.units.find((u) => u.id === 'GE-326VGD-A')!.hex])].map((h) => ({ path: [h, '3126'], kind: 'attack' })),
      hexes: ['3126'],
    });
  });
});

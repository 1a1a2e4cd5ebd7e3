import { describe, expect, it } from 'vitest';
import { attackAction, attackGroups, nextAdvantage } from './attack-plan';
import type { SfcView } from './view';

const view = {
  nation: 'austria',
  nations: [
    { id: 'austria', team: 'central', in_war: true },
    { id: 'germany', team: 'central', in_war: true },
    { id: 'serbia', team: 'entente', in_war: true },
  ],
  stacks: [
    { at: 'bosnia', nation: 'austria', count: 4, moves: [2, 2, 2, 2] },
    { at: 'bosnia', nation: 'germany', count: 3, moves: [1, 1, 0] },
    { at: 'vienna', nation: 'austria', count: 2, moves: [2, 2] },
    { at: 'transylvania', nation: 'austria', count: 1, moves: [0] },
    { at: 'belgrade', nation: 'serbia', count: 3, moves: [0, 0, 0] },
  ],
} as unknown as SfcView;

describe('composing an attack (SFC 2.3, 4.1)', () => {
  it('offers the armies with a move left beside the target, own first', () => {
    const groups = attackGroups(view, 'belgrade', ['bosnia', 'transylvania', 'montenegro']);
    expect(groups).toEqual([
      { from: 'bosnia', nation: 'austria', ready: 4, own: true },
      { from: 'bosnia', nation: 'germany', ready: 2, own: false },
    ]);
  });

  it('builds the action in line order, leaving out empty groups, and needs own armies', () => {
    const groups = attackGroups(view, 'belgrade', ['bosnia']);
    expect(attackAction('belgrade', groups, [3, 5])).toEqual({
      type: 'attack',
      to: 'belgrade',
      groups: [
        { from: 'bosnia', nation: 'austria', count: 3 },
        { from: 'bosnia', nation: 'germany', count: 2 },
      ],
    });
    expect(attackAction('belgrade', groups, [0, 2])).toBeNull();
  });

  it('computes the running advantage as the seed\'s example (SFC 4.5)', () => {
    // Germans [5] against Rumanians [2]: +3, then +2 after the first German victory; the
    // Austrians [2] against the Russians [1] after both German victories: -1.
    expect(nextAdvantage(5, 2, 0, 0)).toBe(3);
    expect(nextAdvantage(5, 2, 1, 0)).toBe(2);
    expect(nextAdvantage(2, 1, 2, 0)).toBe(-1);
  });
});

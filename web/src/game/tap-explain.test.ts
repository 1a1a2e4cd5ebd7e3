import { describe, expect, it } from 'vitest';
import { tapExplains } from './tap-explain';

const tap = { hex: '1512', unit: null, shift: false, touch: true };

describe('a tap on a place the selection may not enter', () => {
  it('explains why, on a touch screen', () => {
    expect(tapExplains(tap, { refused: true, picks: false })).toBe(true);
  });
  it('acts with a mouse: the mouse explained on hover already', () => {
    expect(tapExplains({ ...tap, touch: false }, { refused: true, picks: false })).toBe(false);
    expect(tapExplains({ hex: '1512', unit: null, shift: false }, { refused: true, picks: false })).toBe(false);
  });
  it('still picks another unit or province of the player', () => {
    expect(tapExplains({ ...tap, unit: 'FR-2-1' }, { refused: true, picks: true })).toBe(false);
  });
  it('acts where the selection may go (the move, the attack) or where nothing is refused', () => {
    expect(tapExplains(tap, { refused: false, picks: false })).toBe(false);
  });
});

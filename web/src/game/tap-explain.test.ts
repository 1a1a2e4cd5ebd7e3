import { describe, expect, it } from 'vitest';
import { tapExplains } from './tap-explain';

const tap = { hex: '1512', unit: null, shift: false, touch: true };
const refused = { refused: true, picks: false, explained: false };

describe('a tap on a place the selection may not enter', () => {
  it('explains why, on a touch screen, even on an enemy counter there', () => {
    expect(tapExplains(tap, refused)).toBe(true);
    expect(tapExplains({ ...tap, unit: 'AA-A-R-1' }, refused)).toBe(true);
  });
  it('acts with a mouse: the mouse explained on hover already', () => {
    expect(tapExplains({ ...tap, touch: false }, refused)).toBe(false);
    expect(tapExplains({ hex: '1512', unit: null, shift: false }, refused)).toBe(false);
  });
  it('still picks another unit or province of the player', () => {
    expect(tapExplains({ ...tap, unit: 'FR-2-1' }, { ...refused, picks: true })).toBe(false);
  });
  it('acts on a second tap on the place it explained', () => {
    expect(tapExplains(tap, { ...refused, explained: true })).toBe(false);
  });
  it('acts where the selection may go (the move, the attack) or where nothing is refused', () => {
    expect(tapExplains(tap, { ...refused, refused: false })).toBe(false);
  });
});

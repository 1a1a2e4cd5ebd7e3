import { describe, expect, it } from 'vitest';
import { TapConfirm } from './tap-confirm';

describe('tap to preview, tap again to confirm', () => {
  it('previews a reachable place first and acts on the second tap there', () => {
    const taps = new TapConfirm();
    expect(taps.tap('1512', true)).toBe(true);
    expect(taps.previewed).toBe('1512');
    expect(taps.tap('1512', true)).toBe(false);
    expect(taps.previewed).toBe(null);
  });

  it('moves the preview to another reachable place rather than acting', () => {
    const taps = new TapConfirm();
    taps.tap('1512', true);
    expect(taps.tap('1513', true)).toBe(true);
    expect(taps.tap('1513', true)).toBe(false);
  });

  it('acts at once on a place that needs no confirming, and forgets the preview', () => {
    const taps = new TapConfirm();
    taps.tap('1512', true);
    expect(taps.tap('1613', false)).toBe(false); // selecting another unit, say
    expect(taps.tap('1512', true)).toBe(true); // previewed afresh, not moved
  });
});

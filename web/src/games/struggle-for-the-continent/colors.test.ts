import { describe, expect, it } from 'vitest';
import { REACHABLE_EDGE, REACHABLE_STRIPE } from '../../map/lit-look';
import { contrastRatio, inkOn, NATION_COLORS, nationTint } from './colors';

describe('SFC colours', () => {
  it('inks counters in black or white, whichever reads better', () => {
    expect(inkOn('#e9b800')).toBe('#111111'); // Austria's gold
    expect(inkOn('#1f5fae')).toBe('#ffffff'); // France's blue
  });

  it("keeps the reachable stripes visible on every nation's tint (3:1, WCAG's for graphics)", () => {
    for (const nation of Object.keys(NATION_COLORS)) {
      const tint = nationTint(nation);
      const best = Math.max(contrastRatio(REACHABLE_EDGE, tint), contrastRatio(REACHABLE_STRIPE, tint));
      expect(best, `${nation} ${tint}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('would not with the old plain yellow wash: Austria and Belgium are yellow themselves', () => {
    expect(contrastRatio('#ffdd33', nationTint('austria'))).toBeLessThan(3);
    expect(contrastRatio('#ffdd33', nationTint('belgium'))).toBeLessThan(3);
  });
});

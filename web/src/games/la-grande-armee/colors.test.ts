import { describe, expect, it } from 'vitest';
import { counterLook, nationTint, SEA_FILL, sideColor } from './colors';

/** The hue of a #rrggbb colour, in degrees. */
function hue(color: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

describe('LGA colours', () => {
  it('gives the six great powers their LGA 3.1 counter colours', () => {
    expect(counterLook('france').bands).toEqual(['#2b4fa2', '#ffffff', '#d3232c']);
    expect(counterLook('france').border).toBe('#000000');
    expect(counterLook('spain')).toMatchObject({ fill: '#ffffff', border: '#c8102e' });
    expect(counterLook('austria')).toMatchObject({ fill: '#ffffff', border: '#000000' });
    expect(counterLook('prussia')).toMatchObject({ fill: '#1b1b1b', border: '#ffffff' });
    expect(counterLook('russia')).toMatchObject({ fill: '#2e7d32', border: '#c62828' });
    expect(counterLook('britain')).toMatchObject({ fill: '#c62828', border: '#000000' });
  });
  it('gives other countries a pale counter with their initials', () => {
    expect(counterLook('sweden').code).toBe('SW');
  });
  it('tints the map: each great power its own tint, unknown nations a stable pastel', () => {
    const powers = ['france', 'britain', 'austria', 'prussia', 'russia', 'spain'].map(nationTint);
    expect(new Set(powers).size).toBe(6);
    expect(nationTint('ruritania')).toBe(nationTint('ruritania'));
    expect(nationTint('ruritania')).toMatch(/^hsl/);
  });
  it('keeps France and the sea clearly apart: hues at least 40 degrees away', () => {
    const apart = Math.abs(hue(nationTint('france')) - hue(SEA_FILL));
    expect(Math.min(apart, 360 - apart)).toBeGreaterThanOrEqual(40);
  });
  it('colours the sides', () => {
    expect(sideColor('french')).not.toBe(sideColor('allied'));
    expect(sideColor('nobody')).toBe('#555');
  });
});

import { describe, expect, it } from 'vitest';
import { counterLook, nationTint, sideColor } from './colors';

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
  it('colours the sides', () => {
    expect(sideColor('french')).not.toBe(sideColor('allied'));
    expect(sideColor('nobody')).toBe('#555');
  });
});

import { describe, expect, it } from 'vitest';
import { factors } from './counter';

describe('counter factors', () => {
  it('prints strength-movement, an uncertain strength as its range in brackets', () => {
    expect(factors({ strength: 6, movement: 8 })).toBe('6-8');
    expect(factors({ strength_range: [3, 5], movement: 4 })).toBe('(3–5)-4');
  });
});

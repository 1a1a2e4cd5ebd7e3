import { describe, expect, it } from 'vitest';
import { ladderPosition, ladderRungs, levelFor } from './ladder';

describe('victory ladder', () => {
  const t = [5, 10, 15, 20, 25];
  it('finds the level reached', () => {
    expect(levelFor(3, t)).toBe('AD');
    expect(levelFor(5, t)).toBe('SD');
    expect(levelFor(14, t)).toBe('TD');
    expect(levelFor(30, t)).toBe('AV');
  });
  it('marks reached rungs and the current one (the server level wins)', () => {
    const rungs = ladderRungs(16, t);
    expect(rungs.map((r) => r.reached)).toEqual([true, true, true, false, false]);
    expect(rungs.find((r) => r.current)?.level).toBe('TV');
    expect(ladderRungs(16, t, 'SV').find((r) => r.current)?.level).toBe('SV');
  });
  it('places the marker between the lowest and highest thresholds', () => {
    expect(ladderPosition(0, t)).toBe(0);
    expect(ladderPosition(15, t)).toBe(0.5);
    expect(ladderPosition(99, t)).toBe(1);
    expect(ladderPosition(3, [])).toBe(0);
  });
});

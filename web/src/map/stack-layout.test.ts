import { describe, expect, it } from 'vitest';
import { STACK_STEP, groupByHex, nextInStack, stackOffsets, stackOrder } from './stack-layout';

describe('stackOffsets', () => {
  it('puts a single counter in the centre', () => {
    expect(stackOffsets(1)).toEqual([{ x: 0, y: 0 }]);
  });

  it('offsets each higher counter up and to the right by one step, centred on the hex', () => {
    const three = stackOffsets(3);
    expect(three).toEqual([
      { x: -STACK_STEP, y: STACK_STEP },
      { x: 0, y: 0 },
      { x: STACK_STEP, y: -STACK_STEP },
    ]);
    const four = stackOffsets(4, 2);
    expect(four.map((p) => p.x)).toEqual([-3, -1, 1, 3]);
    expect(four.map((p) => p.y)).toEqual([3, 1, -1, -3]);
    // The mean offset is zero: the stack never drifts out of its hex.
    expect(four.reduce((s, p) => s + p.x + p.y, 0)).toBe(0);
  });

  it('gives nothing for an empty hex', () => {
    expect(stackOffsets(0)).toEqual([]);
  });
});

describe('stack order and cycling', () => {
  const stack = ['FR-1-1', 'FR-1-2', 'FR-NAP'];

  it('raises the selected unit to the top and keeps the rest in order', () => {
    expect(stackOrder(stack, 'FR-1-1')).toEqual(['FR-1-2', 'FR-NAP', 'FR-1-1']);
    expect(stackOrder(stack, null)).toEqual(stack);
    expect(stackOrder(stack, 'AA-1-1')).toEqual(stack);
  });

  it('cycles through the stack and wraps around', () => {
    expect(nextInStack(stack, null)).toBe('FR-1-1');
    expect(nextInStack(stack, 'FR-1-1')).toBe('FR-1-2');
    expect(nextInStack(stack, 'FR-NAP')).toBe('FR-1-1');
    expect(nextInStack([], null)).toBeNull();
  });

  it('groups units by hex in their original order', () => {
    const grouped = groupByHex([
      { id: 'a', hex: '1613' },
      { id: 'b', hex: '1712' },
      { id: 'c', hex: '1613' },
    ]);
    expect([...grouped.keys()]).toEqual(['1613', '1712']);
    expect(grouped.get('1613')!.map((u) => u.id)).toEqual(['a', 'c']);
  });
});

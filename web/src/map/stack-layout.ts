// Where each counter of a stack sits inside its hex. Counters are offset diagonally, like a
// physical stack seen from the lower left, and the whole stack stays centred in the hex.

import type { Point } from './hex';

/** The step between counters; big enough to see each edge, small enough for 4 in a hex. */
export const STACK_STEP = 4;

/**
 * Offsets for n counters, bottom first. The last one is drawn on top, up and to the right;
 * the stack's centre is the hex centre.
 */
export function stackOffsets(n: number, step = STACK_STEP): Point[] {
  const offsets: Point[] = [];
  const middle = (n - 1) / 2;
  for (let i = 0; i < n; i++) offsets.push({ x: (i - middle) * step, y: (middle - i) * step });
  return offsets;
}

/**
 * Offsets for n counters side by side, overlapping a little, the row centred on the place's
 * centre: on area boards each counter's number must stay readable.
 */
export function fanOffsets(n: number, step: number): Point[] {
  const middle = (n - 1) / 2;
  return Array.from({ length: n }, (_, i) => ({ x: (i - middle) * step, y: 0 }));
}

/** Drawing order for a hex: the chosen unit goes on top, the others keep their order. */
export function stackOrder(unitIds: readonly string[], onTop: string | null): string[] {
  if (!onTop || !unitIds.includes(onTop)) return [...unitIds];
  return [...unitIds.filter((id) => id !== onTop), onTop];
}

/** The next unit of a stack to select when the stack is clicked again (cycling). */
export function nextInStack(unitIds: readonly string[], current: string | null): string | null {
  if (unitIds.length === 0) return null;
  const i = current ? unitIds.indexOf(current) : -1;
  return unitIds[(i + 1) % unitIds.length] ?? null;
}

/** Groups units by hex, keeping the order in which they came. */
export function groupByHex<T extends { hex: string }>(units: readonly T[]): Map<string, T[]> {
  const stacks = new Map<string, T[]>();
  for (const u of units) {
    const stack = stacks.get(u.hex);
    if (stack) stack.push(u);
    else stacks.set(u.hex, [u]);
  }
  return stacks;
}

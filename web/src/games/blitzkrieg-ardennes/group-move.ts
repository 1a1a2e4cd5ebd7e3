// Several units moved together: picked one after another with Shift, then sent to one hex
// each of them can reach (the server moves them one by one; each may be picked up again).

import type { ReachableAnswer } from './types';

export function toggleInGroup(group: readonly string[], id: string): string[] {
  return group.includes(id) ? group.filter((x) => x !== id) : [...group, id];
}

/** The hexes every unit of the group can reach: where a click moves them all. */
export function commonHexes(answers: readonly ReachableAnswer[]): Set<string> {
  if (answers.length === 0) return new Set();
  let common = new Set(answers[0]!.hexes.map((h) => h.hex));
  for (const a of answers.slice(1)) {
    const here = new Set(a.hexes.map((h) => h.hex));
    common = new Set([...common].filter((h) => here.has(h)));
  }
  return common;
}

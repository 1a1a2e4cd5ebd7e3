// Stacks: which unit shows on top, how many lie under it (or "?" behind a cavalry screen),
// which units the player may still move, and the first step towards a distant hex.

import type { Action } from '../../protocol-types';
import type { LgaUnit, LgaView } from './types';

export function unitsAt(view: LgaView, hex: string): LgaUnit[] {
  return (view.units ?? []).filter((u) => u.where === 'map' && u.hex === hex).sort((a, b) => (a.stack ?? 0) - (b.stack ?? 0));
}

/** The unit drawn for each occupied hex: the top one (stack 0, or the lowest number). */
export function topUnits(view: LgaView): LgaUnit[] {
  const top = new Map<string, LgaUnit>();
  for (const u of view.units ?? []) {
    if (u.where !== 'map' || !u.hex) continue;
    const t = top.get(u.hex);
    if (!t || (u.stack ?? 0) < (t.stack ?? 0)) top.set(u.hex, u);
  }
  return [...top.values()];
}

/** The stack's size as shown at the counter's corner: a number, "?" when screened, or null for one unit. */
export function stackCount(view: LgaView, hex: string): string | null {
  const hidden = view.hidden_below ?? {};
  if (hex in hidden) {
    const below = hidden[hex];
    if (below === null || below === undefined) return '?';
    return below > 0 ? String(below + 1) : null;
  }
  const n = unitsAt(view, hex).length;
  return n > 1 ? String(n) : null;
}

/** Units with a move or halt in the legal list, in the view's order. */
export function movableUnits(view: LgaView, legal: readonly Action[]): string[] {
  const ids = new Set(legal.filter((a) => a.type === 'move' || a.type === 'halt').map((a) => String(a.unit)));
  return (view.units ?? []).filter((u) => ids.has(u.id) && !u.halted).map((u) => u.id);
}

/** The next movable unit after `current` (cycling), for the NEXT button. */
export function nextUnit(movable: readonly string[], current: string | null): string | null {
  if (movable.length === 0) return null;
  const i = current ? movable.indexOf(current) : -1;
  return movable[(i + 1) % movable.length] ?? null;
}

/** One area at a time: the first hex of a path that is not where the unit stands. */
export function firstStep(path: readonly string[], from: string | undefined, to: string): string {
  const rest = path.filter((h) => h !== from);
  return rest[0] ?? to;
}

/** The legal move of `unit` into `hex`, if there is one. */
export function legalMove(legal: readonly Action[], unit: string, hex: string): Action | undefined {
  return legal.find((a) => a.type === 'move' && a.unit === unit && a.to === hex);
}

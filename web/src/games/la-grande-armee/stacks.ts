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

/** A long march (LGA 4.5, "the unit approaches step by step"): the hexes still to walk of
 * the cheapest path the unit was sent along. */
export interface March {
  unit: string;
  /** Where the unit should stand now, and the hexes after it, in order. */
  at: string;
  steps: string[];
}

/** The hexes after the unit's own along `path` (which may start where it stands). */
export function stepsAlong(path: readonly string[], from: string | undefined): string[] {
  const i = from ? path.indexOf(from) : -1;
  return path.slice(i + 1);
}

export type MarchStep = { kind: 'move'; action: Action } | { kind: 'done' } | { kind: 'stopped'; why: string };

/** The march's next step, or why it stops where the rules stop it: the unit is not where
 * the last step left it (fog of war, LGA 5.63, or another order), the next area holds the
 * enemy (an attack is the player's own decision, LGA 5.64), or no legal move goes on. */
export function nextMarchStep(march: March, unitHex: string | undefined, legal: readonly Action[], enemyAt: (hex: string) => boolean): MarchStep {
  if (march.steps.length === 0) return { kind: 'done' };
  if (unitHex !== march.at) return { kind: 'stopped', why: `${march.unit} stopped at ${unitHex ?? 'its place'}` };
  const next = march.steps[0]!;
  if (enemyAt(next)) return { kind: 'stopped', why: `${march.unit} halts before the enemy in ${next}: attack by clicking it` };
  const action = legalMove(legal, march.unit, next);
  if (!action) return { kind: 'stopped', why: `${march.unit} cannot go on to ${next} (no moves left, or the way is barred)` };
  return { kind: 'move', action };
}

/** The legal move of `unit` into `hex`, if there is one. */
export function legalMove(legal: readonly Action[], unit: string, hex: string): Action | undefined {
  return legal.find((a) => a.type === 'move' && a.unit === unit && a.to === hex);
}

// What a click on a hex orders for the selected unit, straight from the legal list: place a
// unit from the raster, retreat or advance after a battle, aim a gun (artillery within three
// hexes, protective fire), join another unit. Moves come from the `reachable` answer instead.

import type { Action } from '../../protocol-types';

/** The legal actions of `unit` that name a hex or a unit in it, by the kind of light. */
const HEX_ORDERS: Record<string, { key: 'hex' | 'to'; light: 'choice' }> = {
  place: { key: 'hex', light: 'choice' },
  retreat: { key: 'to', light: 'choice' },
  advance: { key: 'to', light: 'choice' },
};
const UNIT_ORDERS: Record<string, { self: 'gun' | 'unit'; other: 'target' | 'unit' | 'into'; light: 'target' | 'choice' }> = {
  target: { self: 'gun', other: 'target', light: 'target' },
  protect: { self: 'gun', other: 'unit', light: 'choice' },
  join: { self: 'unit', other: 'into', light: 'choice' },
};

/** The orders for `unit` that a click on `hex` gives; `hexOf` places units. A clicked
 * counter's own orders come first. */
export function ordersAt(legal: readonly Action[], unit: string, hex: string, hexOf: (id: string) => string | undefined, clicked?: string | null): Action[] {
  const out: Action[] = [];
  for (const a of legal) {
    const h = HEX_ORDERS[a.type];
    if (h && a.unit === unit && a[h.key] === hex) out.push(a);
    const u = UNIT_ORDERS[a.type];
    if (u && a[u.self] === unit && hexOf(String(a[u.other])) === hex) out.push(a);
  }
  if (clicked) out.sort((a, b) => Number(otherUnit(b) === clicked) - Number(otherUnit(a) === clicked));
  return out;
}

function otherUnit(a: Action): unknown {
  const u = UNIT_ORDERS[a.type];
  return u ? a[u.other] : undefined;
}

/** The hexes to light for the selected unit's orders, by highlight kind. */
export function orderHexes(legal: readonly Action[], unit: string, hexOf: (id: string) => string | undefined): { choice: Set<string>; target: Set<string> } {
  const lit = { choice: new Set<string>(), target: new Set<string>() };
  for (const a of legal) {
    const h = HEX_ORDERS[a.type];
    if (h && a.unit === unit) lit[h.light].add(String(a[h.key]));
    const u = UNIT_ORDERS[a.type];
    if (u && a[u.self] === unit) {
      const at = hexOf(String(a[u.other]));
      if (at) lit[u.light].add(at);
    }
  }
  return lit;
}

/** Actions of the unit that need no place: demolish, rebuild, disengage, hold, resolve (a
 * battle's losses have their own list). */
export function unitButtons(legal: readonly Action[], unit: string): Action[] {
  return legal.filter((a) => a.unit === unit && ['demolish', 'rebuild', 'disengage', 'hold', 'resolve'].includes(a.type));
}

/** Whether the seat may do anything with this unit now (so that a click selects it). */
export function commandable(legal: readonly Action[], unit: string): boolean {
  return legal.some((a) => a.unit === unit || a.gun === unit || (Array.isArray(a.attackers) && a.attackers.includes(unit)));
}

/** Where the raster's units go, for a quick deployment: each in turn to the least crowded hex
 * it may be placed in (first in the legal list's order on a tie), counting those placed before. */
export function spreadPlacement(legal: readonly Action[], raster: readonly string[], crowd: ReadonlyMap<string, number>): Action[] {
  const count = new Map(crowd);
  const out: Action[] = [];
  for (const id of raster) {
    const options = legal.filter((a) => a.type === 'place' && a.unit === id);
    if (!options.length) continue;
    const best = options.reduce((b, a) => ((count.get(String(a.hex)) ?? 0) < (count.get(String(b.hex)) ?? 0) ? a : b));
    count.set(String(best.hex), (count.get(String(best.hex)) ?? 0) + 1);
    out.push(best);
  }
  return out;
}

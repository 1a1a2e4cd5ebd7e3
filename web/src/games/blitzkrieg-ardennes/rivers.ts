// The rivers' names by hexside, from the board (its "rivers"), for the map's hover.

import type { Direction } from '../../map/hex';

export interface RiverSide {
  hex: string;
  side: string;
  river: string;
}

const OPPOSITE: Record<string, Direction> = { N: 'S', S: 'N', NE: 'SW', SW: 'NE', SE: 'NW', NW: 'SE' };

/** "0729:SE" → "Meuse", keyed by the hex the board lists the side for. */
export function riverNames(sides: readonly RiverSide[]): Map<string, string> {
  return new Map(sides.map((s) => [`${s.hex}:${s.side}`, s.river]));
}

/** The river along a hexside, named from either of its two hexes. */
export function riverAt(names: ReadonlyMap<string, string>, hex: string, side: string, across: string | null): string | undefined {
  return names.get(`${hex}:${side}`) ?? (across ? names.get(`${across}:${OPPOSITE[side]}`) : undefined);
}

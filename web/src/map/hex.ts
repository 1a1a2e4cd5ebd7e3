// Hex geometry of the printed maps: hexes labelled CCRR (column, row, from 01), flat-topped
// with one set of columns half a hex lower, or pointy-topped with one set of rows half a hex
// to the left. The neighbour rule matches the engine's (src/core/hex.h), so that "NE of 0101"
// means the same hex on both sides.

export const SQRT3 = Math.sqrt(3);

/** Flat tops name their sides N, NE, SE, S, SW, NW; pointy tops NW, NE, E, SE, SW, W. */
export type Direction = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW';
/** Clockwise from north, as the engine lists them. */
export const DIRECTIONS: readonly Direction[] = ['N', 'NE', 'SE', 'S', 'SW', 'NW'];
/** Clockwise from north-west, as the engine lists them for pointy tops. */
export const POINTY_DIRECTIONS: readonly Direction[] = ['NW', 'NE', 'E', 'SE', 'SW', 'W'];

/** Which columns sit half a hex lower: those with odd label numbers (01, 03, …) or even ones. */
export type LowColumns = 'odd' | 'even';

/** How labels sit on the page. Flat: the `shifted` columns sit half a hex lower. Pointy: the
 * `shifted` rows sit half a hex to the left. */
export interface HexLayout {
  orientation: 'flat' | 'pointy';
  shifted: 'odd' | 'even';
}
export const FLAT_ODD: HexLayout = { orientation: 'flat', shifted: 'odd' };

export interface HexCoord {
  col: number;
  row: number;
}

export interface Point {
  x: number;
  y: number;
}

export function parseLabel(label: string): HexCoord {
  if (!/^\d{4}$/.test(label)) throw new Error(`not a CCRR hex label: '${label}'`);
  return { col: Number(label.slice(0, 2)), row: Number(label.slice(2, 4)) };
}

export function formatLabel(c: HexCoord): string {
  return String(c.col).padStart(2, '0') + String(c.row).padStart(2, '0');
}

/** The sides of a hex in the engine's order for the layout's orientation. */
export function directions(layout: HexLayout = FLAT_ODD): readonly Direction[] {
  return layout.orientation === 'pointy' ? POINTY_DIRECTIONS : DIRECTIONS;
}

/** Is this line (a column on flat tops, a row on pointy tops) one of the shifted ones? */
function shifted(n: number, layout: HexLayout): boolean {
  return (n % 2 === 1) === (layout.shifted === 'odd');
}

/** The centre of a hex. Flat: hex 0101's column at x = 0, row 01 of an unshifted column at
 * y = 0. Pointy: row 01 at y = 0, column 01 of a shifted row at x = 0. */
export function hexCenter(label: string | HexCoord, size: number, layout: HexLayout = FLAT_ODD): Point {
  const { col, row } = typeof label === 'string' ? parseLabel(label) : label;
  if (layout.orientation === 'pointy') {
    return {
      x: (col - 1) * SQRT3 * size + (shifted(row, layout) ? 0 : (SQRT3 / 2) * size),
      y: (row - 1) * 1.5 * size,
    };
  }
  return {
    x: (col - 1) * 1.5 * size,
    y: (row - 1) * SQRT3 * size + (shifted(col, layout) ? (SQRT3 / 2) * size : 0),
  };
}

/** The hex whose area holds the point (any hex, even off the map's edges). */
export function hexAtPoint(p: Point, size: number, layout: HexLayout = FLAT_ODD): HexCoord {
  const pointy = layout.orientation === 'pointy';
  const approxCol = pointy ? Math.round(p.x / (SQRT3 * size)) + 1 : Math.round(p.x / (1.5 * size)) + 1;
  const approxRow = pointy ? Math.round(p.y / (1.5 * size)) + 1 : Math.round(p.y / (SQRT3 * size)) + 1;
  let best: HexCoord = { col: approxCol, row: approxRow };
  let bestDistance = Infinity;
  // The nearest centre is the containing hex; it is within one line of the estimate.
  for (let col = approxCol - 1; col <= approxCol + 1; col++) {
    for (let row = approxRow - 1; row <= approxRow + 1; row++) {
      const c = hexCenter({ col, row }, size, layout);
      const d = (c.x - p.x) ** 2 + (c.y - p.y) ** 2;
      if (d < bestDistance) {
        bestDistance = d;
        best = { col, row };
      }
    }
  }
  return best;
}

/** The six corners of a hex, clockwise: flat tops from the east corner, pointy tops from the
 * lower-right one. */
export function hexCorners(center: Point, size: number, orientation: HexLayout['orientation'] = 'flat'): Point[] {
  const corners: Point[] = [];
  const start = orientation === 'pointy' ? Math.PI / 6 : 0;
  for (let i = 0; i < 6; i++) {
    const angle = start + (Math.PI / 3) * i;
    corners.push({ x: center.x + size * Math.cos(angle), y: center.y + size * Math.sin(angle) });
  }
  return corners;
}

export function cornersAttribute(center: Point, size: number, orientation: HexLayout['orientation'] = 'flat'): string {
  return hexCorners(center, size, orientation)
    .map((p) => `${round2(p.x)},${round2(p.y)}`)
    .join(' ');
}

/** The direction from a hex's centre to the middle of each side, in degrees (y points down). */
const SIDE_ANGLE: Record<HexLayout['orientation'], Partial<Record<Direction, number>>> = {
  flat: { N: -90, NE: -30, SE: 30, S: 90, SW: 150, NW: 210 },
  pointy: { NE: -60, E: 0, SE: 60, SW: 120, W: 180, NW: 240 },
};

/** The two corners at the ends of a hexside (the corners of hexCorners, in order). */
export function sideEnds(center: Point, dir: Direction, size: number, orientation: HexLayout['orientation'] = 'flat'): [Point, Point] {
  const angle = SIDE_ANGLE[orientation][dir];
  if (angle === undefined) throw new Error(`a ${orientation}-topped hex has no ${dir} side`);
  const k = hexCorners(center, size, orientation);
  // The side centred at `angle` runs between the corners 30 degrees either side of it.
  const first = (((angle - 30 - (orientation === 'pointy' ? 30 : 0)) / 60) % 6 + 6) % 6;
  return [k[first]!, k[(first + 1) % 6]!];
}

/** The adjacent hex across the given side. It may lie off the map. */
export function neighbour(label: string, dir: Direction, layout: HexLayout = FLAT_ODD): string | null {
  const { col, row } = parseLabel(label);
  let target: HexCoord | undefined;
  if (layout.orientation === 'pointy') {
    // A shifted (left) row's diagonal neighbours are in its own column (east side) and the
    // one to the west.
    const west = shifted(row, layout) ? col - 1 : col;
    const east = west + 1;
    const targets: Partial<Record<Direction, HexCoord>> = {
      W: { col: col - 1, row },
      E: { col: col + 1, row },
      NW: { col: west, row: row - 1 },
      NE: { col: east, row: row - 1 },
      SW: { col: west, row: row + 1 },
      SE: { col: east, row: row + 1 },
    };
    target = targets[dir];
  } else {
    // A low column's diagonal neighbours are on its own row (north side) and the next (south).
    const lowCol = shifted(col, layout);
    const northRow = lowCol ? row : row - 1;
    const southRow = lowCol ? row + 1 : row;
    const targets: Partial<Record<Direction, HexCoord>> = {
      N: { col, row: row - 1 },
      S: { col, row: row + 1 },
      NE: { col: col + 1, row: northRow },
      SE: { col: col + 1, row: southRow },
      NW: { col: col - 1, row: northRow },
      SW: { col: col - 1, row: southRow },
    };
    target = targets[dir];
  }
  if (!target) throw new Error(`a ${layout.orientation}-topped hex has no ${dir} side`);
  if (target.col < 1 || target.row < 1 || target.col > 99 || target.row > 99) return null;
  return formatLabel(target);
}

export function neighbours(label: string, layout: HexLayout = FLAT_ODD): string[] {
  return directions(layout)
    .map((d) => neighbour(label, d, layout))
    .filter((n): n is string => n !== null);
}

/** The middle of a hexside, where a road or river crosses into the neighbour. */
export function sideMidpoint(center: Point, dir: Direction, size: number, orientation: HexLayout['orientation'] = 'flat'): Point {
  const degrees = SIDE_ANGLE[orientation][dir];
  if (degrees === undefined) throw new Error(`a ${orientation}-topped hex has no ${dir} side`);
  const angle = (Math.PI / 180) * degrees;
  const apothem = (SQRT3 / 2) * size;
  return { x: center.x + apothem * Math.cos(angle), y: center.y + apothem * Math.sin(angle) };
}

/** Steps between two hexes (axial distance, as the engine's `distance`). */
export function hexDistance(a: string, b: string, layout: HexLayout = FLAT_ODD): number {
  const pa = toAxial(parseLabel(a), layout);
  const pb = toAxial(parseLabel(b), layout);
  const dq = pa.q - pb.q;
  const dr = pa.r - pb.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Axial coordinates (src/core/hex.cc `to_hex`). */
export function toAxial(c: HexCoord, layout: HexLayout = FLAT_ODD): { q: number; r: number } {
  const col = c.col - 1;
  const row = c.row - 1;
  // Shifted label-odd lines are 0-based even ones.
  const lead = layout.shifted === 'odd' ? 1 : -1;
  if (layout.orientation === 'pointy') return { q: col - (row - lead * (row & 1)) / 2, r: row };
  return { q: col, r: row - (col + lead * (col & 1)) / 2 };
}

export function allLabels(columns: number, rows: number): string[] {
  const labels: string[] = [];
  for (let col = 1; col <= columns; col++) {
    for (let row = 1; row <= rows; row++) labels.push(formatLabel({ col, row }));
  }
  return labels;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

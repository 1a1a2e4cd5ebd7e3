// Hex geometry of the printed maps: flat-topped hexes labelled CCRR (column, row, from 01),
// one set of columns sitting half a hex lower than the other. The neighbour rule matches the
// engine's (src/core/hex.h), so that "NE of 0101" means the same hex on both sides.

export const SQRT3 = Math.sqrt(3);

export type Direction = 'N' | 'NE' | 'SE' | 'S' | 'SW' | 'NW';
/** Clockwise from north, as the engine lists them. */
export const DIRECTIONS: readonly Direction[] = ['N', 'NE', 'SE', 'S', 'SW', 'NW'];

/** Which columns sit half a hex lower: those with odd label numbers (01, 03, …) or even ones. */
export type LowColumns = 'odd' | 'even';

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

export function isLowColumn(col: number, low: LowColumns = 'odd'): boolean {
  return (col % 2 === 1) === (low === 'odd');
}

/** The centre of a hex, with hex 0101's column at x = 0 and row 01 of a high column at y = 0. */
export function hexCenter(label: string | HexCoord, size: number, low: LowColumns = 'odd'): Point {
  const { col, row } = typeof label === 'string' ? parseLabel(label) : label;
  return {
    x: (col - 1) * 1.5 * size,
    y: (row - 1) * SQRT3 * size + (isLowColumn(col, low) ? (SQRT3 / 2) * size : 0),
  };
}

/** The hex whose area holds the point (any hex, even off the map's edges). */
export function hexAtPoint(p: Point, size: number, low: LowColumns = 'odd'): HexCoord {
  const approxCol = Math.round(p.x / (1.5 * size)) + 1;
  let best: HexCoord = { col: approxCol, row: 1 };
  let bestDistance = Infinity;
  // The nearest centre is the containing hex; it is in this column or a neighbouring one.
  for (let col = approxCol - 1; col <= approxCol + 1; col++) {
    const shift = isLowColumn(col, low) ? (SQRT3 / 2) * size : 0;
    const row = Math.round((p.y - shift) / (SQRT3 * size)) + 1;
    for (const r of [row - 1, row, row + 1]) {
      const c = hexCenter({ col, row: r }, size, low);
      const d = (c.x - p.x) ** 2 + (c.y - p.y) ** 2;
      if (d < bestDistance) {
        bestDistance = d;
        best = { col, row: r };
      }
    }
  }
  return best;
}

/** The six corners of a flat-topped hex, clockwise from the east corner. */
export function hexCorners(center: Point, size: number): Point[] {
  const corners: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const angle = (Math.PI / 3) * i;
    corners.push({ x: center.x + size * Math.cos(angle), y: center.y + size * Math.sin(angle) });
  }
  return corners;
}

export function cornersAttribute(center: Point, size: number): string {
  return hexCorners(center, size)
    .map((p) => `${round2(p.x)},${round2(p.y)}`)
    .join(' ');
}

/** The adjacent hex across the given side. It may lie off the map. */
export function neighbour(label: string, dir: Direction, low: LowColumns = 'odd'): string | null {
  const { col, row } = parseLabel(label);
  // A low column's diagonal neighbours are on its own row (north side) and the next (south).
  const lowCol = isLowColumn(col, low);
  const northRow = lowCol ? row : row - 1;
  const southRow = lowCol ? row + 1 : row;
  const target: Record<Direction, HexCoord> = {
    N: { col, row: row - 1 },
    S: { col, row: row + 1 },
    NE: { col: col + 1, row: northRow },
    SE: { col: col + 1, row: southRow },
    NW: { col: col - 1, row: northRow },
    SW: { col: col - 1, row: southRow },
  };
  const t = target[dir];
  if (t.col < 1 || t.row < 1 || t.col > 99 || t.row > 99) return null;
  return formatLabel(t);
}

export function neighbours(label: string, low: LowColumns = 'odd'): string[] {
  return DIRECTIONS.map((d) => neighbour(label, d, low)).filter((n): n is string => n !== null);
}

/** The middle of a hexside, where a road or river crosses into the neighbour. */
export function sideMidpoint(center: Point, dir: Direction, size: number): Point {
  const angle = (Math.PI / 180) * { N: -90, NE: -30, SE: 30, S: 90, SW: 150, NW: 210 }[dir];
  const apothem = (SQRT3 / 2) * size;
  return { x: center.x + apothem * Math.cos(angle), y: center.y + apothem * Math.sin(angle) };
}

/** Steps between two hexes (axial distance, as the engine's `distance`). */
export function hexDistance(a: string, b: string, low: LowColumns = 'odd'): number {
  const pa = toAxial(parseLabel(a), low);
  const pb = toAxial(parseLabel(b), low);
  const dq = pa.q - pb.q;
  const dr = pa.r - pb.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Axial coordinates (src/core/hex.cc `to_hex` for low odd columns). */
export function toAxial(c: HexCoord, low: LowColumns = 'odd'): { q: number; r: number } {
  const q = c.col - 1;
  const row = c.row - 1;
  // 0-based even columns are the low ones when labels count odd columns as low.
  const r = low === 'odd' ? row - (q + (q & 1)) / 2 : row - (q - (q & 1)) / 2;
  return { q, r };
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

// Where things are on a board, whatever its kind: the map asks a BoardGeometry for a place's
// centre, outline and extent, and which place holds a point. Hex boards name places by their
// CCRR label, area boards by the area's id; the map passes either along as a place id (the
// `hex` field of MapClick and UnitOnMap).

import { isAreaBoard, type AreaBoard, type Board, type HexBoard, type Ring } from '../protocol-types';
import { allLabels, formatLabel, hexAtPoint, hexCenter, hexCorners, SQRT3, type HexLayout, type Point } from './hex';
import type { Rect } from './viewport';

export interface BoardGeometry {
  readonly kind: 'hex' | 'areas';
  /** The board's extent in board units, margin included. */
  readonly bounds: Rect;
  /** Every place of the board: hex labels or area ids. */
  readonly ids: readonly string[];
  /** Where a place's counters stand. */
  center(id: string): Point;
  /** The place holding the point, or null off the board (or on the sea of an area board). */
  at(p: Point): string | null;
  /** The place's outline as SVG path data; `inset` draws a hex that much smaller (areas ignore it). */
  outline(id: string, inset?: number): string;
}

export function boardGeometry(board: Board, size: number): BoardGeometry {
  return isAreaBoard(board) ? new AreaGeometry(board) : new HexGeometry(board, size);
}

/** Room around the hexes for edge arrows. */
const HEX_MARGIN = 26;

/** The board's orientation and offset rule (docs/protocol.md, Boards). */
export function hexLayout(board: HexBoard): HexLayout {
  const grid = board.grid;
  if (grid.orientation === 'pointy') return { orientation: 'pointy', shifted: grid.left_rows === 'even' ? 'even' : 'odd' };
  return { orientation: 'flat', shifted: grid.low_columns === 'even' ? 'even' : 'odd' };
}

export class HexGeometry implements BoardGeometry {
  readonly kind = 'hex';
  readonly bounds: Rect;
  readonly ids: readonly string[];
  readonly layout: HexLayout;

  constructor(
    private readonly board: HexBoard,
    readonly size: number,
  ) {
    this.layout = hexLayout(board);
    const { columns, rows } = board.grid;
    // The hexes' extent around the centres of hexCenter's layout.
    const pointy = this.layout.orientation === 'pointy';
    const width = pointy ? (columns + 0.5) * SQRT3 * size : (columns - 1) * 1.5 * size + 2 * size;
    const height = pointy ? (rows - 1) * 1.5 * size + 2 * size : rows * SQRT3 * size + (SQRT3 / 2) * size;
    this.bounds = {
      x: (pointy ? -(SQRT3 / 2) * size : -size) - HEX_MARGIN,
      y: (pointy ? -size : -(SQRT3 / 2) * size) - HEX_MARGIN,
      width: width + 2 * HEX_MARGIN,
      height: height + 2 * HEX_MARGIN,
    };
    this.ids = allLabels(columns, rows);
  }

  center(id: string): Point {
    return hexCenter(id, this.size, this.layout);
  }

  at(p: Point): string | null {
    const h = hexAtPoint(p, this.size, this.layout);
    if (h.col < 1 || h.row < 1 || h.col > this.board.grid.columns || h.row > this.board.grid.rows) return null;
    return formatLabel(h);
  }

  outline(id: string, inset = 0): string {
    const corners = hexCorners(this.center(id), this.size - inset, this.layout.orientation);
    return 'M' + corners.map((c) => `${round2(c.x)},${round2(c.y)}`).join(' L') + ' Z';
  }
}

/** Room around an area board, so that counters on its edge stay in view. */
const AREA_MARGIN = 20;

interface AreaShape {
  rings: Ring[];
  center: Point;
  /** Bounding box of all rings: x0, y0, x1, y1. */
  box: [number, number, number, number];
}

export class AreaGeometry implements BoardGeometry {
  readonly kind = 'areas';
  readonly bounds: Rect;
  readonly ids: readonly string[];
  private readonly shapes = new Map<string, AreaShape>();

  constructor(board: AreaBoard) {
    const { width, height } = board.grid;
    this.bounds = { x: -AREA_MARGIN, y: -AREA_MARGIN, width: width + 2 * AREA_MARGIN, height: height + 2 * AREA_MARGIN };
    for (const area of board.areas) {
      const box = ringsBox(area.rings);
      const center = area.center ? { x: area.center[0], y: area.center[1] } : { x: (box[0] + box[2]) / 2, y: (box[1] + box[3]) / 2 };
      this.shapes.set(area.id, { rings: area.rings, center, box });
    }
    this.ids = [...this.shapes.keys()];
  }

  center(id: string): Point {
    return this.shapes.get(id)?.center ?? { x: 0, y: 0 };
  }

  at(p: Point): string | null {
    for (const [id, shape] of this.shapes) {
      const [x0, y0, x1, y1] = shape.box;
      if (p.x < x0 || p.x > x1 || p.y < y0 || p.y > y1) continue;
      if (shape.rings.some((ring) => inRing(p, ring))) return id;
    }
    return null;
  }

  outline(id: string): string {
    return ringsPath(this.shapes.get(id)?.rings ?? []);
  }
}

/** SVG path data for rings: one closed subpath each. */
export function ringsPath(rings: readonly Ring[]): string {
  return rings.map((ring) => 'M' + ring.map(([x, y]) => `${x},${y}`).join('L') + 'Z').join('');
}

/** Even-odd point-in-polygon test of one ring. */
export function inRing(p: Point, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > p.y !== yj > p.y && p.x < ((xj - xi) * (p.y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function ringsBox(rings: readonly Ring[]): [number, number, number, number] {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const ring of rings)
    for (const [x, y] of ring) {
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
  return [x0, y0, x1, y1];
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

// First Bull Run (or any battlefield of the game) over the generic hex board: terrain in the
// colours of a printed map (woods, light woods, hills, towns), the roads by kind (pike, road,
// trail, railroad), the streams (a run wider than a creek), fords and bridges named on hover,
// the fortifications, and the objectives with their victory points.

import type { Direction, Point } from '../../map/hex';
import { allLabels, cornersAttribute, hexCenter, sideEnds, sideMidpoint } from '../../map/hex';
import { hexLayout } from '../../map/geometry';
import { svg } from '../../util/dom';
import type { DbBoard } from './types';

export const TERRAIN_FILLS: Record<string, string> = {
  clear: '#ece3c0',
  light_woods: 'url(#db-light-woods)',
  woods: 'url(#db-woods)',
  hill: 'url(#db-hill)',
  town: 'url(#db-town)',
  // Shiloh's ground: flat colours of a printed map.
  thicket: '#6f8f5a',
  swamp: '#b5c9b4',
  wooded_hill: '#a7a86a',
  water: '#9cc3de',
};

/** Flat colours of the terrain, for the legend and the mini-map. */
export const TERRAIN_SWATCHES: Record<string, string> = {
  clear: '#ece3c0',
  light_woods: '#c6d29a',
  woods: '#93b07a',
  hill: '#d8bf8c',
  town: '#cdb8a6',
  thicket: '#6f8f5a',
  swamp: '#b5c9b4',
  wooded_hill: '#a7a86a',
  water: '#9cc3de',
};

export function terrainName(board: DbBoard, kind: string): string {
  return board.terrain[kind]?.label ?? kind;
}

function defs(): SVGDefsElement {
  const tree = (x: number, y: number, r: number, fill: string) => svg('circle', { cx: x, cy: y, r, fill });
  const woods = svg('pattern', { id: 'db-woods', width: 12, height: 12, patternUnits: 'userSpaceOnUse' },
    svg('rect', { width: 12, height: 12, fill: TERRAIN_SWATCHES.woods }),
    tree(3, 3, 2.6, '#557a42'), tree(9, 9, 2.6, '#557a42'));
  const light = svg('pattern', { id: 'db-light-woods', width: 14, height: 14, patternUnits: 'userSpaceOnUse' },
    svg('rect', { width: 14, height: 14, fill: TERRAIN_SWATCHES.light_woods }),
    tree(4, 4, 1.9, '#6f8f4f'));
  const hill = svg('pattern', { id: 'db-hill', width: 14, height: 10, patternUnits: 'userSpaceOnUse' },
    svg('rect', { width: 14, height: 10, fill: TERRAIN_SWATCHES.hill }),
    svg('path', { d: 'M1,8 Q7,1 13,8', fill: 'none', stroke: '#8a6a3a', 'stroke-width': 1 }));
  const town = svg('pattern', { id: 'db-town', width: 10, height: 10, patternUnits: 'userSpaceOnUse' },
    svg('rect', { width: 10, height: 10, fill: TERRAIN_SWATCHES.town }),
    svg('rect', { x: 1.5, y: 1.5, width: 3.5, height: 3, fill: '#6e4e46' }),
    svg('rect', { x: 6, y: 6, width: 3, height: 3, fill: '#6e4e46' }));
  return svg('defs', {}, woods, light, hill, town);
}

/** The line of a road across a hexside: centre to the neighbour's centre. */
function across(c: Point, side: string, size: number, orientation: 'flat' | 'pointy'): string {
  const mid = sideMidpoint(c, side as Direction, size, orientation);
  return `M${c.x},${c.y} L${2 * mid.x - c.x},${2 * mid.y - c.y}`;
}

export function drawBattlefield(board: DbBoard, size: number): SVGGElement {
  const lo = hexLayout(board);
  const at = (h: string) => hexCenter(h, size, lo);
  const layer = svg('g', { class: 'db-board', 'pointer-events': 'none' }, defs());
  const terrain = svg('g', { class: 'db-terrain' });
  for (const h of allLabels(board.grid.columns, board.grid.rows)) {
    const kind = board.hexes[h] ?? board.default_terrain;
    terrain.appendChild(svg('polygon', { points: cornersAttribute(at(h), size, lo.orientation), fill: TERRAIN_FILLS[kind] ?? TERRAIN_FILLS.clear, class: 'db-hex' }));
  }
  const streams = svg('g', { class: 'db-streams' });
  for (const s of board.streams ?? []) {
    const [a, b] = sideEnds(at(s.hex), s.side as Direction, size, lo.orientation);
    streams.appendChild(svg('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: `db-stream db-${s.kind}`, 'data-stream': s.kind }));
  }
  // Railroads under the roads, trails under both: the pike is drawn last, on top.
  const order = ['railroad', 'trail', 'road', 'pike'];
  const roads = svg('g', { class: 'db-roads' });
  for (const r of [...(board.roads ?? [])].sort((x, y) => order.indexOf(x.kind) - order.indexOf(y.kind))) {
    roads.appendChild(svg('path', { d: across(at(r.hex), r.side, size, lo.orientation), class: `db-road db-road-${r.kind}`, 'data-road': r.kind }));
  }
  layer.append(terrain, svg('g', { class: 'state-slot' }), streams, roads, drawCrossings(board, size), drawFortifications(board, size), drawObjectives(board, size));
  return layer;
}

/** Fords and bridges on their hexsides, named from the board's places in that hex. */
function drawCrossings(board: DbBoard, size: number): SVGGElement {
  const lo = hexLayout(board);
  const g = svg('g', { class: 'db-crossings' });
  const named = (hex: string, kind: string) => board.places.find((p) => p.hex === hex && (p as { kind?: string }).kind === kind)?.name;
  for (const side of board.hexsides) {
    if (side.feature !== 'ford' && side.feature !== 'bridge') continue;
    const c = hexCenter(side.hex, size, lo);
    const mid = sideMidpoint(c, side.side as Direction, size, lo.orientation);
    const angle = (Math.atan2(mid.y - c.y, mid.x - c.x) * 180) / Math.PI;
    const name = named(side.hex, side.feature) ?? (side.feature === 'ford' ? 'Ford' : 'Bridge');
    const mark = side.feature === 'bridge'
      ? svg('rect', { x: -6, y: -4, width: 12, height: 8, class: 'db-bridge' })
      : svg('path', { d: 'M-2,-6 L-2,6 M2,-6 L2,6', class: 'db-ford' });
    g.appendChild(svg('g', { class: `db-crossing db-crossing-${side.feature}`, transform: `translate(${mid.x},${mid.y}) rotate(${angle})`, 'pointer-events': 'all', 'data-crossing': side.feature }, mark, svg('title', {}, name)));
  }
  return g;
}

function drawFortifications(board: DbBoard, size: number): SVGGElement {
  const lo = hexLayout(board);
  const g = svg('g', { class: 'db-fortifications' });
  for (const [hex, value] of Object.entries(board.fortifications ?? {})) {
    const c = hexCenter(hex, size, lo);
    // A zigzag of earthworks across the hex's lower half, one tooth per point of value.
    const teeth = Math.max(2, value * 2);
    const w = size * 1.1;
    const pts = Array.from({ length: teeth + 1 }, (_, i) => `${c.x - w / 2 + (i * w) / teeth},${c.y + size * 0.45 + (i % 2 ? -4 : 0)}`);
    g.appendChild(svg('polyline', { points: pts.join(' '), class: 'db-fortification', 'data-fortification': hex, 'pointer-events': 'visibleStroke' }, svg('title', {}, `Fortification (value ${value})`)));
  }
  return g;
}

/** Objectives ringed in red, with their victory points: "1/15" a turn and at the end. */
function drawObjectives(board: DbBoard, size: number): SVGGElement {
  const lo = hexLayout(board);
  const g = svg('g', { class: 'db-objectives' });
  for (const o of board.objectives ?? []) {
    const c = hexCenter(o.hex, size, lo);
    g.append(
      svg('polygon', { points: cornersAttribute(c, size * 0.84, lo.orientation), class: 'db-objective', 'data-objective': o.hex, 'pointer-events': 'visibleStroke' },
        svg('title', {}, `${o.name}: objective, ${o.vp_per_turn} VP an hour held, ${o.vp_end} VP at the end`)),
      svg('text', { x: c.x, y: c.y - size * 0.62, class: 'db-objective-vp' }, `${o.vp_per_turn}/${o.vp_end} VP`),
    );
  }
  return g;
}

// The Ardennes over the generic hex board: terrain in the colours and patterns of a printed
// map (forest, mountain, city, the Siegfried Line's dragon's teeth), the roads over it, the
// rivers on the hexsides with their names on hover, the bridges, and the objectives.

import type { MarkStyle } from '../../game-module';
import type { HexBoard } from '../../protocol-types';
import { drawMarks } from '../../map/board-layers';
import { hexLayout } from '../../map/geometry';
import { allLabels, cornersAttribute, hexCenter, neighbour, sideEnds, sideMidpoint, type Direction, type Point } from '../../map/hex';
import { svg } from '../../util/dom';
import { riverAt, riverNames } from './rivers';
import type { BkaBoardExtras } from './types';

export type BkaBoard = HexBoard & Partial<BkaBoardExtras>;

export const TERRAIN_FILLS: Record<string, string> = {
  plain: '#eee8c8',
  forest: 'url(#bka-forest)',
  mountain: 'url(#bka-mountain)',
  city: 'url(#bka-city)',
  siegfried: 'url(#bka-siegfried)',
};

/** Flat colours of the terrain, for the legend and the overview. */
export const TERRAIN_SWATCHES: Record<string, string> = {
  plain: '#eee8c8',
  forest: '#8fb37a',
  mountain: '#b59a78',
  city: '#c9b6b0',
  siegfried: '#d7cfa8',
};

function defs(): SVGDefsElement {
  const forest = svg('pattern', { id: 'bka-forest', width: 12, height: 12, patternUnits: 'userSpaceOnUse' },
    svg('rect', { width: 12, height: 12, fill: TERRAIN_SWATCHES.forest }),
    svg('circle', { cx: 3, cy: 3, r: 2.4, fill: '#4f7d43' }),
    svg('circle', { cx: 9, cy: 9, r: 2.4, fill: '#4f7d43' }));
  const mountain = svg('pattern', { id: 'bka-mountain', width: 16, height: 12, patternUnits: 'userSpaceOnUse' },
    svg('rect', { width: 16, height: 12, fill: TERRAIN_SWATCHES.mountain }),
    svg('path', { d: 'M1,11 L5,4 L9,11 M8,11 L12,5 L15,11', fill: 'none', stroke: '#6b4b2a', 'stroke-width': 1.2 }));
  const city = svg('pattern', { id: 'bka-city', width: 10, height: 10, patternUnits: 'userSpaceOnUse' },
    svg('rect', { width: 10, height: 10, fill: TERRAIN_SWATCHES.city }),
    svg('rect', { x: 1.5, y: 1.5, width: 3.5, height: 3, fill: '#6e4e46' }),
    svg('rect', { x: 6, y: 6, width: 3, height: 3, fill: '#6e4e46' }));
  const siegfried = svg('pattern', { id: 'bka-siegfried', width: 10, height: 9, patternUnits: 'userSpaceOnUse' },
    svg('rect', { width: 10, height: 9, fill: TERRAIN_SWATCHES.siegfried }),
    svg('path', { d: 'M1,7 L3,3 L5,7 Z M6,7 L8,3 L10,7 Z', fill: '#555' }));
  return svg('defs', {}, forest, mountain, city, siegfried);
}

/** `markStyle` draws the start zone and the reinforcement areas again over this map's terrain. */
export function drawArdennes(board: BkaBoard, size: number, markStyle: (mark: string) => MarkStyle): SVGGElement {
  const lo = hexLayout(board);
  const layer = svg('g', { class: 'bka-board', 'pointer-events': 'none' }, defs());
  const terrain = svg('g', { class: 'bka-terrain' });
  for (const h of allLabels(board.grid.columns, board.grid.rows)) {
    const kind = board.hexes[h] ?? board.default_terrain;
    terrain.appendChild(svg('polygon', { points: cornersAttribute(hexCenter(h, size, lo), size, lo.orientation), fill: TERRAIN_FILLS[kind] ?? TERRAIN_FILLS.plain, class: 'bka-hex' }));
  }
  const roads = svg('g', { class: 'bka-roads' });
  const rivers = svg('g', { class: 'bka-rivers' });
  const names = riverNames(board.rivers ?? []);
  for (const side of board.hexsides) {
    const c = hexCenter(side.hex, size, lo);
    const dir = side.side as Direction;
    if (side.feature === 'road' || side.feature === 'bridge') {
      const mid = sideMidpoint(c, dir, size, lo.orientation);
      roads.appendChild(svg('path', { d: `M${c.x},${c.y} L${2 * mid.x - c.x},${2 * mid.y - c.y}`, class: 'bka-road' }));
    }
    if (side.feature === 'river') {
      const [a, b] = sideEnds(c, dir, size, lo.orientation);
      const river = riverAt(names, side.hex, side.side, neighbour(side.hex, dir, lo)) ?? 'river';
      rivers.append(
        svg('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: 'bka-river', 'data-river': river }),
        // A wider invisible line takes the hover, so the name shows without pixel hunting.
        svg('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: 'bka-river-hit', 'pointer-events': 'stroke' }, svg('title', {}, river)),
      );
    }
  }
  layer.append(terrain, drawMarks(board, size, markStyle), roads, rivers, drawBridges(board, size), drawObjectives(board, size), svg('g', { class: 'state-slot' }));
  return layer;
}

/** A bridge: two short rails across the river, named on hover. */
function drawBridges(board: BkaBoard, size: number): SVGGElement {
  const lo = hexLayout(board);
  const g = svg('g', { class: 'bka-bridges' });
  for (const b of board.bridges ?? []) {
    const c = hexCenter(b.hex, size, lo);
    const mid = sideMidpoint(c, b.side as Direction, size, lo.orientation);
    const angle = (Math.atan2(mid.y - c.y, mid.x - c.x) * 180) / Math.PI;
    g.appendChild(
      svg('g', { class: 'bka-bridge', transform: `translate(${mid.x},${mid.y}) rotate(${angle})`, 'pointer-events': 'all', 'data-bridge': `${b.hex}:${b.side}` },
        svg('rect', { x: -6, y: -4, width: 12, height: 8, class: 'bka-bridge-deck' }),
        svg('title', {}, `${b.name} bridge over the ${b.river}`)),
    );
  }
  return g;
}

/** Antwerp, Liège and the six major cities: the German objectives, ringed in red. */
function drawObjectives(board: BkaBoard, size: number): SVGGElement {
  const lo = hexLayout(board);
  const g = svg('g', { class: 'bka-objectives' });
  const o = board.objectives;
  if (!o) return g;
  const nameAt = new Map((board.places ?? []).map((p) => [p.hex, p.name]));
  const ring = (hex: string, kind: string, title: string) => {
    const c: Point = hexCenter(hex, size, lo);
    g.appendChild(svg('polygon', { points: cornersAttribute(c, size * 0.82, lo.orientation), class: `bka-objective bka-objective-${kind}`, 'data-objective': hex }, svg('title', {}, title)));
  };
  for (const h of o.antwerp) ring(h, 'antwerp', `Antwerp (${h}): the German objective, held one full turn`);
  ring(o.liege, 'liege', 'Liège: objective (with three major cities)');
  for (const h of o.major_cities) ring(h, 'city', `${nameAt.get(h) ?? h}: major city, objective`);
  return g;
}

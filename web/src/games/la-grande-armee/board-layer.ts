// Europe over the generic hex board: nation tints, seas with names, prohibited areas
// hatched, the Russian Hinterland, terrain patterns, rivers on hexsides, cities, the sea
// links' arrows, a compass (the original's Europe is turned so that north points to the
// upper right), and (redrawn on every update) who controls each area.

import { svg } from '../../util/dom';
import { hexLayout } from '../../map/geometry';
import { cornersAttribute, directions, hexCenter, neighbour, sideEnds, type Direction, type Point } from '../../map/hex';
import { nationTint, PROHIBITED_FILL, SEA_FILL, sideColor } from './colors';
import type { LgaBoard, Side } from './types';
import { nationName } from './words';


function labels(board: LgaBoard): string[] {
  const out: string[] = [];
  for (let c = 1; c <= board.grid.columns; c++)
    for (let r = 1; r <= board.grid.rows; r++) out.push(String(c).padStart(2, '0') + String(r).padStart(2, '0'));
  return out;
}


function defs(): SVGDefsElement {
  const forest = svg('pattern', { id: 'lga-forest', width: 14, height: 14, patternUnits: 'userSpaceOnUse' },
    ...[[4, 5], [11, 12]].flatMap(([x, y]) => [
      svg('path', { d: `M${x},${y! - 4} L${x! + 3},${y! + 1.5} L${x! - 3},${y! + 1.5} Z`, fill: '#2f6b2a', 'fill-opacity': 0.75 }),
      svg('rect', { x: x! - 0.5, y: y! + 1.5, width: 1, height: 2, fill: '#4b3a22' }),
    ]));
  const mountains = svg('pattern', { id: 'lga-mountains', width: 18, height: 14, patternUnits: 'userSpaceOnUse' },
    svg('path', { d: 'M1,12 L6,4 L11,12 M8,12 L13,6 L17,12', fill: 'none', stroke: '#6d4c2f', 'stroke-width': 1.3, 'stroke-opacity': 0.8 }));
  const marsh = svg('pattern', { id: 'lga-marsh', width: 14, height: 10, patternUnits: 'userSpaceOnUse' },
    svg('path', { d: 'M2,4 h6 M6,8 h6 M4,6 v-2 M9,8 v-2', stroke: '#2c6e8f', 'stroke-width': 1.1, fill: 'none' }));
  const hatch = svg('pattern', { id: 'lga-prohibited', width: 8, height: 8, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' },
    svg('rect', { width: 8, height: 8, fill: PROHIBITED_FILL }),
    svg('rect', { width: 2.5, height: 8, fill: '#8a8a8a' }));
  const hinter = svg('pattern', { id: 'lga-hinterland', width: 10, height: 10, patternUnits: 'userSpaceOnUse' },
    svg('circle', { cx: 5, cy: 5, r: 1.2, fill: '#2e5e26', 'fill-opacity': 0.6 }));
  const waves = svg('pattern', { id: 'lga-sea', width: 24, height: 12, patternUnits: 'userSpaceOnUse' },
    svg('rect', { width: 24, height: 12, fill: SEA_FILL }),
    svg('path', { d: 'M2,6 q3,-3 6,0 t6,0', stroke: '#d6e8f7', 'stroke-width': 0.8, fill: 'none' }));
  const occupied = ['french', 'allied', 'neutral'].map((s) =>
    svg('pattern', { id: `lga-occupied-${s}`, width: 9, height: 9, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(-45)' },
      svg('rect', { width: 3, height: 9, fill: sideColor(s), 'fill-opacity': 0.4 })));
  const arrow = svg('marker', { id: 'lga-arrowhead', viewBox: '0 0 10 10', refX: 8, refY: 5, markerWidth: 6, markerHeight: 6, orient: 'auto-start-reverse' },
    svg('path', { d: 'M0,0 L10,5 L0,10 Z', fill: '#0b3d6b' }));
  return svg('defs', {}, forest, mountains, marsh, hatch, hinter, waves, ...occupied, arrow);
}

export function drawEurope(board: LgaBoard, size: number): SVGGElement {
  const lo = hexLayout(board);
  const shape = lo.orientation;
  const areas = board.areas ?? {};
  const layer = svg('g', { class: 'lga-board', 'pointer-events': 'none' }, defs());
  const base = svg('g', { class: 'lga-base' });
  const pattern = svg('g', { class: 'lga-terrain' });
  const borders = svg('g', { class: 'lga-borders' });
  const rivers = svg('g', { class: 'lga-rivers' });
  const cities = svg('g', { class: 'lga-cities' });
  // The names, which the map lifts above the counters (`place-names`).
  const names = svg('g', { class: 'lga-names place-names' });
  const terrainOf = (h: string) => board.hexes[h] ?? board.default_terrain;

  for (const h of labels(board)) {
    const c = hexCenter(h, size, lo);
    const points = cornersAttribute(c, size, shape);
    const t = terrainOf(h);
    const area = areas[h];
    let fill = PROHIBITED_FILL;
    if (t === 'sea') fill = 'url(#lga-sea)';
    else if (t === 'prohibited' || !area) fill = 'url(#lga-prohibited)';
    else fill = nationTint(area.nation);
    base.appendChild(svg('polygon', { points, fill, class: `lga-hex lga-t-${t}`, 'data-lga-hex': h }));
    if (area && (t === 'forest' || t === 'mountains' || t === 'marsh')) {
      pattern.appendChild(svg('polygon', { points: cornersAttribute(c, size - 1, shape), fill: `url(#lga-${t})` }));
    }
    if (area?.hinterland) pattern.appendChild(svg('polygon', { points: cornersAttribute(c, size - 1, shape), fill: 'url(#lga-hinterland)' }));
    // National borders: a strong line where two land areas of different nations meet. Each
    // hexside once: the first three sides (N, NE, SE on flat tops; NW, NE, E on pointy ones).
    for (const dir of directions(lo).slice(0, 3)) {
      const n = neighbour(h, dir, lo);
      if (!n) continue;
      const other = areas[n];
      const landHere = !!area && t !== 'prohibited';
      const landThere = !!other && terrainOf(n) !== 'prohibited';
      const [a, b] = sideEnds(c, dir, size, shape);
      if (landHere && landThere && area!.nation !== other!.nation) {
        borders.appendChild(svg('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: 'lga-border' }));
      } else if (landHere !== landThere && (terrainOf(n) === 'sea' || t === 'sea')) {
        borders.appendChild(svg('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: 'lga-coast' }));
      }
    }
  }
  for (const side of board.hexsides) {
    if (side.feature !== 'river') continue;
    const [a, b] = sideEnds(hexCenter(side.hex, size, lo), side.side as Direction, size, shape);
    rivers.appendChild(svg('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: 'lga-river' }));
  }
  for (const [h, area] of Object.entries(areas)) {
    const c = hexCenter(h, size, lo);
    if (area.city) {
      const y = c.y + 6;
      const kind = area.city.kind;
      const title = svg('title', {}, `${area.city.name} (${kind === 'capital' ? 'capital' : kind + ' city'}${area.city.port ? ', port' : ''}), ${nationName(area.nation)}`);
      if (kind === 'capital') cities.appendChild(svg('path', { d: star(c.x, y, 7, 3), class: 'lga-capital' }, title));
      else cities.appendChild(svg('circle', { cx: c.x, cy: y, r: kind === 'major' ? 4.5 : 3.2, class: kind === 'major' ? 'lga-major' : 'lga-minor' }, title));
    }
  }
  // City names are the generic place layer's (the board's `places`). Sea names at the middle of each sea's hexes, and the hinterland's name.
  for (const [sea, hexes] of Object.entries(board.seas ?? {})) {
    const p = middle(hexes.map((h) => hexCenter(h, size, lo)));
    const best = hexes.map((h) => hexCenter(h, size, lo)).sort((a, b) => dist(a, p) - dist(b, p))[0] ?? p;
    names.appendChild(svg('text', { x: best.x, y: best.y - 6, class: 'lga-sea-name' }, seaName(sea)));
  }
  const hinter = Object.entries(areas).filter(([, a]) => a.hinterland).map(([h]) => hexCenter(h, size, lo));
  if (hinter.length) {
    const p = middle(hinter);
    names.appendChild(svg('text', { x: p.x, y: p.y - 14, class: 'lga-hinter-name' }, 'Russian'));
    names.appendChild(svg('text', { x: p.x, y: p.y, class: 'lga-hinter-name' }, 'Hinterland'));
  }
  const links = svg('g', { class: 'lga-sea-links' });
  for (const [a, b] of board.sea_links ?? []) {
    const p = hexCenter(a, size, lo);
    const q = hexCenter(b, size, lo);
    // Bowed outward (to the west/south), so the arrow reads as "around", not "across".
    const mx = (p.x + q.x) / 2 - size * 0.9;
    const my = (p.y + q.y) / 2 + size * 0.5;
    links.appendChild(svg('path', { d: `M${p.x},${p.y} Q${mx},${my} ${q.x},${q.y}`, class: 'lga-sea-link', 'marker-end': 'url(#lga-arrowhead)', 'marker-start': 'url(#lga-arrowhead)' }));
  }
  layer.append(base, pattern, borders, rivers, links, cities, names);
  if (shape === 'pointy') layer.appendChild(compass(board, size));
  return layer;
}

/** Who holds each land area: an inner border in the controller's colour, hatched where it
 * is not the area's home side. */
export function drawControl(board: LgaBoard, size: number, control: Partial<Record<Side, string[]>>): SVGGElement {
  const lo = hexLayout(board);
  const g = svg('g', { class: 'lga-control', 'pointer-events': 'none' });
  for (const [side, hexes] of Object.entries(control)) {
    for (const h of hexes ?? []) {
      const c = hexCenter(h, size, lo);
      const home = board.areas?.[h]?.home_side;
      if (home && home !== side) g.appendChild(svg('polygon', { points: cornersAttribute(c, size - 3, lo.orientation), fill: `url(#lga-occupied-${side})` }));
      g.appendChild(svg('polygon', { points: cornersAttribute(c, size - 3.5, lo.orientation), class: `lga-ctrl lga-ctrl-${side}`, stroke: sideColor(side), 'data-control': side, 'data-hex': h }));
    }
  }
  return g;
}

/** A compass rose in the Atlantic's top row: north points to the upper right (45 degrees),
 * as on the original's map. */
function compass(board: LgaBoard, size: number): SVGGElement {
  const lo = hexLayout(board);
  const c = hexCenter('0402', size, lo);
  const arm = size * 1.1;
  const g = svg('g', { class: 'lga-compass', transform: `translate(${c.x},${c.y}) rotate(45)` });
  g.append(
    svg('path', { d: `M0,${-arm} L${arm * 0.22},0 L0,${arm * 0.3} L${-arm * 0.22},0 Z`, class: 'lga-compass-north' }),
    svg('path', { d: `M0,${arm} L${arm * 0.22},0 L0,${-arm * 0.3} L${-arm * 0.22},0 Z`, class: 'lga-compass-south' }),
    svg('text', { x: 0, y: -arm - 3, class: 'lga-compass-label', transform: `rotate(-45 0 ${-arm - 7})` }, 'N'),
  );
  return g;
}

function seaName(id: string): string {
  const names: Record<string, string> = { north_sea: 'North Sea', black_sea: 'Black Sea', channel: 'Channel', baltic: 'Baltic', atlantic: 'Atlantic', mediterranean: 'Mediterranean' };
  return names[id] ?? id.replace(/_/g, ' ');
}

function middle(ps: Point[]): Point {
  const n = ps.length || 1;
  return { x: ps.reduce((s, p) => s + p.x, 0) / n, y: ps.reduce((s, p) => s + p.y, 0) / n };
}

function dist(a: Point, b: Point): number {
  return (a.x - b.x) ** 2 + (a.y - b.y) ** 2;
}

export function star(cx: number, cy: number, r: number, r2: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const rr = i % 2 === 0 ? r : r2;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${(cx + rr * Math.cos(a)).toFixed(2)},${(cy + rr * Math.sin(a)).toFixed(2)}`);
  }
  return `M${pts.join(' L')} Z`;
}

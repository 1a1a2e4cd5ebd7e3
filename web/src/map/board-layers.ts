// The printed map, drawn once from the server's board: terrain, hexsides, marked hexes,
// place names and (on demand) hex numbers.

import type { HexBoard } from '../protocol-types';
import type { MarkStyle } from '../game-module';
import { svg } from '../util/dom';
import { hexLayout } from './geometry';
import { SQRT3, allLabels, cornersAttribute, hexCenter, sideMidpoint, type Direction, type Point } from './hex';
import { terrainLook } from './terrain-style';

export function terrainOf(board: HexBoard, label: string): string {
  return board.hexes[label] ?? board.default_terrain;
}

export function drawTerrain(board: HexBoard, size: number): SVGGElement {
  const layout = hexLayout(board);
  const layer = svg('g', { class: 'terrain-layer' });
  const placeAt = new Map(board.places.map((p) => [p.hex, p.name]));
  for (const label of allLabels(board.grid.columns, board.grid.rows)) {
    const kind = terrainOf(board, label);
    const look = terrainLook(kind);
    const place = placeAt.get(label);
    const name = (board.terrain[kind]?.label ?? kind) + (place ? ` — ${place}` : '');
    const hex = svg(
      'polygon',
      {
        points: cornersAttribute(hexCenter(label, size, layout), size, layout.orientation),
        fill: look.fill,
        class: `hex terrain-${kind}`,
        'data-hex': label,
        'data-testid': `hex-${label}`,
        'data-terrain': kind,
      },
      svg('title', {}, `${label} ${name}`),
    );
    layer.appendChild(hex);
  }
  return layer;
}

/** Roads and other hexside features: a line from the hex centre across the side. */
export function drawHexsides(board: HexBoard, size: number): SVGGElement {
  const layout = hexLayout(board);
  const layer = svg('g', { class: 'hexside-layer', 'pointer-events': 'none' });
  for (const side of board.hexsides) {
    const centre = hexCenter(side.hex, size, layout);
    const mid = sideMidpoint(centre, side.side as Direction, size, layout.orientation);
    // Going on past the midpoint to where the neighbour's centre would be draws the whole
    // road across; a road listed on both hexes just overlaps itself.
    const end = { x: 2 * mid.x - centre.x, y: 2 * mid.y - centre.y };
    const d = `M${centre.x},${centre.y} L${end.x},${end.y}`;
    layer.append(
      svg('path', { d, class: `hexside-casing feature-${side.feature}` }),
      svg('path', { d, class: `hexside-line feature-${side.feature}` }),
    );
  }
  return layer;
}

export function drawMarks(
  board: HexBoard,
  size: number,
  styleOf: (mark: string) => MarkStyle,
): SVGGElement {
  const layout = hexLayout(board);
  const layer = svg('g', { class: 'mark-layer', 'pointer-events': 'none' });
  for (const [mark, hexes] of Object.entries(board.marked)) {
    const style = styleOf(mark);
    const group = svg('g', { class: `mark mark-${mark}` });
    // Diagonal hatching in the mark's colour: a second cue besides the colour itself.
    const patternId = `mark-hatch-${mark}`;
    group.appendChild(
      svg(
        'pattern',
        { id: patternId, width: 8, height: 8, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' },
        svg('rect', { width: 2.5, height: 8, fill: style.color, 'fill-opacity': 0.35 }),
      ),
    );
    for (const label of hexes) {
      const c = hexCenter(label, size, layout);
      group.appendChild(
        svg('polygon', {
          points: cornersAttribute(c, size * 0.9, layout.orientation),
          class: 'mark-outline',
          stroke: style.color,
          fill: `url(#${patternId})`,
        }),
      );
      if (style.arrow) group.appendChild(edgeArrow(c, size, style.arrow.edge, style.arrow.inward, style.color));
    }
    group.appendChild(svg('title', {}, style.label));
    layer.appendChild(group);
  }
  return layer;
}

function edgeArrow(c: Point, size: number, edge: string, inward: boolean, color: string): SVGElement {
  const angle = { north: -90, east: 0, south: 90, west: 180 }[edge] ?? -90;
  // The arrow sits just outside the hex, on the side facing the map edge.
  const distance = edge === 'north' || edge === 'south' ? (SQRT3 / 2) * size + 12 : size + 10;
  const pointing = inward ? angle + 180 : angle;
  const rad = (angle * Math.PI) / 180;
  const x = c.x + distance * Math.cos(rad);
  const y = c.y + distance * Math.sin(rad);
  return svg('path', {
    d: 'M-9,-5 L2,-5 L2,-10 L11,0 L2,10 L2,5 L-9,5 Z',
    transform: `translate(${x},${y}) rotate(${pointing})`,
    fill: color,
    stroke: '#fff',
    'stroke-width': 1.2,
    class: 'edge-arrow',
  });
}

export function drawPlaces(board: HexBoard, size: number): SVGGElement {
  const layout = hexLayout(board);
  const layer = svg('g', { class: 'place-names', 'pointer-events': 'none' });
  for (const place of board.places) {
    const c = hexCenter(place.hex, size, layout);
    // Over the counters (map-view.ts lifts them), on the hex's lower edge where a stack rarely sits.
    layer.appendChild(
      svg('text', { x: c.x, y: c.y + (SQRT3 / 2) * size - 3, class: 'place-name' }, place.name),
    );
  }
  return layer;
}

export function drawHexNumbers(board: HexBoard, size: number): SVGGElement {
  const layout = hexLayout(board);
  const layer = svg('g', { class: 'hex-number-layer', 'pointer-events': 'none' });
  for (const label of allLabels(board.grid.columns, board.grid.rows)) {
    const c = hexCenter(label, size, layout);
    layer.appendChild(svg('text', { x: c.x, y: c.y - (SQRT3 / 2) * size + 9, class: 'hex-number' }, label));
  }
  return layer;
}

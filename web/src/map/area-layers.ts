// The generic drawing of an area board, under the game's own drawing (drawBoard): the sea,
// backdrop land and each area as a plain outline, named for assistive technology and tests;
// and the area ids shown on demand (the L key), as hex numbers are on hex boards.

import type { AreaBoard } from '../protocol-types';
import { svg } from '../util/dom';
import { ringsPath } from './geometry';

export function drawAreas(board: AreaBoard): SVGGElement {
  const { width, height } = board.grid;
  const layer = svg('g', { class: 'area-layer' });
  layer.appendChild(svg('rect', { x: 0, y: 0, width, height, class: 'area-sea' }));
  if (board.land?.length) layer.appendChild(svg('path', { d: ringsPath(board.land), class: 'area-backdrop' }));
  for (const area of board.areas) {
    layer.appendChild(
      svg(
        'path',
        { d: ringsPath(area.rings), class: 'area', 'data-hex': area.id, 'data-testid': `area-${area.id}` },
        svg('title', {}, area.name),
      ),
    );
  }
  return layer;
}

export function drawAreaIds(board: AreaBoard): SVGGElement {
  const layer = svg('g', { class: 'hex-number-layer', 'pointer-events': 'none' });
  for (const area of board.areas) {
    const [x, y] = area.center;
    layer.appendChild(svg('text', { x, y: y - 24, class: 'hex-number' }, area.id));
  }
  return layer;
}

// What changes under the counters, redrawn on every update: each hex shaded by the side that
// holds it (the view's `control`, Menu 3's control display) and each objective's holder.

import { hexLayout } from '../../map/geometry';
import { allLabels, cornersAttribute, hexCenter } from '../../map/hex';
import { svg } from '../../util/dom';
import { SIDE_COLORS } from './colors';
import { controlAt } from './control';
import type { DbBoard, DbView } from './types';
import { sideName } from './words';

export function drawDbState(board: DbBoard, view: DbView, size: number): SVGGElement {
  const lo = hexLayout(board);
  const g = svg('g', { class: 'db-state', 'pointer-events': 'none' });
  const shade = svg('g', { class: 'db-control' });
  for (const h of allLabels(board.grid.columns, board.grid.rows)) {
    const side = controlAt(view.control, h, board.grid.rows);
    if (!side) continue;
    shade.appendChild(svg('polygon', { points: cornersAttribute(hexCenter(h, size, lo), size, lo.orientation), fill: SIDE_COLORS[side].tint, class: `db-held db-held-${side}`, 'data-control': side, 'data-hex': h }));
  }
  g.appendChild(shade);
  for (const o of view.objectives ?? []) {
    if (!o.held_by) continue;
    const c = hexCenter(o.hex, size, lo);
    const look = SIDE_COLORS[o.held_by];
    // A small flag in the holder's colour at the objective's corner.
    g.appendChild(
      svg('g', { class: `db-objective-holder held-${o.held_by}${o.active ? '' : ' inactive'}`, transform: `translate(${c.x + size * 0.5},${c.y - size * 0.55})`, 'data-held': o.hex },
        svg('line', { x1: 0, y1: 10, x2: 0, y2: -6, stroke: '#222', 'stroke-width': 1.2 }),
        svg('rect', { x: 0, y: -6, width: 10, height: 7, fill: look.fill, stroke: look.edge }),
        svg('title', {}, `${o.name}: held by the ${sideName(o.held_by)}s`)),
    );
  }
  return g;
}

// What changes under the counters, redrawn on every update: each dump with its supply number
// in its owner's colour, the blown bridge ends, the engagements defined (arrows from the
// attackers to the hexes they attack, with the odds, so the computer's plan shows before
// its battles), the seat's artillery aims and the hexes its air reconnaissance searched.

import { COUNTER_SIZE } from '../../game-module';
import { hexLayout } from '../../map/geometry';
import { hexCenter, neighbour, sideMidpoint, cornersAttribute, type Direction, type Point } from '../../map/hex';
import { svg } from '../../util/dom';
import type { BkaBoard } from './board-layer';
import { SIDE_COLORS } from './colors';
import { unitIndex, type BkaView } from './types';
import { sideName } from './words';

export function drawBkaState(board: BkaBoard, view: BkaView, size: number): SVGGElement {
  const lo = hexLayout(board);
  const at = (h: string): Point => hexCenter(h, size, lo);
  const g = svg('g', { class: 'bka-state', 'pointer-events': 'none' });
  const units = unitIndex(view);

  for (const h of view.searched ?? []) {
    g.appendChild(svg('polygon', { points: cornersAttribute(at(h), size * 0.95, lo.orientation), class: 'bka-searched' }));
  }
  for (const d of view.dumps ?? []) {
    const c = at(d.hex);
    const look = SIDE_COLORS[d.owner];
    g.appendChild(
      svg('g', { class: `bka-dump owner-${d.owner}`, transform: `translate(${c.x - size * 0.55},${c.y - size * 0.5})`, 'data-dump': d.name },
        svg('rect', { x: -8, y: -7, width: 16, height: 14, rx: 3, fill: look.fill, stroke: look.edge }),
        svg('text', { x: 0, y: 4, class: 'bka-dump-supply', fill: look.ink }, String(d.supply)),
        svg('title', {}, `${d.name} dump: ${sideName(d.owner)}, supply ${d.supply} hexes`)),
    );
  }
  const down = new Set(view.bridges_down ?? []);
  for (const b of board.bridges ?? []) {
    const across = neighbour(b.hex, b.side as Direction, lo);
    const end = down.has(b.hex) ? b.hex : across && down.has(across) ? across : null;
    if (!end) continue;
    const mid = sideMidpoint(at(b.hex), b.side as Direction, size, lo.orientation);
    const c = at(end);
    // The cross stands on the blown end's side of the river.
    const x = mid.x + (c.x - mid.x) * 0.25;
    const y = mid.y + (c.y - mid.y) * 0.25;
    g.appendChild(svg('path', { d: `M${x - 6},${y - 6} L${x + 6},${y + 6} M${x + 6},${y - 6} L${x - 6},${y + 6}`, class: 'bka-blown', 'data-blown': end }));
  }
  for (const e of view.engagements ?? []) {
    const from = [...new Set(e.attackers.map((id) => units.get(id)?.hex).filter((h): h is string => !!h))];
    for (const t of e.targets) {
      for (const f of from) g.appendChild(arrow(at(f), at(t), 'bka-engage-arrow'));
      g.appendChild(svg('polygon', { points: cornersAttribute(at(t), size * 0.88, lo.orientation), class: 'bka-engaged-hex', 'data-engaged': t }));
    }
    const t0 = at(e.targets[0] ?? '');
    if (e.targets.length) g.appendChild(svg('text', { x: t0.x, y: t0.y - size * 0.6, class: 'bka-odds-label' }, e.odds));
  }
  for (const a of [...(view.aims ?? []).map((x) => ({ gun: x.gun, to: x.target })), ...(view.protective_fire ?? []).map((x) => ({ gun: x.gun, to: x.unit }))]) {
    const f = units.get(a.gun)?.hex;
    const t = units.get(a.to)?.hex;
    if (f && t && f !== t) g.appendChild(arrow(at(f), at(t), 'bka-aim-arrow'));
  }
  return g;
}

/** A line from one hex centre toward another, between the two counters (which are drawn over
 * this layer), so that an engagement's arrow shows across the hexside. */
function arrow(a: Point, b: Point, cls: string): SVGPathElement {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy) || 1;
  const s = Math.min(COUNTER_SIZE / 2 + 1, len * 0.32);
  const x1 = a.x + (dx / len) * s;
  const y1 = a.y + (dy / len) * s;
  const x2 = b.x - (dx / len) * s;
  const y2 = b.y - (dy / len) * s;
  const hx = -dy / len;
  const hy = dx / len;
  const head = `M${x2 - (dx / len) * 7 + hx * 5},${y2 - (dy / len) * 7 + hy * 5} L${x2},${y2} L${x2 - (dx / len) * 7 - hx * 5},${y2 - (dy / len) * 7 - hy * 5}`;
  return svg('path', { d: `M${x1},${y1} L${x2},${y2} ${head}`, class: cls });
}

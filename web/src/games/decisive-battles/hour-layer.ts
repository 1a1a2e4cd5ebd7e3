// The last hour on the map, kept until the side gives its next order: each march (blue-grey
// for the side, dashed for a flight) as a line along its path with a head, and a burst on
// every hex whose unit was fired on.

import { HEX_SIZE } from '../../game-module';
import { hexLayout } from '../../map/geometry';
import { hexCenter, type Point } from '../../map/hex';
import { svg } from '../../util/dom';
import type { HourMarks } from './happened';
import type { DbBoard } from './types';

export function drawHour(board: DbBoard, marks: HourMarks, hexOf: (id: string) => string | undefined): SVGGElement {
  const lo = hexLayout(board);
  const at = (h: string): Point => hexCenter(h, HEX_SIZE, lo);
  const g = svg('g', { class: 'db-hour', 'data-testid': 'db-hour-layer' });
  for (const m of marks.moves) {
    const pts = m.path.map(at);
    const d = pts.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
    const end = pts.at(-1)!;
    const prev = pts.at(-2)!;
    const a = Math.atan2(end.y - prev.y, end.x - prev.x);
    const head = (s: number) => `${(end.x - 9 * Math.cos(a) + s * 5 * Math.sin(a)).toFixed(1)},${(end.y - 9 * Math.sin(a) - s * 5 * Math.cos(a)).toFixed(1)}`;
    g.append(
      svg('path', { d, class: `db-hour-path db-hour-${m.kind}`, 'data-testid': 'db-hour-path', 'data-from': m.path[0], 'data-to': m.path.at(-1) }),
      svg('path', { d: `M${head(1)} L${end.x.toFixed(1)},${end.y.toFixed(1)} L${head(-1)}`, class: `db-hour-head db-hour-${m.kind}` }),
    );
  }
  for (const id of marks.hit) {
    const hex = hexOf(id);
    if (!hex) continue;
    const c = at(hex);
    // A starburst at the counter's corner: fired on last hour.
    const star = Array.from({ length: 16 }, (_, i) => {
      const r = i % 2 ? 4 : 9;
      const t = (i * Math.PI) / 8;
      return `${(c.x + 15 + r * Math.cos(t)).toFixed(1)},${(c.y - 15 + r * Math.sin(t)).toFixed(1)}`;
    });
    g.appendChild(svg('polygon', { points: star.join(' '), class: 'db-hit', 'data-testid': 'db-hit', 'data-unit': id, 'data-hex': hex }));
  }
  return g;
}

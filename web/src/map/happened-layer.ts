// What just happened, drawn over the counters: arrows from where units were to where they
// went (moves, attacks, retreats) and rings on the places a combat or a turn changed.

import type { MapMove } from '../game-module';
import { svg } from '../util/dom';
import type { BoardGeometry } from './geometry';
import type { Point } from './hex';

export interface HappenedPicture {
  /** Arrows; `current` ones are the step being looked at, the others are drawn faint. */
  moves: (MapMove & { current: boolean })[];
  /** Places ringed: changed by the step (or the combat) shown. */
  hexes: readonly string[];
}

export class HappenedLayer {
  readonly element = svg('g', { class: 'happened-layer', 'pointer-events': 'none' });
  private readonly places: ReadonlySet<string>;

  constructor(private readonly geometry: BoardGeometry) {
    this.places = new Set(geometry.ids);
  }

  show(picture: HappenedPicture): void {
    this.element.replaceChildren(arrowHeads());
    for (const hex of new Set(picture.hexes)) {
      if (!this.known(hex)) continue;
      this.element.appendChild(svg('path', { d: this.geometry.outline(hex, 3), class: 'happened-mark', 'data-testid': 'happened-mark', 'data-hex': hex }));
    }
    // Faint arrows first, so the current step's lie on top.
    const ordered = [...picture.moves.filter((m) => !m.current), ...picture.moves.filter((m) => m.current)];
    for (const move of ordered) {
      const path = move.path.filter((h) => this.known(h));
      if (path.length < 2) continue;
      const d = shortened(path.map((h) => this.geometry.center(h)));
      const cls = `happened-arrow arrow-${move.kind}${move.current ? ' current' : ''}`;
      this.element.appendChild(svg('path', { d, class: 'happened-arrow-casing' }));
      this.element.appendChild(
        svg('path', {
          d,
          class: cls,
          'marker-end': `url(#happened-head-${move.kind})`,
          'data-testid': 'replay-arrow',
          'data-from': path[0],
          'data-to': path.at(-1),
          'data-current': move.current,
        }),
      );
    }
  }

  clear(): void {
    this.element.replaceChildren();
  }

  private known(hex: string): boolean {
    return this.places.has(hex);
  }
}

/** The line through the places' centres, its last leg stopped short so the head shows. */
function shortened(points: Point[]): string {
  const end = points.at(-1)!;
  const before = points.at(-2)!;
  const length = Math.hypot(end.x - before.x, end.y - before.y) || 1;
  const cut = Math.min(14, length / 3);
  const tip = { x: end.x - ((end.x - before.x) / length) * cut, y: end.y - ((end.y - before.y) / length) * cut };
  return [...points.slice(0, -1), tip].map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
}

function arrowHeads(): SVGDefsElement {
  const head = (kind: MapMove['kind']) =>
    svg(
      'marker',
      { id: `happened-head-${kind}`, viewBox: '0 0 10 10', refX: 3, refY: 5, markerWidth: 4, markerHeight: 4, orient: 'auto-start-reverse', markerUnits: 'strokeWidth' },
      svg('path', { d: 'M0,0 L10,5 L0,10 z', class: `happened-head arrow-${kind}` }),
    );
  return svg('defs', {}, head('move'), head('attack'), head('retreat'));
}

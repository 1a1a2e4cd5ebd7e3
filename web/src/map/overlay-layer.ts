// Highlights over the map: lit places, hexes or areas (a fill under the counters, an outline
// above them so occupied places still show), the hovered place, and a previewed path with its
// cost.

import type { HighlightKind } from '../game-module';
import { svg } from '../util/dom';
import type { BoardGeometry } from './geometry';

export class OverlayLayer {
  /** Goes under the counters. */
  readonly fills = svg('g', { class: 'highlight-fill-layer', 'pointer-events': 'none' });
  /** Goes over the counters. */
  readonly outlines = svg('g', { class: 'highlight-outline-layer', 'pointer-events': 'none' });
  private readonly byKind = new Map<HighlightKind, { fills: SVGGElement; outlines: SVGGElement; hexes: Set<string> }>();
  private readonly hover = svg('path', { class: 'hover-outline', visibility: 'hidden' });
  private readonly path = svg('g', { class: 'path-preview', 'pointer-events': 'none' });

  constructor(
    private readonly size: number,
    private readonly geometry: BoardGeometry,
  ) {
    this.outlines.append(this.path, this.hover);
  }

  highlight(kind: HighlightKind, hexes: Iterable<string>): void {
    const layer = this.layer(kind);
    layer.fills.replaceChildren();
    layer.outlines.replaceChildren();
    layer.hexes = new Set(hexes);
    for (const hex of layer.hexes) {
      const d = this.geometry.outline(hex, 2);
      layer.fills.appendChild(svg('path', { d, class: `hl-fill hl-${kind}`, 'data-highlight': kind, 'data-hex': hex }));
      layer.outlines.appendChild(svg('path', { d, class: `hl-outline hl-${kind}` }));
    }
  }

  clear(kind: HighlightKind): void {
    this.highlight(kind, []);
  }

  has(kind: HighlightKind, hex: string): boolean {
    return this.byKind.get(kind)?.hexes.has(hex) ?? false;
  }

  setHover(hex: string | null): void {
    if (!hex) {
      this.hover.setAttribute('visibility', 'hidden');
      return;
    }
    this.hover.setAttribute('d', this.geometry.outline(hex));
    this.hover.setAttribute('visibility', 'visible');
  }

  showPath(hexes: readonly string[], label: string): void {
    this.path.replaceChildren();
    if (hexes.length === 0) return;
    const points = hexes.map((h) => this.geometry.center(h));
    const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ');
    this.path.appendChild(svg('path', { d, class: 'path-casing' }));
    this.path.appendChild(svg('path', { d, class: 'path-line' }));
    for (const p of points.slice(1, -1)) this.path.appendChild(svg('circle', { cx: p.x, cy: p.y, r: 3, class: 'path-step' }));
    const end = points[points.length - 1]!;
    this.path.appendChild(
      svg(
        'g',
        { class: 'path-cost', transform: `translate(${end.x},${end.y - this.size * 0.55})` },
        svg('rect', { x: -20, y: -9, width: 40, height: 16, rx: 8 }),
        svg('text', { x: 0, y: 3 }, label),
      ),
    );
  }

  hidePath(): void {
    this.path.replaceChildren();
  }

  private layer(kind: HighlightKind) {
    let layer = this.byKind.get(kind);
    if (!layer) {
      layer = { fills: svg('g', { class: `hl-${kind}-fills` }), outlines: svg('g', { class: `hl-${kind}-outlines` }), hexes: new Set() };
      this.byKind.set(kind, layer);
      this.fills.appendChild(layer.fills);
      // Reachable hexes are many and mostly empty: their outline stays under the counters.
      // The others mark occupied hexes (targets, retreats) and must show over the counters.
      if (kind === 'reachable') this.fills.appendChild(layer.outlines);
      else this.outlines.insertBefore(layer.outlines, this.path);
    }
    return layer;
  }
}

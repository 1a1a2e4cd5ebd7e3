// A small overview of the whole board with a frame around what the main map shows.
// Clicking or dragging in it moves the main view there; the player may hide it.

import type { UnitOnMap } from '../game-module';
import { svg } from '../util/dom';
import type { Point } from './hex';
import type { BoardGeometry } from './geometry';
import type { Rect } from './viewport';

export class Minimap {
  readonly element: SVGSVGElement;
  private readonly frame: SVGRectElement;
  private readonly dots = svg('g', { class: 'minimap-units' });

  constructor(
    /** The id of the map's group of board drawings (terrain, the game's own map). */
    boardDrawingId: string,
    private readonly geometry: BoardGeometry,
    private readonly size: number,
    private readonly sideColor: (side: string) => string,
    onPick: (boardPoint: Point) => void,
  ) {
    const bounds = geometry.bounds;
    this.element = svg('svg', {
      class: 'minimap',
      viewBox: `${bounds.x} ${bounds.y} ${bounds.width} ${bounds.height}`,
      role: 'img',
      'aria-label': 'Overview of the whole map; click to move the view',
      'data-testid': 'minimap',
    });
    // The map's own drawing, shown again at this scale: the same colours, nothing to keep in step.
    const terrain = svg('use', { href: `#${boardDrawingId}` });
    this.frame = svg('rect', { class: 'minimap-frame' });
    this.element.append(terrain, this.dots, this.frame);

    let dragging = false;
    const pick = (ev: PointerEvent) => {
      const ctm = this.element.getScreenCTM();
      if (!ctm) return;
      const p = new DOMPoint(ev.clientX, ev.clientY).matrixTransform(ctm.inverse());
      onPick({ x: p.x, y: p.y });
    };
    this.element.addEventListener('pointerdown', (ev) => {
      dragging = true;
      this.element.setPointerCapture(ev.pointerId);
      pick(ev);
    });
    this.element.addEventListener('pointermove', (ev) => dragging && pick(ev));
    this.element.addEventListener('pointerup', () => (dragging = false));
    this.element.addEventListener('pointercancel', () => (dragging = false));
  }

  setUnits(units: readonly UnitOnMap[]): void {
    this.dots.replaceChildren(
      ...units.map((u) => {
        const c = this.geometry.center(u.hex);
        return svg('circle', { cx: c.x, cy: c.y, r: this.size * 0.45, fill: this.sideColor(u.side) });
      }),
    );
  }

  showViewport(r: Rect): void {
    this.frame.setAttribute('x', String(r.x));
    this.frame.setAttribute('y', String(r.y));
    this.frame.setAttribute('width', String(r.width));
    this.frame.setAttribute('height', String(r.height));
  }
}

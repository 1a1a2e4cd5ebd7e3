// A small overview of the whole board with a frame around what the main map shows.
// Clicking or dragging in it moves the main view there.

import { isAreaBoard, type Board } from '../protocol-types';
import type { UnitOnMap } from '../game-module';
import { svg } from '../util/dom';
import type { Point } from './hex';
import { terrainOf } from './board-layers';
import { ringsPath, type BoardGeometry } from './geometry';
import { terrainLook } from './terrain-style';
import type { Rect } from './viewport';

export class Minimap {
  readonly element: SVGSVGElement;
  private readonly frame: SVGRectElement;
  private readonly dots = svg('g', { class: 'minimap-units' });

  constructor(
    board: Board,
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
    const terrain = svg('g');
    if (isAreaBoard(board)) {
      terrain.appendChild(svg('rect', { width: board.grid.width, height: board.grid.height, fill: '#a9c8e0' }));
      if (board.land?.length) terrain.appendChild(svg('path', { d: ringsPath(board.land), fill: '#d8d3c4' }));
      terrain.appendChild(svg('path', { d: ringsPath(board.areas.flatMap((a) => a.rings)), fill: '#efe9d8', stroke: '#8a8372', 'stroke-width': 2 }));
    } else {
      for (const label of geometry.ids) {
        terrain.appendChild(
          svg('path', {
            d: geometry.outline(label),
            fill: terrainLook(terrainOf(board, label)).swatch,
          }),
        );
      }
    }
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

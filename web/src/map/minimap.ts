// A small overview of the whole board with a frame around what the main map shows.
// Clicking or dragging in it moves the main view there.

import type { Board } from '../protocol-types';
import type { UnitOnMap } from '../game-module';
import { svg } from '../util/dom';
import { allLabels, cornersAttribute, hexCenter, type Point } from './hex';
import { boardBounds, lowColumns, terrainOf } from './board-layers';
import { terrainLook } from './terrain-style';
import type { Rect } from './viewport';

export class Minimap {
  readonly element: SVGSVGElement;
  private readonly frame: SVGRectElement;
  private readonly dots = svg('g', { class: 'minimap-units' });

  constructor(
    private readonly board: Board,
    private readonly size: number,
    private readonly sideColor: (side: string) => string,
    onPick: (boardPoint: Point) => void,
  ) {
    const bounds = boardBounds(board, size);
    this.element = svg('svg', {
      class: 'minimap',
      viewBox: `${bounds.x} ${bounds.y} ${bounds.width} ${bounds.height}`,
      role: 'img',
      'aria-label': 'Overview of the whole map; click to move the view',
      'data-testid': 'minimap',
    });
    const low = lowColumns(board);
    const terrain = svg('g');
    for (const label of allLabels(board.grid.columns, board.grid.rows)) {
      terrain.appendChild(
        svg('polygon', {
          points: cornersAttribute(hexCenter(label, size, low), size),
          fill: terrainLook(terrainOf(board, label)).swatch,
        }),
      );
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
    const low = lowColumns(this.board);
    this.dots.replaceChildren(
      ...units.map((u) => {
        const c = hexCenter(u.hex, this.size, low);
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

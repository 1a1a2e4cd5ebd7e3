// Mouse, pen and touch on the map: a short press is a click, a drag pans, two fingers
// pinch-zoom, the wheel zooms at the pointer. Clicks are told apart from drags here so the
// game never sees a click at the end of a pan.

import type { Point } from './hex';

export interface PointerHandlers {
  /** A click or tap at a client point, on the given element; `touch` for a finger's tap. */
  click(target: Element, client: Point, shift: boolean, touch: boolean): void;
  /** The pointer moved without a button (mouse hover); null when it left the map. */
  hover(target: Element | null, client: Point | null): void;
  pan(dx: number, dy: number): void;
  zoom(factor: number, client: Point): void;
}

const DRAG_THRESHOLD = 6;

export function attachPointerInput(element: SVGSVGElement, handlers: PointerHandlers): void {
  const down = new Map<number, Point>();
  let dragging = false;
  let moved = 0;
  let pinchDistance = 0;
  /** The kind of the last pointer pressed: a click event does not always say it. */
  let lastPointerType = 'mouse';

  element.addEventListener('pointerdown', (ev) => {
    if (ev.pointerType === 'mouse' && ev.button !== 0) return;
    lastPointerType = ev.pointerType;
    down.set(ev.pointerId, { x: ev.clientX, y: ev.clientY });
    if (down.size === 1) {
      dragging = false;
      moved = 0;
    }
    if (down.size === 2) pinchDistance = spread(down);
  });

  element.addEventListener('pointermove', (ev) => {
    const last = down.get(ev.pointerId);
    if (!last) {
      if (ev.pointerType === 'mouse') handlers.hover(ev.target as Element, { x: ev.clientX, y: ev.clientY });
      return;
    }
    const now = { x: ev.clientX, y: ev.clientY };
    down.set(ev.pointerId, now);
    if (down.size >= 2) {
      const distance = spread(down);
      if (pinchDistance > 0 && distance > 0) handlers.zoom(distance / pinchDistance, middle(down));
      pinchDistance = distance;
      dragging = true;
      return;
    }
    const dx = now.x - last.x;
    const dy = now.y - last.y;
    moved += Math.abs(dx) + Math.abs(dy);
    if (!dragging && moved > DRAG_THRESHOLD) {
      dragging = true;
      // Capturing only once it is a drag keeps the click target of a plain press intact.
      element.setPointerCapture(ev.pointerId);
      element.classList.add('dragging');
    }
    if (dragging) handlers.pan(dx, dy);
  });

  const release = (ev: PointerEvent) => {
    down.delete(ev.pointerId);
    if (element.hasPointerCapture(ev.pointerId)) element.releasePointerCapture(ev.pointerId);
    if (down.size === 0) element.classList.remove('dragging');
    if (down.size < 2) pinchDistance = 0;
  };
  element.addEventListener('pointerup', release);
  element.addEventListener('pointercancel', (ev) => {
    release(ev);
    dragging = true; // A cancelled gesture is never a click.
  });
  element.addEventListener('pointerleave', (ev) => {
    if (ev.pointerType === 'mouse' && down.size === 0) handlers.hover(null, null);
  });

  element.addEventListener('click', (ev) => {
    if (dragging) {
      dragging = false;
      return;
    }
    const type = (ev as PointerEvent).pointerType || lastPointerType;
    handlers.click(ev.target as Element, { x: ev.clientX, y: ev.clientY }, ev.shiftKey, type === 'touch');
  });

  element.addEventListener(
    'wheel',
    (ev) => {
      ev.preventDefault();
      // Trackpads send small deltas, mouse wheels big ones; the exponential treats both alike.
      const delta = ev.deltaMode === 1 ? ev.deltaY * 16 : ev.deltaY;
      handlers.zoom(Math.exp(-delta * 0.0015), { x: ev.clientX, y: ev.clientY });
    },
    { passive: false },
  );
}

function spread(points: Map<number, Point>): number {
  const [a, b] = [...points.values()];
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
}

function middle(points: Map<number, Point>): Point {
  const [a, b] = [...points.values()];
  return a && b ? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } : { x: 0, y: 0 };
}

// The map camera: which part of the board the screen shows. Pure arithmetic, so that zoom
// and pan behave the same for wheel, buttons, keys, drags and pinches.

import type { Point } from './hex';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Camera {
  /** The board point at the middle of the screen. */
  center: Point;
  /** Screen pixels per board unit. */
  zoom: number;
}

export const MIN_ZOOM = 0.35;
export const MAX_ZOOM = 4;

export interface Size {
  width: number;
  height: number;
}

/** The part of the board on screen, as an SVG viewBox. */
export function visibleRect(cam: Camera, screen: Size): Rect {
  const width = screen.width / cam.zoom;
  const height = screen.height / cam.zoom;
  return { x: cam.center.x - width / 2, y: cam.center.y - height / 2, width, height };
}

export function screenToBoard(cam: Camera, screen: Size, p: Point): Point {
  const r = visibleRect(cam, screen);
  return { x: r.x + p.x / cam.zoom, y: r.y + p.y / cam.zoom };
}

/** The camera that shows the whole board, centred. */
export function fitCamera(board: Rect, screen: Size): Camera {
  const zoom = clampZoom(Math.min(screen.width / board.width, screen.height / board.height));
  return { center: { x: board.x + board.width / 2, y: board.y + board.height / 2 }, zoom };
}

/** Zooms by a factor, keeping the board point under the screen point where it is. */
export function zoomAt(cam: Camera, screen: Size, factor: number, at: Point): Camera {
  const zoom = clampZoom(cam.zoom * factor);
  const anchor = screenToBoard(cam, screen, at);
  // After zooming, the anchor must still map to `at`: solve for the new centre.
  const center = {
    x: anchor.x - (at.x - screen.width / 2) / zoom,
    y: anchor.y - (at.y - screen.height / 2) / zoom,
  };
  return { center, zoom };
}

/** Moves the view by a screen distance (dragging the map right shows more of the left). */
export function panBy(cam: Camera, dx: number, dy: number): Camera {
  return { zoom: cam.zoom, center: { x: cam.center.x - dx / cam.zoom, y: cam.center.y - dy / cam.zoom } };
}

/** Keeps the board's middle reachable: the centre may not leave the board's rectangle. */
export function clampCamera(cam: Camera, board: Rect): Camera {
  return {
    zoom: clampZoom(cam.zoom),
    center: {
      x: Math.min(board.x + board.width, Math.max(board.x, cam.center.x)),
      y: Math.min(board.y + board.height, Math.max(board.y, cam.center.y)),
    },
  };
}

export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

import { describe, expect, it } from 'vitest';
import { MAX_ZOOM, clampCamera, fitCamera, panBy, screenToBoard, visibleRect, zoomAt } from './viewport';

const screen = { width: 800, height: 600 };

describe('camera', () => {
  it('shows a rectangle centred on the camera', () => {
    expect(visibleRect({ center: { x: 100, y: 50 }, zoom: 2 }, screen)).toEqual({
      x: -100,
      y: -100,
      width: 400,
      height: 300,
    });
  });

  it('fits the whole board', () => {
    const cam = fitCamera({ x: 0, y: 0, width: 1600, height: 600 }, screen);
    expect(cam.zoom).toBe(0.5);
    expect(cam.center).toEqual({ x: 800, y: 300 });
  });

  it('keeps the point under the cursor fixed while zooming', () => {
    const cam = { center: { x: 500, y: 400 }, zoom: 1 };
    const at = { x: 100, y: 500 };
    const before = screenToBoard(cam, screen, at);
    const zoomed = zoomAt(cam, screen, 2, at);
    expect(zoomed.zoom).toBe(2);
    const after = screenToBoard(zoomed, screen, at);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });

  it('never zooms past the limit', () => {
    expect(zoomAt({ center: { x: 0, y: 0 }, zoom: 3 }, screen, 10, { x: 0, y: 0 }).zoom).toBe(MAX_ZOOM);
  });

  it('pans with the drag and stays on the board', () => {
    const moved = panBy({ center: { x: 100, y: 100 }, zoom: 2 }, 50, -20);
    expect(moved.center).toEqual({ x: 75, y: 110 });
    const board = { x: 0, y: 0, width: 300, height: 200 };
    expect(clampCamera({ center: { x: -50, y: 500 }, zoom: 1 }, board).center).toEqual({ x: 0, y: 200 });
  });
});

import { describe, expect, it } from 'vitest';
import type { AreaBoard, HexBoard } from '../protocol-types';
import { AreaGeometry, boardGeometry, HexGeometry, ringsPath } from './geometry';
import { FLAT_ODD, hexCenter } from './hex';

// Two areas: "main" an L-shaped piece of land with an island off its corner, "east" a square.
const board: AreaBoard = {
  grid: { kind: 'areas', width: 300, height: 200 },
  areas: [
    {
      id: 'main',
      name: 'Main',
      rings: [
        [[10, 10], [100, 10], [100, 50], [50, 50], [50, 100], [10, 100]],
        [[150, 150], [180, 150], [180, 180], [150, 180]],
      ],
      center: [30, 30],
      label: [30, 80],
    },
    { id: 'east', name: 'East', rings: [[[100, 10], [200, 10], [200, 110], [100, 110]]], center: [150, 60], label: [150, 90] },
  ],
  links: [{ a: 'main', b: 'east', kind: 'land' }],
  places: [],
  marked: {},
};

describe('AreaGeometry', () => {
  const g = new AreaGeometry(board);

  it('lists the areas and puts counters at their centres', () => {
    expect(g.ids).toEqual(['main', 'east']);
    expect(g.center('main')).toEqual({ x: 30, y: 30 });
    expect(g.center('east')).toEqual({ x: 150, y: 60 });
  });

  it('finds the area under a point, islands included', () => {
    expect(g.at({ x: 20, y: 90 })).toBe('main'); // the foot of the L
    expect(g.at({ x: 165, y: 165 })).toBe('main'); // the island
    expect(g.at({ x: 150, y: 100 })).toBe('east');
    expect(g.at({ x: 75, y: 75 })).toBeNull(); // the notch of the L: sea
    expect(g.at({ x: 250, y: 150 })).toBeNull();
    expect(g.at({ x: -5, y: 20 })).toBeNull();
  });

  it('spans the board with a margin', () => {
    const b = g.bounds;
    expect(b.x).toBeLessThan(0);
    expect(b.y).toBeLessThan(0);
    expect(b.x + b.width).toBeGreaterThan(300);
    expect(b.y + b.height).toBeGreaterThan(200);
    expect(b.x + b.width / 2).toBeCloseTo(150);
  });

  it('outlines an area with one subpath per ring', () => {
    expect(g.outline('main')).toBe(ringsPath(board.areas[0]!.rings));
    expect(g.outline('main').match(/M/g)).toHaveLength(2);
    expect(g.outline('nowhere')).toBe('');
  });
});

describe('boardGeometry', () => {
  const hexBoard: HexBoard = {
    grid: { kind: 'hex', orientation: 'flat', columns: 10, rows: 8, low_columns: 'odd' },
    terrain: {},
    hexes: {},
    default_terrain: 'clear',
    hexsides: [],
    places: [],
    marked: {},
  };

  it('chooses the geometry from the grid kind', () => {
    expect(boardGeometry(board, 36)).toBeInstanceOf(AreaGeometry);
    expect(boardGeometry(hexBoard, 36)).toBeInstanceOf(HexGeometry);
  });

  it('answers for hexes as the hex functions do', () => {
    const g = boardGeometry(hexBoard, 36);
    expect(g.ids).toHaveLength(80);
    expect(g.center('0305')).toEqual(hexCenter('0305', 36, FLAT_ODD));
    expect(g.at(hexCenter('0305', 36, FLAT_ODD))).toBe('0305');
    expect(g.at(hexCenter('1105', 36, FLAT_ODD))).toBeNull();
    expect(g.outline('0101').match(/L/g)).toHaveLength(5);
  });

  it('lays pointy-topped rows out as the board says', () => {
    const pointy: HexBoard = { ...hexBoard, grid: { kind: 'hex', orientation: 'pointy', columns: 30, rows: 10, left_rows: 'odd' } };
    const g = boardGeometry(pointy, 10) as HexGeometry;
    expect(g.layout).toEqual({ orientation: 'pointy', shifted: 'odd' });
    expect(g.at(g.center('1505'))).toBe('1505');
    expect(g.at(g.center('3010'))).toBe('3010');
    // Every centre lies inside the bounds, a hex's half-width from the edge at least.
    for (const id of g.ids) {
      const c = g.center(id);
      expect(c.x - (Math.sqrt(3) / 2) * 10).toBeGreaterThanOrEqual(g.bounds.x);
      expect(c.x + (Math.sqrt(3) / 2) * 10).toBeLessThanOrEqual(g.bounds.x + g.bounds.width);
      expect(c.y - 10).toBeGreaterThanOrEqual(g.bounds.y);
      expect(c.y + 10).toBeLessThanOrEqual(g.bounds.y + g.bounds.height);
    }
  });
});

import { describe, expect, it } from 'vitest';
import board from './fixtures/first-bull-run-board.json';
import view from './fixtures/union-first-hour.json';
import { controlAt, controlIndex } from './control';
import { hexDetails } from './hex-details';
import type { DbBoard } from './types';
import { asDb } from './types';

const rows = board.grid.rows;
const v = asDb(view as never);

describe('hex control and the map walk', () => {
  it('reads the control string column by column', () => {
    expect(controlIndex('0101', rows)).toBe(0);
    expect(controlIndex('0102', rows)).toBe(1);
    expect(controlIndex('0201', rows)).toBe(rows);
    expect(v.control).toHaveLength(board.grid.columns * rows);
    // Units hold their own hexes: Centreville is the Union's, Mitchell's Ford the Confederates'.
    expect(controlAt(v.control, '3606', rows)).toBe('union');
    expect(controlAt(v.control, '2717', rows)).toBe('confederate');
    expect(controlAt(v.control, '0102', rows)).toBeNull();
  });

  it('tells a hex\'s terrain, holder, objective and fortification', () => {
    const d = hexDetails(board as unknown as DbBoard, v, '2332');
    expect(d.title).toBe('Hex 2332');
    expect(Object.fromEntries(d.rows)).toMatchObject({
      Terrain: 'Town',
      Cover: '4',
      'Movement cost': '2 MP',
      'Held by': 'Confederate',
      Objective: 'Manassas Junction: 0 VP an hour, 25 VP at the end',
      Fortification: 'value 2',
    });
    expect(Object.fromEntries(hexDetails(board as unknown as DbBoard, v, '0106').rows).Terrain).toBe('Light woods');
  });
});

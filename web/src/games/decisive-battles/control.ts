// Who holds a hex: the view's `control` string has one character a hex, `u` (Union),
// `c` (Confederate) or `.` (nobody), at index (column − 1) × rows + (row − 1).

import { parseLabel } from '../../map/hex';
import type { Side } from './types';

export function controlIndex(hex: string, rows: number): number {
  const { col, row } = parseLabel(hex);
  return (col - 1) * rows + (row - 1);
}

export function controlAt(control: string | undefined, hex: string, rows: number): Side | null {
  const c = control?.[controlIndex(hex, rows)];
  return c === 'u' ? 'union' : c === 'c' ? 'confederate' : null;
}

// The two sides' colours, as the period's maps had them: Union blue with white ink,
// Confederate grey with dark ink. Counters, control and arrows use the same colours.

import type { Side } from './types';

export const SIDE_COLORS: Record<Side, { fill: string; ink: string; edge: string; tint: string }> = {
  union: { fill: '#2c4a86', ink: '#fff', edge: '#14254a', tint: 'rgba(44, 74, 134, 0.2)' },
  confederate: { fill: '#a3a29a', ink: '#1b1b1b', edge: '#4a4a44', tint: 'rgba(110, 108, 98, 0.12)' },
};

export function sideColor(side: string): string {
  return SIDE_COLORS[side as Side]?.fill ?? '#888';
}

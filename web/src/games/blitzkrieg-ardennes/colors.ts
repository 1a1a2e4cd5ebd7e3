// The two sides' colours: German field grey with black ink, Allied olive drab with white ink,
// as the counters of the period's games had them; dumps and arrows use the same colours.

import type { Side } from './types';

export const SIDE_COLORS: Record<Side, { fill: string; ink: string; edge: string }> = {
  german: { fill: '#9ea3a0', ink: '#111', edge: '#2b2b2b' },
  allied: { fill: '#5d6b2f', ink: '#fff', edge: '#232a10' },
};

export function sideColor(side: string): string {
  return SIDE_COLORS[side as Side]?.fill ?? '#888';
}

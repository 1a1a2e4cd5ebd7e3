// Colours: counters as LGA 3.1 prints them, map tints per nation, and each side's colour
// for control and the mini-map.

import type { Side } from './types';

export interface CounterLook {
  /** Background; France has its tricolour as three bands drawn over it. */
  fill: string;
  border: string;
  text: string;
  /** Vertical bands across the counter (France's tricolour). */
  bands?: string[];
  code: string;
}

const COUNTERS: Record<string, CounterLook> = {
  france: { fill: '#ffffff', border: '#000000', text: '#000000', bands: ['#2b4fa2', '#ffffff', '#d3232c'], code: 'FR' },
  spain: { fill: '#ffffff', border: '#c8102e', text: '#c8102e', code: 'SP' },
  austria: { fill: '#ffffff', border: '#000000', text: '#000000', code: 'AU' },
  prussia: { fill: '#1b1b1b', border: '#ffffff', text: '#ffffff', code: 'PR' },
  russia: { fill: '#2e7d32', border: '#c62828', text: '#ffffff', code: 'RU' },
  britain: { fill: '#c62828', border: '#000000', text: '#ffffff', code: 'GB' },
};

/** A country the rules give no colour: a pale neutral counter with its initials. */
export function counterLook(nation: string): CounterLook {
  return COUNTERS[nation] ?? { fill: '#e9e2cf', border: '#5d5340', text: '#2d2718', code: nation.slice(0, 2).toUpperCase() };
}

/** Land tints of the map, by nation. */
const TINTS: Record<string, string> = {
  // A violet blue, well away from the sea's green-blue (the two meet along every French coast).
  france: '#a59ce6',
  spain: '#f4ecd6',
  austria: '#fbfaf3',
  prussia: '#5b5b5b',
  russia: '#a6cf98',
  britain: '#e79590',
  rhine: '#ead9a4',
  italy: '#e3c4dc',
  holland: '#f5c98f',
  sweden: '#efe58e',
  denmark: '#f0c4b8',
  portugal: '#cde6c0',
  switzerland: '#f2cfcf',
  poland: '#d8c8ee',
  naples: '#d9e9c5',
};

export function nationTint(nation: string | undefined): string {
  if (!nation) return '#e8e3d3';
  const known = TINTS[nation];
  if (known) return known;
  let hash = 0;
  for (const ch of nation) hash = (hash * 31 + ch.charCodeAt(0)) % 360;
  return `hsl(${hash} 45% 85%)`;
}

export const SEA_FILL = '#9fd3df';
export const PROHIBITED_FILL = '#b9b9b9';

export const SIDE_COLORS: Record<Side, string> = {
  french: '#1f4fb4',
  allied: '#c0392b',
  neutral: '#7a7a7a',
};

export function sideColor(side: string | null | undefined): string {
  return SIDE_COLORS[side as Side] ?? '#555';
}

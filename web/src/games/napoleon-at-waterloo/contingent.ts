// The national contingents of the armies at Waterloo and the colours of their counters.
// The view's `nation` is french, british or prussian; Wellington's army also held Dutch-Belgian,
// Nassau, Brunswick, Hanoverian and King's German Legion brigades, which the unit's name tells.
// Colours follow the period (French blue, British red, Dutch-Belgian orange, Brunswick black,
// Prussian grey-blue); each counter also prints its contingent's code, so nobody needs the
// colour alone.

import type { NawUnit } from './types';

export type Contingent = 'french' | 'british' | 'kgl' | 'hanoverian' | 'netherlands' | 'brunswick' | 'prussian';

export interface ContingentLook {
  name: string;
  /** Printed on the counter: the cue that does not depend on colour. */
  code: string;
  fill: string;
  text: string;
  /** A band across the counter's top, a second cue for contingents of similar colour. */
  band?: string;
}

export const CONTINGENTS: Record<Contingent, ContingentLook> = {
  french: { name: 'French', code: 'FR', fill: '#2f5fb3', text: '#ffffff' },
  british: { name: 'British', code: 'GB', fill: '#c8322b', text: '#ffffff' },
  kgl: { name: "King's German Legion", code: 'KGL', fill: '#c8322b', text: '#ffffff', band: '#1d3f7a' },
  hanoverian: { name: 'Hanoverian', code: 'HAN', fill: '#e8a9a0', text: '#3a0d0a', band: '#c8322b' },
  netherlands: { name: 'Dutch-Belgian and Nassau', code: 'NL', fill: '#f19a1f', text: '#1a1a1a' },
  brunswick: { name: 'Brunswick', code: 'BRU', fill: '#262626', text: '#ffffff', band: '#d9b44a' },
  prussian: { name: 'Prussian', code: 'PR', fill: '#4d6070', text: '#ffffff' },
};

const KEYWORDS: [RegExp, Contingent][] = [
  [/\bKGL\b/, 'kgl'],
  [/\bHanoverian\b/, 'hanoverian'],
  [/\b(Netherlands|Nassau)\b/, 'netherlands'],
  [/\bBrunswick\b/, 'brunswick'],
  [/\bBritish\b/, 'british'],
];

/**
 * A unit's contingent. Only the formation part of the name counts (before a colon, which
 * lists regiments); a name naming several contingents, like the Hougoumont garrison of
 * Guards, Nassauers and Hanoverians, stays with the British command.
 */
export function contingentOf(unit: Pick<NawUnit, 'nation' | 'name'>): Contingent {
  if (unit.nation === 'french') return 'french';
  if (unit.nation === 'prussian') return 'prussian';
  const formation = unit.name.split(':')[0] ?? '';
  const found = new Set(KEYWORDS.filter(([re]) => re.test(formation)).map(([, c]) => c));
  return found.size === 1 ? [...found][0]! : 'british';
}

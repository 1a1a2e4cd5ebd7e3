// A die drawn as the player would see it on the table: a d6 with its pips, a d10 as a kite
// with its number. Named for screen readers "die: 4".

import type { CombatDie } from '../game-module';
import { svg } from '../util/dom';

/** Pip places on a 0..30 face, by value. */
const PIPS: Record<number, [number, number][]> = {
  1: [[15, 15]],
  2: [[8, 8], [22, 22]],
  3: [[8, 8], [15, 15], [22, 22]],
  4: [[8, 8], [22, 8], [8, 22], [22, 22]],
  5: [[8, 8], [22, 8], [15, 15], [8, 22], [22, 22]],
  6: [[8, 8], [22, 8], [8, 15], [22, 15], [8, 22], [22, 22]],
};

export function dieFace(die: CombatDie): SVGSVGElement {
  const label = `die: ${die.value}`;
  const face = svg('svg', { class: `die-face d${die.sides}`, viewBox: '0 0 30 30', width: 34, height: 34, role: 'img', 'aria-label': label, 'data-testid': 'die', 'data-value': die.value });
  face.appendChild(svg('title', {}, die.who ? `${die.who}: ${label}` : label));
  const pips = die.sides === 6 ? PIPS[die.value] : undefined;
  if (pips) {
    face.appendChild(svg('rect', { x: 1, y: 1, width: 28, height: 28, rx: 5, class: 'die-body' }));
    for (const [cx, cy] of pips) face.appendChild(svg('circle', { cx, cy, r: 2.8, class: 'die-pip' }));
  } else {
    face.appendChild(svg('path', { d: 'M15,1 L29,12 L15,29 L1,12 z', class: 'die-body' }));
    face.appendChild(svg('text', { x: 15, y: 18, class: 'die-number' }, String(die.value)));
  }
  return face;
}

// One counter per stack: the armies of one nation in one province, in the nation's colour,
// with its code, the number of armies, and pips for the moves the best of them has left.

import { COUNTER_SIZE } from '../../game-module';
import { svg } from '../../util/dom';
import { inkOn, nationColor } from './colors';
import type { SfcStack } from './view';

const HALF = COUNTER_SIZE / 2;

/** Unit ids of the map: `${nation}@${province}`. */
export function stackId(nation: string, province: string): string {
  return `${nation}@${province}`;
}

export function parseStackId(id: string): { nation: string; at: string } {
  const i = id.indexOf('@');
  return i < 0 ? { nation: id, at: '' } : { nation: id.slice(0, i), at: id.slice(i + 1) };
}

const CODES: Record<string, string> = {
  austria: 'AUS',
  albania: 'ALB',
  netherlands: 'NL',
  switzerland: 'SUI',
  england: 'GB',
  germany: 'GER',
  rumania: 'RUM',
  sweden: 'SWE',
  denmark: 'DEN',
  bulgaria: 'BUL',
};

export function nationCode(nation: string): string {
  return CODES[nation] ?? nation.slice(0, 3).toUpperCase();
}

export function drawSfcCounter(nation: string, stack: SfcStack | undefined): SVGGElement {
  const fill = nationColor(nation);
  const ink = inkOn(fill);
  const g = svg('g', { class: `sfc-counter nation-${nation}` });
  g.appendChild(svg('rect', { x: -HALF, y: -HALF, width: COUNTER_SIZE, height: COUNTER_SIZE, rx: 4, fill, stroke: '#111', 'stroke-width': 1.2 }));
  g.appendChild(svg('rect', { x: -HALF + 2, y: -HALF + 2, width: COUNTER_SIZE - 4, height: COUNTER_SIZE - 4, rx: 3, fill: 'none', stroke: ink, 'stroke-opacity': 0.5, 'stroke-width': 0.8 }));
  g.appendChild(svg('text', { x: 0, y: -HALF + 10.5, class: 'sfc-code', fill: ink }, nationCode(nation)));
  g.appendChild(svg('text', { x: 0, y: 9, class: 'sfc-count', fill: ink }, stack ? String(stack.count) : '?'));
  const best = stack ? Math.max(0, ...stack.moves) : 0;
  for (let i = 0; i < 2; i++) {
    g.appendChild(
      svg('circle', { cx: -4 + i * 8, cy: HALF - 5.5, r: 2.4, fill: i < best ? ink : 'none', stroke: ink, 'stroke-width': 0.9, class: 'sfc-pip' }),
    );
  }
  return g;
}

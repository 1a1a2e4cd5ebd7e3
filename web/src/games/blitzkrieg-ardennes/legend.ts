// The legend of the map board-layer.ts draws, with the map's own patterns and classes.

import type { LegendItem } from '../../game-module';
import { svg } from '../../util/dom';
import { SIDE_COLORS } from './colors';
import { TERRAIN_FILLS } from './board-layer';

function box(...children: SVGElement[]): SVGSVGElement {
  return svg('svg', { class: 'swatch bka-legend', viewBox: '0 0 24 16', width: 24, height: 16, 'aria-hidden': 'true' }, ...children);
}

const rect = (fill: string) => svg('rect', { width: 24, height: 16, fill, stroke: '#777' });

export function bkaLegendItems(): LegendItem[] {
  const plain = TERRAIN_FILLS.plain!;
  const items: LegendItem[] = [
    ['plain', 'Plain'],
    ['forest', 'Forest (units off the roads hidden, revised)'],
    ['mountain', 'Mountain'],
    ['city', 'City'],
    ['siegfried', 'Siegfried Line (no Ally may enter)'],
  ].map(([k, label]) => ({ swatch: box(rect(TERRAIN_FILLS[k!]!)), label: label! }));
  items.push(
    { swatch: box(rect(plain), svg('line', { x1: 0, y1: 8, x2: 24, y2: 8, class: 'bka-road' })), label: 'Road (half cost, table 9)' },
    { swatch: box(rect(plain), svg('line', { x1: 0, y1: 8, x2: 24, y2: 8, class: 'bka-river' })), label: 'River on a hexside (hover for its name)' },
    { swatch: box(rect(plain), svg('rect', { x: 6, y: 4, width: 12, height: 8, class: 'bka-bridge-deck' })), label: 'Bridge' },
    { swatch: box(rect(plain), svg('path', { d: 'M7,3 L17,13 M17,3 L7,13', class: 'bka-blown' })), label: 'Bridge blown' },
    { swatch: box(rect(plain), svg('rect', { x: 2, y: 2, width: 20, height: 12, class: 'bka-objective' })), label: 'German objective: Antwerp, Liège, major city' },
    { swatch: box(rect(plain), svg('rect', { x: 4, y: 1, width: 16, height: 14, rx: 3, fill: SIDE_COLORS.allied.fill }), svg('text', { x: 12, y: 12, class: 'bka-dump-supply', fill: '#fff' }, '4')), label: 'Dump and its supply number, in its owner\'s colour' },
    { swatch: box(rect(plain), svg('path', { d: 'M2,8 L20,8 M15,4 L20,8 L15,12', class: 'bka-engage-arrow' })), label: 'Engagement (odds at the hex attacked)' },
    { swatch: box(rect(plain), svg('path', { d: 'M2,8 L20,8 M15,4 L20,8 L15,12', class: 'bka-aim-arrow' })), label: 'Artillery aimed, or protective fire given' },
    { swatch: box(rect(plain), svg('rect', { x: 1, y: 1, width: 22, height: 14, class: 'bka-searched' })), label: 'Searched by air reconnaissance (hidden units shown until your next turn)' },
  );
  return items;
}

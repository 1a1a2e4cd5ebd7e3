// The legend of the map board-layer.ts draws, with the map's own patterns and classes.

import type { LegendItem } from '../../game-module';
import { svg } from '../../util/dom';
import type { Board } from '../../protocol-types';
import { TERRAIN_FILLS, terrainName } from './board-layer';
import { SIDE_COLORS } from './colors';
import type { DbBoard } from './types';

function box(...children: SVGElement[]): SVGSVGElement {
  return svg('svg', { class: 'swatch db-legend', viewBox: '0 0 24 16', width: 24, height: 16, 'aria-hidden': 'true' }, ...children);
}

const rect = (fill: string) => svg('rect', { width: 24, height: 16, fill, stroke: '#777' });
const line = (cls: string) => svg('line', { x1: 0, y1: 8, x2: 24, y2: 8, class: cls });

export function dbLegendItems(board: Board): LegendItem[] {
  const clear = TERRAIN_FILLS.clear!;
  // The terrains this battlefield has, as the board names them.
  const b = board as DbBoard;
  const items: LegendItem[] = Object.keys(b.terrain)
    .filter((k) => TERRAIN_FILLS[k])
    .map((k) => ({ swatch: box(rect(TERRAIN_FILLS[k]!)), label: terrainName(b, k) }));
  items.push(
    { swatch: box(rect(clear), line('db-road db-road-pike')), label: 'Pike' },
    { swatch: box(rect(clear), line('db-road db-road-road')), label: 'Road' },
    { swatch: box(rect(clear), line('db-road db-road-trail')), label: 'Trail' },
    { swatch: box(rect(clear), line('db-road db-road-railroad')), label: 'Railroad' },
    { swatch: box(rect(clear), line('db-stream db-run')), label: 'Run (a stream hard to cross)' },
    { swatch: box(rect(clear), line('db-stream db-creek')), label: 'Creek' },
    { swatch: box(rect(clear), svg('rect', { x: 6, y: 4, width: 12, height: 8, class: 'db-bridge' })), label: 'Bridge (hover for its name)' },
    { swatch: box(rect(clear), svg('path', { d: 'M10,2 L10,14 M14,2 L14,14', class: 'db-ford' })), label: 'Ford (hover for its name)' },
    { swatch: box(rect(clear), svg('polyline', { points: '2,12 6,8 10,12 14,8 18,12 22,8', class: 'db-fortification' })), label: 'Fortification' },
    { swatch: box(rect(clear), svg('rect', { x: 2, y: 2, width: 20, height: 12, class: 'db-objective' })), label: 'Objective: VP an hour / VP at the end' },
    { swatch: box(rect(SIDE_COLORS.union.tint)), label: 'Held by the Union' },
    { swatch: box(rect(SIDE_COLORS.confederate.tint)), label: 'Held by the Confederates' },
    { swatch: box(rect(clear), svg('path', { d: 'M2,8 L20,8 M15,4 L20,8 L15,12', class: 'db-hour-path db-hour-move' })), label: 'Marched last hour' },
    { swatch: box(rect(clear), svg('path', { d: 'M2,8 L20,8 M15,4 L20,8 L15,12', class: 'db-hour-path db-hour-retreat' })), label: 'Fled last hour' },
    { swatch: box(rect(clear), svg('circle', { cx: 12, cy: 8, r: 5, class: 'db-hit' })), label: 'Fired on last hour' },
  );
  return items;
}

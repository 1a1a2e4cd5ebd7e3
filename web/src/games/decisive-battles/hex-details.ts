// The map walk's report on a hex (Menu 3): its terrain, who holds it, the objective there with
// its victory points, a fortification, the places named in it, roads and streams at its sides.

import type { UnitDetails } from '../../game-module';
import { terrainName } from './board-layer';
import { controlAt } from './control';
import type { DbBoard, DbView } from './types';
import { sideName } from './words';

export function hexDetails(board: DbBoard, view: DbView, hex: string): UnitDetails {
  const kind = board.hexes[hex] ?? board.default_terrain;
  const rows: [string, string][] = [['Terrain', terrainName(board, kind)]];
  // Menu 3: "the protection the hex will offer to an occupant" and what it costs to enter.
  const rule = board.terrain[kind] as { cover?: number; move?: number | null } | undefined;
  if (rule?.cover !== undefined) rows.push(['Cover', String(rule.cover)]);
  if (rule && 'move' in rule) rows.push(['Movement cost', rule.move === null || rule.move === undefined ? 'impassable' : `${rule.move} MP`]);
  const held = controlAt(view.control, hex, board.grid.rows);
  rows.push(['Held by', held ? sideName(held) : 'nobody']);
  const o = view.objectives?.find((x) => x.hex === hex);
  if (o) rows.push(['Objective', `${o.name}${o.active ? '' : ' (not active now)'}: ${o.vp_per_turn} VP an hour, ${o.vp_end} VP at the end`]);
  const fort = board.fortifications?.[hex];
  if (fort) rows.push(['Fortification', `value ${fort}`]);
  const places = board.places.filter((p) => p.hex === hex).map((p) => p.name);
  if (places.length) rows.push(['Places', places.join(', ')]);
  const roads = [...new Set((board.roads ?? []).filter((r) => r.hex === hex).map((r) => r.kind))];
  if (roads.length) rows.push(['Roads', roads.join(', ')]);
  const streams = [...new Set((board.streams ?? []).filter((s) => s.hex === hex).map((s) => s.kind))];
  if (streams.length) rows.push(['Streams', streams.join(', ')]);
  return { title: `Hex ${hex}`, rows };
}

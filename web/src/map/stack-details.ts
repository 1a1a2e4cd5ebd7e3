// The hover card of a stack: every counter in it, top first, and its totals, so a player
// need not click through a stack to learn what is there.

import type { GameModule, UnitDetails } from '../game-module';
import { isAreaBoard, type Board, type View } from '../protocol-types';

/** A place as a player reads it: the area's name, or a named hex as "Paris (0805)". */
export function placeLabel(board: Board, hex: string): string {
  if (isAreaBoard(board)) return board.areas.find((a) => a.id === hex)?.name ?? hex;
  const named = board.places.find((p) => p.hex === hex);
  return named ? `${named.name} (${hex})` : hex;
}

export function stackDetails(module: GameModule, unitIds: readonly string[], place: string, view: View): UnitDetails {
  const rows: [string, string][] = unitIds.map((id, i) => [i === 0 ? 'Top' : `${i + 1}.`, module.unitLabel(id, view)]);
  rows.push(['Counters', String(unitIds.length)], ...(module.stackTotals?.(unitIds, view) ?? []));
  return { title: `Stack in ${place}`, rows };
}

// The hover card of a stack: every counter in it, top first, and its totals, so a player
// need not click through a stack to learn what is there.

import type { GameModule, UnitDetails } from '../game-module';
import type { View } from '../protocol-types';

export function stackDetails(module: GameModule, unitIds: readonly string[], hex: string, view: View): UnitDetails {
  const rows: [string, string][] = unitIds.map((id, i) => [i === 0 ? 'Top' : `${i + 1}.`, module.unitLabel(id, view)]);
  rows.push(['Counters', String(unitIds.length)], ...(module.stackTotals?.(unitIds, view) ?? []));
  return { title: `Stack in ${hex}`, rows };
}

// The first lines of the defender's panel: who attacked where, with what, and how it went, from
// the latest combat of the report, so the choices below are read with the attack in mind.

import type { LoggedEvent } from '../../protocol-types';
import { nationName, TYPE_NAMES } from './words';

export interface AttackSummary {
  /** "I Corps (Bernadotte), French infantry, attacked from 1204" */
  attacker: string;
  /** "Mack in Ulm (1305), Austrian infantry" */
  target: string;
  /** "rolled 4, +1 = 5: D1" */
  outcome: string;
  /** The hex attacked, to light on the map. */
  at: string;
}

/** The latest combat of the side now moving, or null before its first attack. */
export function lastAttack(events: readonly LoggedEvent[], mover: string, place: (hex: string) => string): AttackSummary | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!.event;
    if (e.type === 'phase') return null; // the attacks of an earlier turn
    if (e.type !== 'combat' || e.side !== mover) continue;
    const type = (t: unknown) => TYPE_NAMES[String(t)] ?? String(t);
    const roll = Number(e.roll);
    const modifier = Number(e.total) - roll;
    return {
      attacker: `${String(e.attacker)} (${type(e.attacker_type)}) from ${place(String(e.from))}`,
      target: `${String(e.defender)} (${nationName(String(e.defender_nation))} ${type(e.defender_type)}) in ${place(String(e.to))}`,
      outcome: `rolled ${roll}, ${modifier >= 0 ? '+' : '−'}${Math.abs(modifier)} = ${String(e.total)}: ${String(e.result)}`,
      at: String(e.to),
    };
  }
  return null;
}

// What the report of a La Grande Armée game shows on the map: each attack for the result
// banner (die, modifiers, CRT result, morale lost, units destroyed) and each event's moves.

import type { CombatOutcome, EventTrace } from '../../game-module';
import type { LoggedEvent } from '../../protocol-types';
import { RESULT_WORDS, modifierLines } from './preview-format';
import { nationAdjective, sideName } from './words';

type GameEvent = LoggedEvent['event'];

const str = (e: GameEvent, key: string) => String(e[key] ?? '');

/** The place as the report names it, "Munich (1508)", else the area's number. */
function placeIn(text: string, area: string): string {
  return / in (.+?): roll/.exec(text)?.[1] ?? area;
}

function moraleLoss(n: number): string {
  return `loses ${n} morale`;
}

export function lgaCombatOutcomes(events: readonly LoggedEvent[]): CombatOutcome[] {
  const out: CombatOutcome[] = [];
  let open: CombatOutcome | null = null;
  for (const { seq, event: e, text } of events) {
    if (e.type === 'combat') {
      const roll = Number(e.roll);
      const total = Number(e.total);
      const modifiers = modifierLines(e.modifiers).filter((m) => !m.startsWith('±0'));
      const attackerLoss = Number(e.attacker_loss);
      const defenderLoss = Number(e.defender_loss);
      const attacker = sideName(str(e, 'side'));
      const defender = nationAdjective(str(e, 'defender_nation'));
      const losses: [string, string][] = [];
      if (attackerLoss) losses.push([attacker, `${str(e, 'attacker')} ${moraleLoss(attackerLoss)}`]);
      if (defenderLoss) losses.push([defender, `${str(e, 'defender')} ${moraleLoss(defenderLoss)}`]);
      open = {
        firstSeq: seq,
        lastSeq: seq,
        hex: str(e, 'to'),
        hexes: [str(e, 'to'), str(e, 'from')],
        title: `${str(e, 'attacker')} attacks ${str(e, 'defender')} in ${placeIn(text, str(e, 'to'))}`,
        odds: `roll ${roll} ${total - roll >= 0 ? '+' : '−'} ${Math.abs(total - roll)} = ${total}${modifiers.length ? ` (${modifiers.join(', ')})` : ''}`,
        dice: [{ value: roll, sides: 6 }],
        result: `${str(e, 'result')}: ${RESULT_WORDS[str(e, 'result')] ?? str(e, 'result')}`,
        losses,
      };
      out.push(open);
    } else if (open && seq === open.lastSeq && e.type === 'destroyed') {
      // A unit whose morale fell below zero: "destroyed" replaces its morale loss.
      const words = `${str(e, 'unit')} destroyed`;
      const row = open.losses.find(([, text]) => text.startsWith(`${str(e, 'unit')} loses`));
      if (row) row[1] = words;
      else open.losses.push([nationAdjective(str(e, 'nation')), words]);
    } else {
      open = null;
    }
  }
  return out;
}

export function lgaEventTrace(e: GameEvent): EventTrace | null {
  switch (e.type) {
    case 'moved':
      return { moves: [{ path: [str(e, 'from'), str(e, 'to')], kind: 'move' }], hexes: [str(e, 'to')] };
    case 'withdraw':
      return { moves: [{ path: [str(e, 'from'), str(e, 'to')], kind: 'retreat' }], hexes: [str(e, 'from'), str(e, 'to')] };
    case 'reinforce':
      return e.arrived ? { moves: [{ path: [str(e, 'from'), str(e, 'to')], kind: 'move' }], hexes: [str(e, 'to')] } : null;
    case 'combat':
      return { moves: [{ path: [str(e, 'from'), str(e, 'to')], kind: 'attack' }], hexes: [str(e, 'to')] };
    case 'control':
    case 'destroyed':
    case 'set_top':
      return { moves: [], hexes: [str(e, 'hex')] };
    case 'built':
      return { moves: [], hexes: [str(e, 'at')] };
    default:
      return null;
  }
}

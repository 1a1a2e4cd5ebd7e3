// What the report of a Napoleon at Waterloo game shows on the map: each combat for the result
// banner (attack or bombardment, die, CRT result, units lost) and each event's moves.

import type { CombatOutcome, EventTrace } from '../../game-module';
import type { LoggedEvent, View } from '../../protocol-types';
import { asNaw, unitIndex, type NawUnit } from './types';
import { modeName, resultName, sideName, signed } from './words';

type GameEvent = LoggedEvent['event'];

const str = (e: GameEvent, key: string) => String(e[key] ?? '');
const list = (e: GameEvent, key: string) => (Array.isArray(e[key]) ? (e[key] as unknown[]).map(String) : []);

/** "Pegot", from "Pegot (1st Bde, 4th Div, I Corps: 8e, 29e Ligne)". */
function shortName(units: Map<string, NawUnit>, id: string): string {
  const name = units.get(id)?.name ?? id;
  return name.replace(/\s*\(.*$/, '') || name;
}

export function nawCombatOutcomes(events: readonly LoggedEvent[], view: View): CombatOutcome[] {
  const units = unitIndex(asNaw(view));
  const out: CombatOutcome[] = [];
  let open: { outcome: CombatOutcome; destroyed: Map<string, string[]>; fellBack: Map<string, string[]> } | null = null;
  const sideOf = (id: string) => units.get(id)?.side ?? (id.startsWith('FR') ? 'french' : 'allied');
  const add = (map: Map<string, string[]>, id: string) => {
    const side = sideName(sideOf(id));
    map.set(side, [...(map.get(side) ?? []), shortName(units, id)]);
  };
  const finishLosses = () => {
    if (!open) return;
    const sides = new Set([...open.destroyed.keys(), ...open.fellBack.keys()]);
    open.outcome.losses = [...sides].map((side) => {
      const parts: string[] = [];
      const lost = open!.destroyed.get(side);
      const back = open!.fellBack.get(side);
      if (lost) parts.push(`${lost.join(', ')} destroyed`);
      if (back) parts.push(`${back.join(', ')} fell back`);
      return [side, parts.join('; ')];
    });
  };
  for (const { seq, event: e } of events) {
    if (e.type === 'attack' || e.type === 'bombardment') {
      const attackers = list(e, 'attackers');
      const targets = list(e, 'targets');
      const attacker = sideName(sideOf(attackers[0] ?? ''));
      const what = e.type === 'attack' ? `${attacker} attack on` : `${attacker} bombardment of`;
      const from = attackers.map((id) => units.get(id)?.hex).filter((h): h is string => !!h);
      open = {
        outcome: { firstSeq: seq, lastSeq: seq, hex: targets[0] ?? '', hexes: [...new Set([...targets, ...from])], title: `${what} ${targets.join(', ')}`, odds: '', dice: [], result: '', losses: [] },
        destroyed: new Map(),
        fellBack: new Map(),
      };
      out.push(open.outcome);
      continue;
    }
    if (!open) continue;
    const o = open.outcome;
    o.lastSeq = seq;
    if (e.type === 'combat') {
      const shift = Number(e.shift) ? ' after the woods shift' : '';
      o.odds = `${e.attack} to ${e.defense} at ${str(e, 'odds')}${shift}, ${modeName(str(e, 'attack_mode'))} against ${modeName(str(e, 'defense_mode'))} (${signed(Number(e.modifier))})`;
      o.dice = [{ value: Number(e.roll), sides: 6 }];
      o.result = `${str(e, 'result')}: ${resultName(str(e, 'result'))}`;
    } else if (e.type === 'eliminated') {
      add(open.destroyed, str(e, 'unit'));
      if (!o.hexes.includes(str(e, 'hex'))) o.hexes.push(str(e, 'hex'));
    } else if (e.type === 'retreat') {
      add(open.fellBack, str(e, 'unit'));
      if (!o.hexes.includes(str(e, 'to'))) o.hexes.push(str(e, 'to'));
    } else if (e.type === 'no_effect') {
      o.result ||= 'No effect';
    } else if (e.type === 'combat_over') {
      finishLosses();
      open = null;
      continue;
    }
    finishLosses();
  }
  return out;
}

export function nawEventTrace(e: GameEvent): EventTrace | null {
  switch (e.type) {
    case 'move':
    case 'enter': {
      const path = list(e, 'path');
      return path.length >= 2 ? { moves: [{ path, kind: 'move' }], hexes: [path.at(-1)!] } : null;
    }
    case 'advance':
      return { moves: [{ path: [str(e, 'from'), str(e, 'to')], kind: 'move' }], hexes: [str(e, 'to')] };
    case 'retreat':
      return { moves: [{ path: [str(e, 'from'), str(e, 'to')], kind: 'retreat' }], hexes: [str(e, 'from'), str(e, 'to')] };
    case 'attack':
    case 'bombardment':
      return { moves: [], hexes: list(e, 'targets') };
    case 'eliminated':
    case 'bumped':
      return { moves: [], hexes: [str(e, 'hex')] };
    case 'exit':
      return { moves: [], hexes: [str(e, 'from')] };
    default:
      return null;
  }
}

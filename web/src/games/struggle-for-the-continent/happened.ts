// What the report of a Struggle for the Continent game shows on the map: each wave of a
// battle for the result banner (a d10 a side for every pair, the advantage, who won, the
// armies lost) and each event's moves.

import type { CombatDie, CombatOutcome, EventTrace } from '../../game-module';
import type { LoggedEvent } from '../../protocol-types';
import type { SfcPair } from './view';
import { nationName, provinceName } from './words';

type GameEvent = LoggedEvent['event'];

const str = (e: GameEvent, key: string) => String(e[key] ?? '');

/** Pairs beyond this are summed up in words: a wave of a dozen pairs would fill the screen. */
const PAIRS_SHOWN = 4;

function signedAdvantage(n: number): string {
  return n > 0 ? ` +${n}` : n < 0 ? ` −${-n}` : '';
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function sfcCombatOutcomes(events: readonly LoggedEvent[]): CombatOutcome[] {
  const out: CombatOutcome[] = [];
  /** Where each battle's attackers came from, by the province attacked. */
  const attackedFrom = new Map<string, string[]>();
  let last: CombatOutcome | null = null;
  for (const { seq, event: e } of events) {
    if (e.type === 'attack') {
      const groups = Array.isArray(e.groups) ? (e.groups as { from: string }[]) : [];
      attackedFrom.set(str(e, 'to'), groups.map((g) => g.from));
    } else if (e.type === 'wave') {
      const at = str(e, 'at');
      const pairs = (Array.isArray(e.pairs) ? e.pairs : []) as SfcPair[];
      const dice: CombatDie[] = pairs.flatMap((p) => [
        { value: p.attacker_roll, sides: 10, who: nationName(p.attacker) },
        { value: p.defender_roll, sides: 10, who: nationName(p.defender) },
      ]);
      const lost = new Map<string, number>();
      for (const p of pairs) {
        const loser = p.outcome === 'attacker' ? p.defender : p.outcome === 'defender' ? p.attacker : null;
        if (loser) lost.set(loser, (lost.get(loser) ?? 0) + 1);
      }
      const shown = pairs.slice(0, PAIRS_SHOWN).map((p) => `${nationName(p.attacker)} ${p.attacker_roll}${signedAdvantage(p.advantage)} against ${nationName(p.defender)} ${p.defender_roll}`);
      if (pairs.length > PAIRS_SHOWN) shown.push(`${count(pairs.length - PAIRS_SHOWN, 'more pair', 'more pairs')}`);
      const wins = (side: SfcPair['outcome']) => pairs.filter((p) => p.outcome === side).length;
      const left = `${count(Number(e.attackers_left), 'attacker', 'attackers')} and ${count(Number(e.defenders_left), 'defender', 'defenders')} left`;
      last = {
        firstSeq: seq,
        lastSeq: seq,
        hex: at,
        hexes: [at, ...(attackedFrom.get(at) ?? [])],
        title: `Battle for ${provinceName(at)}, wave ${e.wave}`,
        odds: shown.join('; '),
        dice,
        result: `Attackers win ${wins('attacker')}, defenders win ${wins('defender')}, ${count(wins('standoff'), 'standoff', 'standoffs')}: ${left}`,
        losses: [...lost].map(([nation, n]) => [nationName(nation), `loses ${count(n, 'army', 'armies')}`]),
      };
      out.push(last);
    } else if (e.type === 'battle_over' && last && last.hex === str(e, 'at') && last.lastSeq === seq) {
      last.result += `. The battle is over: the ${str(e, 'winner') === 'attacker' ? 'attacker takes the province' : 'defender holds the field'}`;
    }
  }
  return out;
}

export function sfcEventTrace(e: GameEvent): EventTrace | null {
  switch (e.type) {
    case 'moved':
      return { moves: [{ path: [str(e, 'from'), str(e, 'to')], kind: 'move' }], hexes: [str(e, 'to')] };
    case 'retreated':
      return { moves: [{ path: [str(e, 'from'), str(e, 'to')], kind: 'retreat' }], hexes: [str(e, 'from'), str(e, 'to')] };
    case 'attack': {
      const groups = Array.isArray(e.groups) ? (e.groups as { from: string }[]) : [];
      return { moves: groups.map((g) => ({ path: [g.from, str(e, 'to')], kind: 'attack' as const })), hexes: [str(e, 'to')] };
    }
    case 'mobilised':
    case 'placed':
      return { moves: [], hexes: [str(e, 'at')] };
    case 'control':
    case 'battle_over':
      return { moves: [], hexes: [str(e, 'at')] };
    default:
      return null;
  }
}

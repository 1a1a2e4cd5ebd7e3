// What the report of a game shows on the map: each battle for the result banner (the odds,
// the die, table 2's result, each side's losses) and each event's moves and places.

import type { CombatOutcome, EventTrace } from '../../game-module';
import type { LoggedEvent } from '../../protocol-types';
import type { BkaView } from './types';
import { sideName, unitName } from './words';

type GameEvent = LoggedEvent['event'];

const str = (e: GameEvent, key: string) => String(e[key] ?? '');
const list = (e: GameEvent, key: string): string[] => (Array.isArray(e[key]) ? (e[key] as unknown[]).map(String) : []);

/** A unit's side: from the view, else from its id's prefix (GE- for the Germans). */
function sideOf(id: string, view: BkaView): string {
  return view.units?.find((u) => u.id === id)?.side ?? (id.startsWith('GE-') ? 'german' : 'allied');
}

export function bkaCombatOutcomes(events: readonly LoggedEvent[], view: BkaView): CombatOutcome[] {
  const out: CombatOutcome[] = [];
  let open: { outcome: CombatOutcome; lost: Map<string, string[]> } | null = null;
  const close = () => {
    if (!open) return;
    open.outcome.losses = [...open.lost].map(([side, what]) => [sideName(side), what.join(', ')]);
    open = null;
  };
  for (const { seq, event: e } of events) {
    if (e.type === 'battle') {
      close();
      const attackers = list(e, 'attackers');
      const targets = list(e, 'targets');
      const attacker = attackers[0] ? sideOf(attackers[0], view) : '';
      // The engine leaves out a total the reader knows only as ranges.
      const attack = e.attack !== undefined ? String(e.attack) : 'an uncertain attack';
      const defence = e.defence !== undefined ? String(e.defence) : 'an uncertain defence';
      const outcome: CombatOutcome = {
        firstSeq: seq,
        lastSeq: seq,
        hex: targets[0] ?? '',
        hexes: targets,
        title: `${attacker ? sideName(attacker) + ' attack' : 'Attack'} on ${targets.join(', ')}`,
        odds: `${attack} to ${defence} at ${str(e, 'odds')}${e.across_river ? ', across a river' : ''}`,
        dice: [{ value: Number(e.roll), sides: 6 }],
        result: `${str(e, 'result')} (table 2: attacker's loss / defender's)`,
        losses: [],
      };
      out.push(outcome);
      open = { outcome, lost: new Map() };
    } else if (open && ['loss', 'eliminated', 'retreated', 'advanced', 'cannot_retreat', 'met_hidden'].includes(e.type)) {
      const id = str(e, 'unit');
      const side = sideOf(id, view);
      const what = e.type === 'loss' ? `${unitName(id, view)} loses ${e.points}` : e.type === 'eliminated' ? `${unitName(id, view)} eliminated` : null;
      if (what) open.lost.set(side, [...(open.lost.get(side) ?? []), what]);
      if (e.type === 'retreated' || e.type === 'advanced') open.outcome.hexes.push(str(e, 'to'));
      open.outcome.lastSeq = seq;
    } else if (open && e.type !== 'v2' && e.type !== 'dump_hit') {
      close();
    }
  }
  close();
  return out;
}

/** What an event shows on the map; an engagement is drawn as arrows from its attackers (where
 * the view has them now) to the hexes attacked, so a replayed computer turn shows its plan
 * before its battles. */
export function bkaEventTrace(e: GameEvent, view?: BkaView): EventTrace | null {
  switch (e.type) {
    case 'moved':
      return e.from ? { moves: [{ path: [str(e, 'from'), str(e, 'to')], kind: 'move' }], hexes: [str(e, 'to')] } : { moves: [], hexes: [str(e, 'to')] };
    case 'retreated':
      return { moves: [{ path: [str(e, 'from'), str(e, 'to')], kind: 'retreat' }], hexes: [str(e, 'to')] };
    case 'advanced':
      return { moves: [{ path: [str(e, 'from'), str(e, 'to')], kind: 'attack' }], hexes: [str(e, 'to')] };
    case 'diverted':
      return { moves: [], hexes: [str(e, 'to')] };
    case 'placed':
    case 'v2':
    case 'search':
    case 'demolition':
    case 'bridging':
      return { moves: [], hexes: [str(e, 'hex')] };
    case 'engaged': {
      const targets = list(e, 'targets');
      const from = new Set(list(e, 'attackers').map((id) => view?.units?.find((u) => u.id === id)?.hex).filter((h): h is string => !!h));
      return { moves: [...from].flatMap((f) => targets.map((t) => ({ path: [f, t], kind: 'attack' as const }))), hexes: targets };
    }
    case 'battle':
      return { moves: [], hexes: list(e, 'targets') };
    default:
      return null;
  }
}

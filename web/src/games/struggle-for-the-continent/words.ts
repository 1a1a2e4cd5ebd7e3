// The words of Struggle for the Continent: nation, team and province names, the turn line,
// actions and the result.

import type { ResultSummary, TurnSummary } from '../../game-module';
import type { Action } from '../../protocol-types';
import type { SfcView } from './view';

const NATION_NAMES: Record<string, string> = {
  russia: 'Russia',
  france: 'France',
  england: 'England',
  italy: 'Italy',
  rumania: 'Rumania',
  serbia: 'Serbia',
  belgium: 'Belgium',
  greece: 'Greece',
  germany: 'Germany',
  austria: 'Austria',
  turkey: 'Turkey',
  bulgaria: 'Bulgaria',
  spain: 'Spain',
  denmark: 'Denmark',
  netherlands: 'Netherlands',
  albania: 'Albania',
  switzerland: 'Switzerland',
  norway: 'Norway',
  sweden: 'Sweden',
};

/** Adjectives for armies: "3 French armies". */
const ADJECTIVES: Record<string, string> = {
  russia: 'Russian',
  france: 'French',
  england: 'British',
  italy: 'Italian',
  rumania: 'Rumanian',
  serbia: 'Serbian',
  belgium: 'Belgian',
  greece: 'Greek',
  germany: 'German',
  austria: 'Austrian',
  turkey: 'Turkish',
  bulgaria: 'Bulgarian',
  spain: 'Spanish',
  denmark: 'Danish',
  netherlands: 'Dutch',
  albania: 'Albanian',
  switzerland: 'Swiss',
  norway: 'Norwegian',
  sweden: 'Swedish',
};

const TEAM_NAMES: Record<string, string> = { central: 'Central Powers', entente: 'Entente', neutral: 'Neutrals' };

/** Province names, learnt from the board when it is drawn (the view carries only ids). */
const provinceNames = new Map<string, string>();

export function rememberProvinceNames(areas: readonly { id: string; name: string }[]): void {
  for (const a of areas) provinceNames.set(a.id, a.name);
}

/** "w_prussia" → "W Prussia" until the board has told the real name. */
function fromId(id: string): string {
  return id
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export function nationName(nation: string): string {
  return NATION_NAMES[nation] ?? fromId(nation);
}

export function nationAdjective(nation: string): string {
  return ADJECTIVES[nation] ?? nationName(nation);
}

export function teamName(team: string | null | undefined): string {
  return team ? (TEAM_NAMES[team] ?? fromId(team)) : 'neutral';
}

export function provinceName(id: string): string {
  return provinceNames.get(id) ?? fromId(id);
}

export function armies(count: number): string {
  return `${count} ${count === 1 ? 'army' : 'armies'}`;
}

export function turnSummary(v: SfcView): TurnSummary {
  const turn = `Round ${Math.max(1, v.round)}${v.rounds ? ` of ${v.rounds}` : ''}`;
  const nation = nationName(v.nation);
  let phase: string;
  switch (v.phase) {
    case 'setup':
      phase = `Set-up: ${nation} places ${v.to_place ?? '?'}`;
      break;
    case 'move':
      phase = `${nation} moves`;
      break;
    case 'join': {
      const target = v.join?.attack.to;
      phase = `${nationName(v.join?.deciding ?? v.to_move ?? '')} is asked to join the attack${typeof target === 'string' ? ` on ${provinceName(target)}` : ''}`;
      break;
    }
    case 'battle':
      phase = `Battle for ${v.battle ? provinceName(v.battle.at) : '?'}`;
      break;
    case 'over':
      phase = 'The war is over';
      break;
    default:
      phase = String(v.phase);
  }
  // The nation whose turn it is, though another may be asked (a defender's stand or retreat).
  return { turn, phase, phasing: v.nation ?? v.to_move ?? null };
}

export function describeAction(action: Action, v: SfcView | null): string {
  const mover = v ? nationAdjective(v.nation) : '';
  switch (action.type) {
    case 'place':
      return `Place ${mover ? `a ${mover} army` : 'an army'} in ${provinceName(String(action.at))}`;
    case 'move': {
      const count = Number(action.count ?? 1);
      return `Move ${armies(count)} from ${provinceName(String(action.from))} to ${provinceName(String(action.to))}`;
    }
    case 'attack': {
      const groups = Array.isArray(action.groups) ? (action.groups as { from: string; nation: string; count: number }[]) : [];
      const parts = groups.map((g) => `${g.count} ${nationAdjective(g.nation)} from ${provinceName(g.from)}`);
      return `Attack ${provinceName(String(action.to))}${parts.length ? ` with ${parts.join(', ')}` : ''}`;
    }
    case 'join':
      return 'Join the attack';
    case 'decline':
      return 'Decline to join the attack';
    case 'fight_on':
      return 'Fight on';
    case 'break_off':
      return 'Break off the attack';
    case 'stand':
      return 'Stand and fight';
    case 'retreat':
      return `Retreat to ${provinceName(String(action.to))}`;
    case 'ask':
      return `Ask ${nationName(String(action.nation))} to join the war`;
    case 'end_turn':
      return v ? `End ${nationName(v.nation)}'s turn` : 'End the turn';
    default:
      return action.type.replace(/_/g, ' ');
  }
}

export function passWords(v: SfcView): string {
  return v.phase === 'move' ? `End ${nationName(v.nation)}'s turn` : 'End turn';
}

/** The result: {"winner": team|null, "score": {"central", "entente"}, "reason", "round"?}. */
export function describeResult(result: Record<string, unknown>): ResultSummary {
  const winner = typeof result.winner === 'string' ? result.winner : null;
  const rows: [string, string][] = [];
  const score = result.score;
  if (score && typeof score === 'object') {
    for (const [team, points] of Object.entries(score as Record<string, unknown>)) rows.push([teamName(team), `${String(points)} points`]);
  }
  if (typeof result.reason === 'string' && result.reason) rows.push(['Why', result.reason]);
  if (typeof result.round === 'number') rows.push(['Round', String(result.round)]);
  if (Array.isArray(result.out_of_war) && result.out_of_war.length) {
    rows.push(['Out of the war', result.out_of_war.map((n) => nationName(String(n))).join(', ')]);
  }
  return { headline: winner ? `${teamName(winner)} victory` : 'The war ends in a draw', rows };
}

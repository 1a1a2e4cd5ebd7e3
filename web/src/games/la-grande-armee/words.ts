// Words: sides, countries, unit types, phases, actions.

import type { Action } from '../../protocol-types';
import type { LgaBoard, LgaView } from './types';

export function cap(s: string): string {
  return s ? s[0]!.toUpperCase() + s.slice(1) : s;
}

const SIDE_NAMES: Record<string, string> = { french: 'French', allied: 'Allied', neutral: 'Neutral' };
export function sideName(side: string | null | undefined): string {
  return side ? SIDE_NAMES[side] ?? cap(side) : '—';
}

const NATION_NAMES: Record<string, string> = {
  france: 'France', spain: 'Spain', austria: 'Austria', prussia: 'Prussia', russia: 'Russia',
  britain: 'Britain', rhine: 'Confederation of the Rhine', italy: 'Italy', holland: 'Holland',
  sweden: 'Sweden', denmark: 'Denmark', portugal: 'Portugal', switzerland: 'Switzerland',
};
export function nationName(nation: string | undefined): string {
  return nation ? NATION_NAMES[nation] ?? cap(nation.replace(/_/g, ' ')) : '—';
}

const ADJECTIVES: Record<string, string> = {
  france: 'French', spain: 'Spanish', austria: 'Austrian', prussia: 'Prussian', russia: 'Russian', britain: 'British',
};
export function nationAdjective(nation: string): string {
  return ADJECTIVES[nation] ?? nationName(nation);
}

export const TYPE_NAMES: Record<string, string> = {
  infantry: 'infantry', militia: 'militia', artillery: 'artillery', guard: 'guard', cavalry: 'cavalry', hq: 'HQ',
};

export const PHASE_NAMES: Record<string, string> = {
  build: 'Phase IV: build and rally',
  movement: 'Phase V: movement and attack',
  defense: 'Phase V: defensive reply',
  over: 'The game is over',
};

export function seasonText(v: Pick<LgaView, 'season' | 'year'>): string {
  return `${cap(v.season)} ${v.year}`;
}

export function describeAction(a: Action): string {
  const unit = String(a.unit ?? '');
  switch (a.type) {
    case 'aid':
      return `Britain gives ${String(a.amount)} MP to ${nationName(String(a.to))}`;
    case 'build':
      return `Build ${unit} at ${String(a.at)}`;
    case 'rally':
      return `Rally ${unit} (+1 morale)`;
    case 'move':
      return `Move ${unit} to ${String(a.to)}`;
    case 'halt':
      return a.garrison ? `End ${unit}'s move and garrison the city` : `End ${unit}'s move (halt)`;
    case 'reinforce':
      return `Reinforce: ${unit} to ${String(a.to)}`;
    case 'withdraw':
      return `Withdraw: ${unit} to ${String(a.to)}`;
    case 'set_top':
      return `Put ${unit} on top of its stack`;
    case 'end_phase':
      return 'End phase';
    default:
      return a.type;
  }
}

/** Words on the End-phase button. */
export function passWords(v: Pick<LgaView, 'phase'>): string {
  if (v.phase === 'build') return 'End build phase';
  if (v.phase === 'movement') return 'End movement (halt all)';
  if (v.phase === 'defense') return 'Done defending';
  return 'End phase';
}

/** An area as the panels name it: a city with its hex number in brackets, "Paris (1104)", as the
 * report does; a plain area by its number. */
export function placeName(board: LgaBoard | null, hex: string): string {
  const city = board?.areas?.[hex]?.city;
  return city ? `${city.name} (${hex})` : hex;
}

// The shapes of Struggle for the Continent's view and query answers
// (docs/struggle-for-the-continent.md), as the server sends them.

import type { Action, View } from '../../protocol-types';

export interface SfcNation {
  id: string;
  name: string;
  team: string | null;
  attack: number;
  armies: number;
  mobilised: number;
  total: number;
  per_turn: number;
  capital: string;
  in_war: boolean;
}

export interface SfcStack {
  at: string;
  nation: string;
  count: number;
  moves: number[];
}

export interface SfcPair {
  attacker: string;
  defender: string;
  advantage: number;
  attacker_roll: number;
  defender_roll: number;
  outcome: 'attacker' | 'defender' | 'standoff';
}

export interface SfcBattle {
  at: string;
  attacker: string;
  from: string[];
  attackers: { nation: string; attack: number }[];
  defenders: { nation: string; attack: number }[];
  attacker_victories: number;
  defender_victories: number;
  waves: { pairs: SfcPair[] }[];
  asking: 'attacker' | 'defender';
  deciding: string;
  retreats: string[];
  max_waves: number;
}

export interface SfcView {
  round: number;
  rounds: number;
  phase: 'setup' | 'move' | 'join' | 'battle' | 'over';
  team: string;
  nation: string;
  to_move: string | null;
  to_place?: number;
  team_acted: boolean;
  teams: { id: string; name: string; nations: string[]; score: number }[];
  nations: SfcNation[];
  provinces: Record<string, { owner: string; controller: string | null }>;
  stacks: SfcStack[];
  join: { attack: Action; allies: string[]; deciding: string } | null;
  battle: SfcBattle | null;
}

export interface ReachAnswer {
  from: string;
  nation: string;
  moves: number;
  reach: { to: string; cost: number; path: string[] }[];
  attacks: string[];
}

/** A battle played out many times from here, fought to the end, every defender standing. */
export interface WholeBattle {
  samples: number;
  take: number;
  attackers_lost: number;
  defenders_lost: number;
}

/** The `battle` query: the battle being fought, as it stands. */
export interface BattleOddsAnswer extends WholeBattle {
  at: string;
}

export interface PreviewAnswer {
  legal: boolean;
  rule?: string;
  reason?: string;
  details?: {
    attackers: number;
    defenders: number;
    pairs: { advantage: number; win: number; lose: number; standoff: number; defender: string }[];
    /** The whole battle played out `samples` times, fought to the end, every defender standing. */
    battle?: WholeBattle;
  };
}

export function asSfc(view: View): SfcView {
  return view as unknown as SfcView;
}

// The Napoleon at Waterloo view and actions as docs/cli.md describes them.

import type { Action, View } from '../../protocol-types';

export type Side = 'french' | 'allied';
export type Arm = 'infantry' | 'cavalry' | 'artillery' | 'leader';
export type Phase = 'movement' | 'bombardment' | 'assault' | 'over';
export type CombatResult = 'AE' | 'Ar' | 'Dr' | 'DE' | 'EX';

export interface NawUnit {
  id: string;
  name: string;
  side: Side;
  nation: string;
  arm: Arm;
  strength: number;
  movement: number;
  status: 'waiting' | 'map' | 'eliminated' | 'exited';
  hex?: string;
  arrives?: number;
  moved?: boolean;
  fired?: boolean;
  attacked?: boolean;
  disrupted?: boolean;
  bombarded?: boolean;
  assaulted?: boolean;
}

export interface NawCombat {
  kind: 'attack' | 'bombardment';
  attacker: Side;
  attackers: string[];
  defenders: string[];
  targets: string[];
  attack_mode: string;
  stage: 'defense_mode' | 'losses' | 'retreat' | 'advance' | 'volunteer_retreat';
  defense_mode?: string;
  result?: CombatResult;
  losses_required?: number;
  retreating?: string[];
  may_advance?: string[];
  vacated?: string[];
}

export interface NawResult {
  levels: Record<Side, string>;
  winner: Side | 'none';
  victory: string;
  turns: number;
  losses: Record<Side, number>;
  exited: number;
  napoleon_exited: boolean;
  napoleon_eliminated: boolean;
  demoralized: Side | null;
}

export interface NawView {
  game: string;
  scenario: string;
  turn: number;
  turns: number;
  phasing: Side;
  phase: Phase;
  to_move?: Side;
  seat?: Side;
  losses: Record<Side, number>;
  demoralized: Side | null;
  exited: number;
  units: NawUnit[];
  combat?: NawCombat;
  result?: NawResult;
}

export function asNaw(view: View): NawView {
  return view as unknown as NawView;
}

/** Looks units up by id; the view lists them in order-of-battle order. */
export function unitIndex(view: NawView): Map<string, NawUnit> {
  return new Map((view.units ?? []).map((u) => [u.id, u]));
}

export interface AttackAction extends Action {
  type: 'attack';
  attackers: string[];
  targets: string[];
  mode?: 'infantry' | 'cavalry';
}

export interface BombardAction extends Action {
  type: 'bombard';
  guns: string[];
  target: string;
}

/** One defense mode's row of a preview: die face → result. */
/** What a result does to one side, as the rules apply it (docs/protocol.md, "preview"). */
export type SideEffect = 'none' | 'retreat' | 'may_retreat' | 'eliminated' | 'exchange';

export interface PreviewDefense {
  defense_mode: string;
  modifier: number;
  results: Record<string, string>;
  effects?: Record<string, { attackers: SideEffect; defenders: SideEffect }>;
}

export interface PreviewDetails {
  attack: number;
  defense: number;
  ratio: string;
  shift: number;
  odds: string;
  attack_mode: string;
  bombardment?: boolean;
  exchange_loss?: number;
  defenses: PreviewDefense[];
}

export interface PreviewAnswer {
  legal: boolean;
  rule?: string;
  reason?: string;
  details?: PreviewDetails | { cost: number; path: string[] };
}

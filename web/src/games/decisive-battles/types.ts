// The Decisive Battles view, board and actions as src/games/decisive-battles/codec.cc and
// view.cc write them (docs/decisive-battles.md, "Actions, views and events").

import type { HexBoard, View } from '../../protocol-types';

export type Side = 'union' | 'confederate';
export type HqKind = 'army' | 'corps' | 'division';
export type BrigadeType = 'infantry' | 'mounted_infantry' | 'cavalry' | 'artillery';
export type Command = 'offensive' | 'defensive' | 'reserve';
export type Profile = 'heroic' | 'bold' | 'sensible' | 'cautious';
export type Standing = 'contested' | 'winning' | 'losing';
export type LeaderFate = 'ok' | 'wounded' | 'captured' | 'killed';

/** A unit as a seat sees it: an enemy carries only what a sighting tells. */
export interface DbUnit {
  id: string;
  name: string;
  side: Side;
  where: 'waiting' | 'map' | 'gone';
  hq?: HqKind;
  type?: BrigadeType;
  hex?: string;
  formation: 'line' | 'column';
  /** Hundreds of men. */
  strength: number;
  /** An enemy only: cohesion 3 or less outside a fortification. */
  shaken?: boolean;
  // Own units only:
  commander?: string;
  /** An army HQ's second in command (Menu 2), when it has one. */
  second?: string;
  leader?: LeaderFate;
  superior?: string;
  men?: number;
  guns?: number;
  in_communication?: boolean;
  sighting?: 'unsighted' | 'sighted' | 'picketed';
  ordered?: boolean;
  arrives?: string;
  leadership?: number;
  // An HQ:
  command?: Command;
  objectives?: string[];
  new_command?: { command: Command; objectives: string[] };
  staff?: number;
  // A brigade:
  order?: string;
  goal?: string;
  cohesion?: number;
  shattered?: boolean;
  surprised?: boolean;
  entrenchment?: number;
  experience?: number;
  fired_on?: boolean;
}

export interface OwnSide {
  profile: Profile;
  commander: LeaderFate;
  profile_chosen: boolean;
  army_ordered: boolean;
  army_goal: string | null;
  army_corps: string | null;
  men_lost: number;
  vp: number;
  standing: Standing;
  orders_given: boolean;
}

export type SideInfo = Partial<OwnSide> & { orders_given: boolean };

export interface DbObjective {
  name: string;
  hex: string;
  held_by: Side | null;
  active: boolean;
  vp_per_turn: number;
  vp_end: number;
}

export interface DbView {
  battle: string;
  scenario: string;
  turn: number;
  turns: number;
  /** "1861-07-21T05:00" */
  time: string;
  light: string;
  weather: string;
  rest: boolean;
  briefing: boolean;
  phase: 'orders' | 'over';
  to_move: Side | null;
  flags: { radio: boolean; exposed: boolean };
  sides: Partial<Record<Side, SideInfo>>;
  units: DbUnit[];
  /** One character a hex, `u`, `c` or `.`: index (column − 1) × rows + (row − 1). */
  control: string;
  objectives: DbObjective[];
  result: DbResult | null;
}

export interface DbResult {
  winner: Side | null;
  reason: string;
  vp?: Partial<Record<Side, number>>;
  standing?: Standing;
  time?: string;
}

export interface DbBoardExtras {
  roads: { hex: string; side: string; kind: 'pike' | 'road' | 'trail' | 'railroad' }[];
  streams: { hex: string; side: string; kind: 'creek' | 'run' }[];
  fortifications: Record<string, number>;
  objectives: { name: string; hex: string; from: string; to: string; vp_per_turn: number; vp_end: number }[];
  hours: { time: string; light: string; weather: string; rest: boolean }[];
  /** Menu 12's advice: the scenario's handy hints, a paragraph each. */
  advice: string[];
}

export type DbBoard = HexBoard & Partial<DbBoardExtras>;

/** The answer of inspect {"query": "engaged", "brigade": id}. */
export interface EngagedAnswer {
  enemy: string | null;
  orders: string[];
}

export function asDb(view: View): DbView {
  return view as unknown as DbView;
}

export function unitIndex(view: DbView): Map<string, DbUnit> {
  return new Map((view.units ?? []).map((u) => [u.id, u]));
}

export const isHq = (u: DbUnit): boolean => u.hq !== undefined;

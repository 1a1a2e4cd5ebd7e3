// La Grande Armée's view, board and inspect answers as docs/la-grande-armee.md describes them.

import type { Action, HexBoard, View } from '../../protocol-types';

export type Side = 'french' | 'allied' | 'neutral';
export type UnitType = 'infantry' | 'militia' | 'artillery' | 'guard' | 'cavalry' | 'hq';
export type Phase = 'build' | 'movement' | 'defense' | 'over' | string;

export interface LgaUnit {
  id: string;
  nation: string;
  side: Side;
  type: UnitType;
  where: 'map' | 'later' | 'dead';
  hex?: string;
  /** 0 = top of the stack. */
  stack?: number;
  garrison?: boolean;
  /** null for an enemy unit (fog of war). */
  morale: number | null;
  fatigue: number | null;
  max_morale?: number;
  bonus?: number;
  moves?: number;
  halted?: boolean;
  rallied?: boolean;
  defended?: boolean;
  withdrew?: boolean;
  unsupplied?: boolean;
  fixed?: boolean;
  available?: number;
  buildable?: boolean;
  cost?: number;
  build_sites?: string[];
}

export interface CountryState {
  mp: number;
  side: Side;
  vp_share?: number;
}

export interface SideVictory {
  vp: number;
  thresholds?: number[];
  level?: string;
}

export interface SeasonDate {
  season: string;
  year: number;
}

export interface LgaView {
  game?: string;
  scenario?: string;
  scenario_name?: string;
  season: string;
  year: number;
  end?: SeasonDate;
  player: Side;
  phase: Phase;
  to_move?: Side | null;
  viewer?: Side | null;
  first_attack?: boolean;
  last_attack?: string | null;
  countries?: Record<string, CountryState>;
  victory?: Partial<Record<Side, SideVictory>>;
  control?: Partial<Record<Side, string[]>>;
  supply?: Partial<Record<Side, string[]>> | string[];
  units?: LgaUnit[];
  hidden_below?: Record<string, number | null>;
  result?: Record<string, unknown> | null;
}

export function asLga(view: View): LgaView {
  return view as unknown as LgaView;
}

export interface CityInfo {
  name: string;
  kind: 'capital' | 'major' | 'minor';
  port?: boolean;
}

export interface AreaInfo {
  nation: string;
  home_side?: Side;
  city?: CityInfo;
  hinterland?: boolean;
}

export interface LgaBoard extends HexBoard {
  areas?: Record<string, AreaInfo>;
  seas?: Record<string, string[]>;
  sea_links?: [string, string][];
  nations?: Record<string, { side: Side; at_war: boolean }>;
}

export interface ReachableAnswer {
  unit: string;
  moves?: number;
  hexes: { hex: string; cost: number | 'all'; path: string[] }[];
  attacks?: string[];
}

export interface Modifier {
  why: string;
  value: number;
}

export interface PreviewAnswer {
  legal: boolean;
  rule?: string;
  reason?: string;
  details?: Record<string, unknown>;
}

export interface AreaAnswer {
  hex: string;
  terrain?: string;
  nation?: string;
  city?: CityInfo | null;
  sea?: string | null;
  hinterland?: boolean;
  controller?: Side | null;
  supplied?: Record<string, boolean> | boolean | null;
  units?: string[];
  hidden_below?: number | null;
}

export type LgaAction = Action;

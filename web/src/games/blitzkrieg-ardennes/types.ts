// The Blitzkrieg at the Ardennes view and actions as src/games/blitzkrieg-ardennes/codec.cc
// writes them (to_json, action_json, inspect).

import type { View } from '../../protocol-types';

export type Side = 'german' | 'allied';
export type UnitClass = 'armour' | 'motorised_infantry' | 'artillery' | 'infantry' | 'volkswerfer' | 'paratrooper' | 'infiltrator';
export type Phase = 'deploy' | 'air' | 'reinforce' | 'movement' | 'v2' | 'battles' | 'protect' | 'over';

export interface BkaUnit {
  id: string;
  name: string;
  side: Side;
  class: UnitClass;
  hex: string;
  movement: number;
  /** Exact strength: the seat's own units, and enemies in terrain without uncertainty. */
  strength?: number;
  /** An enemy's strength as the seat knows it (revised: uncertainty of intelligence). */
  strength_range?: [number, number];
  // Only for the seat's own units:
  start?: string;
  moved?: boolean;
  immobilized?: boolean;
  attack?: number;
  isolated_turns?: number;
  turns_there?: number;
}

export interface OffMapCounter {
  id: string;
  name: string;
  side: Side;
  class: UnitClass;
  strength: number;
  movement: number;
}

export interface BkaEngagement {
  attackers: string[];
  targets: string[];
  odds: string;
}

export interface BkaBattle {
  stage: 'attacker_loses' | 'defender_loses' | 'retreat' | 'advance';
  attackers: string[];
  defenders: string[];
  targets: string[];
  odds: string;
  roll: number;
  result: string;
  pending: string[];
  /** The hexes each pending unit may retreat or advance to. */
  options: Record<string, string[]>;
}

export interface BkaDump {
  name: string;
  hex: string;
  owner: Side;
  supply: number;
}

export interface BkaView {
  scenario: string;
  rules: 'original' | 'revised';
  turn: number;
  turns: number;
  /** "1944-12-16 AM" */
  date: string;
  weather: 'clear' | 'overcast' | 'fog' | 'snow';
  phasing: Side;
  phase: Phase;
  to_move: Side | null;
  viewer: Side | null;
  units: BkaUnit[];
  /** Units off the map by where they are: waiting, raster, eliminated. */
  off_map: Partial<Record<'waiting' | 'raster' | 'eliminated', string[]>>;
  /** The printed counters of the units in off_map: name, class, strength and movement. */
  off_map_counters?: OffMapCounter[];
  raster: string[];
  engagements: BkaEngagement[];
  aims: { gun: string; target: string }[];
  protective_fire: { gun: string; unit: string }[];
  battle: BkaBattle | null;
  bridges_down: string[];
  dumps: BkaDump[];
  sorties_left: number;
  v2_left: number;
  searches_left: number;
  searched: string[];
  german_victory: 'none' | 'tactical' | 'liege_and_three_cities' | 'antwerp';
  result?: BkaResult;
}

export interface BkaResult {
  winner: Side;
  reason: 'quit' | 'antwerp' | 'time';
  german_victory: BkaView['german_victory'];
  rating: Record<Side, number>;
  turn: string;
}

/** The board's own additions to the generic hex board (board.cc). */
export interface BkaBoardExtras {
  bridges: { name: string; river: string; hex: string; side: string }[];
  dumps: BkaDump[];
  objectives: { antwerp: string[]; liege: string; major_cities: string[] };
  places: { name: string; hex: string; kind: string }[];
  /** Every river hexside with its river's name, from the hex the map lists it for. */
  rivers: { hex: string; side: string; river: string }[];
  /** Table 1's reach, in hexes. */
  artillery_range: number;
}

export interface ReachableAnswer {
  unit: string;
  start: string;
  hexes: { hex: string; cost: number; path: string[] }[];
}

/** An attacker's row of the preview: its strength and what it attacks with (isolation lowers it). */
export interface AttackRow {
  unit: string;
  strength: number;
  attack: number;
}

/** A defender's row of the preview, as the seat knows it: its strength (or the range shown and
 * the middle counted), table 8's multiplier where it stands, artillery at half, its part. */
export interface DefenceRow {
  unit: string;
  strength?: number;
  strength_range?: [number, number];
  counted?: number;
  terrain: string;
  multiplier: number;
  liege_or_antwerp: boolean;
  artillery_half: boolean;
  defence: number;
}

export interface OddsDetails {
  attack: number;
  defence: number;
  across_river: boolean;
  odds: string;
  attackers: AttackRow[];
  defenders: DefenceRow[];
}

export interface PreviewAnswer {
  legal: boolean;
  rule?: string;
  reason?: string;
  details?: OddsDetails;
}

export function asBka(view: View): BkaView {
  return view as unknown as BkaView;
}

export function unitIndex(view: BkaView): Map<string, BkaUnit> {
  return new Map((view.units ?? []).map((u) => [u.id, u]));
}

export function unitsAt(view: BkaView, hex: string): BkaUnit[] {
  return (view.units ?? []).filter((u) => u.hex === hex);
}

export function enemyOf(side: Side): Side {
  return side === 'german' ? 'allied' : 'german';
}

/** A unit as the view shows it: on the map, or its printed counter off it (no hex). */
export function unitInView(view: BkaView, id: string): BkaUnit | undefined {
  const onMap = view.units?.find((u) => u.id === id);
  if (onMap) return onMap;
  const c = view.off_map_counters?.find((u) => u.id === id);
  return c ? { ...c, hex: '' } : undefined;
}

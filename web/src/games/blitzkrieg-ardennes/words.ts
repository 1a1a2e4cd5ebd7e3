// Blitzkrieg at the Ardennes in words: sides, classes, phases, the turn as a date, and each
// action as a line for a button or the log.

import type { Action } from '../../protocol-types';
import { unitInView, type BkaUnit, type BkaView, type Phase, type UnitClass } from './types';

export function sideName(side: string | null | undefined): string {
  return side === 'german' ? 'German' : side === 'allied' ? 'Allied' : String(side ?? '');
}

export const CLASS_NAMES: Record<UnitClass, string> = {
  armour: 'armour',
  motorised_infantry: 'motorised infantry',
  artillery: 'artillery',
  infantry: 'infantry',
  volkswerfer: 'Volkswerfer',
  paratrooper: 'paratroopers',
  infiltrator: 'infiltrators',
};

export const PHASE_NAMES: Record<Phase, string> = {
  deploy: 'deployment',
  air: 'air strikes',
  reinforce: 'reinforcements',
  movement: 'movement',
  v2: 'V2 launches',
  battles: 'battles',
  protect: 'protective fire',
  over: 'game over',
};

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "1944-12-16 AM" as the book's display has it: "16 December 1944, A.M." */
export function dateWords(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (AM|PM)$/.exec(date);
  if (!m) return date;
  return `${Number(m[3])} ${MONTHS[Number(m[2]) - 1]} ${m[1]}, ${m[4] === 'AM' ? 'A.M.' : 'P.M.'}`;
}

/** Names of units seen on the map this session: the view lists a unit off the map (eliminated,
 * say) by its id alone, and the report still names it. */
const seenNames = new Map<string, string>();

/** The turn bar's short date: "16 Dec 1944 A.M." */
export function shortDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (AM|PM)$/.exec(date);
  if (!m) return date;
  return `${Number(m[3])} ${MONTHS[Number(m[2]) - 1]!.slice(0, 3)} ${m[1]} ${m[4] === 'AM' ? 'A.M.' : 'P.M.'}`;
}

/** A unit's name for a line: its name when the seat sees it or saw it, else its id. */
export function unitName(id: unknown, view: BkaView): string {
  const u = unitInView(view, String(id));
  if (u) seenNames.set(u.id, u.name);
  return u?.name ?? seenNames.get(String(id)) ?? String(id);
}

/** Remembers the names of the units a view shows (see unitName). */
export function rememberNames(view: BkaView): void {
  for (const u of view.units ?? []) seenNames.set(u.id, u.name);
}

/** Strength as the seat knows it: a number, or the range an enemy is shown as. */
export function strengthWords(u: Pick<BkaUnit, 'strength' | 'strength_range'>): string {
  if (u.strength_range) return `${u.strength_range[0]}–${u.strength_range[1]}`;
  return String(u.strength ?? '?');
}

function names(ids: unknown, view: BkaView): string {
  const list = Array.isArray(ids) ? ids : [];
  if (list.length <= 2) return list.map((id) => unitName(id, view)).join(' and ');
  return `${unitName(list[0], view)} and ${list.length - 1} more`;
}

function hexList(hexes: unknown): string {
  return (Array.isArray(hexes) ? hexes : []).join(', ');
}

export function describeBkaAction(a: Action, view: BkaView): string {
  const u = unitName(a.unit, view);
  switch (a.type) {
    case 'place':
      return `Place ${u} in ${a.hex}`;
    case 'hold':
      return `Hold ${u} back for the next turn`;
    case 'move':
      return `Move ${u} to ${a.to}`;
    case 'engage':
      return `Engage ${hexList(a.targets)} with ${names(a.attackers, view)}`;
    case 'disengage':
      return `Undo the engagement of ${u}`;
    case 'demolish':
      return `${u}: blow the bridge`;
    case 'rebuild':
      return `${u}: rebuild the bridge`;
    case 'join':
      return `Join ${u} into ${unitName(a.into, view)}`;
    case 'target':
      return `${unitName(a.gun, view)} fires on ${unitName(a.target, view)}`;
    case 'resolve':
      return `Resolve the battle of ${u}`;
    case 'retreat':
      return `Retreat ${u} to ${a.to}`;
    case 'advance':
      return `Advance ${u} to ${a.to}`;
    case 'lose_unit':
      return `Lose ${u}`;
    case 'protect':
      return `${unitName(a.gun, view)} gives protective fire to ${u}`;
    case 'bomb':
      return a.unit ? `Air strike on ${u}` : `Air strike on the dump at ${a.hex}`;
    case 'launch_v2':
      return `Launch a V2 at ${a.hex === view.dumps?.find((d) => d.name === 'Antwerp')?.hex ? 'Antwerp' : a.hex === view.dumps?.find((d) => d.name === 'Liège')?.hex ? 'Liège' : a.hex}`;
    case 'search':
      return `Air reconnaissance over ${a.hex}`;
    case 'end_phase':
      return passWords(view);
    case 'quit':
      return 'Quit the game';
    default:
      return a.type;
  }
}

/** The End-phase button's words: "Resolve" ends the movement as the book's menu says. */
export function passWords(view: BkaView): string {
  switch (view.phase) {
    case 'deploy':
      return 'Deployment done';
    case 'air':
      return 'No more air strikes';
    case 'reinforce':
      return 'Reinforcements done';
    case 'movement':
      return 'Resolve';
    case 'v2':
      return 'No more V2s';
    case 'battles':
      return view.battle?.stage === 'advance' ? 'Advance no further' : 'Resolve the next battle';
    case 'protect':
      return 'Protective fire set';
    default:
      return 'End phase';
  }
}

export function phaseWords(view: BkaView): string {
  if (view.phase === 'over') return PHASE_NAMES.over;
  return `${sideName(view.phasing)} ${PHASE_NAMES[view.phase] ?? view.phase}`;
}

export function levelWords(level: BkaView['german_victory']): string {
  return { none: 'none', tactical: 'tactical victory', liege_and_three_cities: 'Liège and three major cities', antwerp: 'Antwerp' }[level] ?? level;
}

// The words Napoleon at Waterloo uses on screen, after the rule sheet's own terms.

import type { Action } from '../../protocol-types';
import type { CombatResult, NawUnit, NawView } from './types';
import { unitIndex } from './types';

export const SIDE_NAMES: Record<string, string> = { french: 'French', allied: 'Allied' };

export function sideName(side: string | null | undefined): string {
  if (!side) return '—';
  return SIDE_NAMES[side] ?? side.charAt(0).toUpperCase() + side.slice(1);
}

export const PHASE_NAMES: Record<string, string> = {
  movement: 'movement',
  bombardment: 'bombardment (combat step 2a)',
  assault: 'ground combat (combat step 2b)',
  over: 'Game over',
};

export const RESULT_NAMES: Record<CombatResult, string> = {
  AE: 'Attacker eliminated',
  Ar: 'Attacker retreats',
  Dr: 'Defender retreats',
  DE: 'Defender eliminated',
  EX: 'Exchange',
};

export function resultName(code: string): string {
  return RESULT_NAMES[code as CombatResult] ?? code;
}

export const MODE_NAMES: Record<string, string> = {
  infantry: 'infantry',
  cavalry: 'cavalry',
  artillery: 'artillery',
  artillery_1: 'artillery firing one hex',
  artillery_2: 'artillery firing two hexes',
};

export function modeName(mode: string | undefined): string {
  return mode ? (MODE_NAMES[mode] ?? mode) : '—';
}

export const LEVEL_NAMES: Record<string, string> = {
  none: 'no victory',
  marginal: 'Marginal',
  provisional: 'Provisional',
  decisive: 'Decisive',
};

export function levelName(level: string | undefined): string {
  return level ? (LEVEL_NAMES[level] ?? level) : '—';
}

/** "+2", "0", "−1": a die modifier as printed on the capability chart. */
export function signed(n: number): string {
  if (n > 0) return `+${n}`;
  if (n < 0) return `−${-n}`;
  return '0';
}

export function unitShort(unit: NawUnit | undefined, id: string): string {
  if (!unit) return id;
  // The leader's name before the bracket ("Quiot"), or the whole short name.
  const short = unit.name.split(' (')[0] ?? unit.name;
  return `${short} (${id})`;
}

function list(ids: readonly string[], view: NawView): string {
  const units = unitIndex(view);
  return ids.map((id) => unitShort(units.get(id), id)).join(', ');
}

/** One line naming an action, for buttons and prompts. */
export function describeNawAction(action: Action, view: NawView): string {
  const units = unitIndex(view);
  const name = (id: unknown) => unitShort(units.get(String(id)), String(id));
  switch (action.type) {
    case 'move':
      return `Move ${name(action.unit)} to ${action.to}`;
    case 'exit':
      return `Exit ${name(action.unit)} off the north edge`;
    case 'bombard':
      return `Bombard ${action.target} with ${list(action.guns as string[], view)}`;
    case 'attack': {
      const mode = action.mode ? ` (${action.mode} mode)` : '';
      return `Attack ${(action.targets as string[]).join(' + ')} with ${list(action.attackers as string[], view)}${mode}`;
    }
    case 'defend':
      return `Defend as ${action.mode}`;
    case 'losses': {
      const ids = action.units as string[];
      const total = ids.reduce((s, id) => s + (units.get(id)?.strength ?? 0), 0);
      return `Lose ${list(ids, view)} — ${total} strength point${total === 1 ? '' : 's'}`;
    }
    case 'retreat':
      return action.bump
        ? `Retreat ${name(action.unit)} to ${action.to}, bumping out ${name(action.bump)}`
        : `Retreat ${name(action.unit)} to ${action.to}`;
    case 'advance':
      return `Advance ${name(action.unit)} into ${action.to}`;
    case 'volunteer_retreat':
      return `Retreat the guns ${list(action.guns as string[], view)}`;
    case 'pass':
      return passWords(view);
    default:
      return JSON.stringify(action);
  }
}

/** What `pass` means now: ending the phase, or ending a combat's optional step. */
export function passWords(view: NawView): string {
  const stage = view.combat?.stage;
  if (stage === 'advance') return 'Stop advancing';
  if (stage === 'volunteer_retreat') return 'Keep the guns in place';
  return 'End phase';
}

// Why an engagement's odds are what they are, row by row from the server's preview: every
// attacker's strength, and every defender's part with its multipliers (table 8 by class and
// terrain, the revised rules' own where they change it, artillery at half, all attackers across
// a river doubling it). The server computes; these rows only put its figures into words.

import type { AttackRow, BkaUnit, DefenceRow } from './types';
import { CLASS_NAMES } from './words';

export interface OddsRow {
  unit: string;
  what: string;
  strength: string;
  factors: string[];
  value: number;
}

function described(id: string, units: ReadonlyMap<string, BkaUnit>, where = ''): string {
  const u = units.get(id);
  return u ? `${u.name}, ${CLASS_NAMES[u.class]}${where}` : `${id}${where}`;
}

export function attackRows(rows: readonly AttackRow[], units: ReadonlyMap<string, BkaUnit>): OddsRow[] {
  return rows.map((r) => ({
    unit: r.unit,
    what: described(r.unit, units),
    strength: String(r.strength),
    factors: r.attack < r.strength ? [`${r.strength - r.attack} lost to isolation`] : [],
    value: r.attack,
  }));
}

export function defenceRows(rows: readonly DefenceRow[], units: ReadonlyMap<string, BkaUnit>, acrossRiver: boolean): OddsRow[] {
  return rows.map((r) => {
    const factors: string[] = [];
    if (r.liege_or_antwerp) factors.push(`Liège/Antwerp ×${r.multiplier} (revised)`);
    else if (r.multiplier !== 1) factors.push(`${r.terrain} ×${r.multiplier} (table 8)`);
    if (r.artillery_half) factors.push('artillery at half');
    if (acrossRiver) factors.push('across a river ×2');
    const strength = r.strength_range ? `${r.strength_range[0]}–${r.strength_range[1]} (${r.counted} counted)` : String(r.strength);
    return { unit: r.unit, what: described(r.unit, units, ` in ${r.terrain}`), strength, factors, value: r.defence };
  });
}

// Previews in words: an attack's modifiers and its result per die face (LGA 5.64), a
// reinforcement's arrival faces and a withdrawal's rout losses (LGA 5.67).

import type { Modifier } from './types';

export const RESULT_WORDS: Record<string, string> = {
  A3: 'attacker loses 3 morale',
  A2: 'attacker loses 2 morale',
  A1: 'attacker loses 1 morale',
  S1: 'both lose 1 morale',
  D1: 'defender loses 1 morale',
  D2: 'defender loses 2 morale',
  D3: 'defender loses 3 morale',
};

export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0';
}

export function modifierLines(mods: unknown): string[] {
  if (!Array.isArray(mods)) return [];
  return (mods as Modifier[]).map((m) => `${signed(Number(m.value))} ${m.why}`);
}

export interface AttackRow {
  face: string;
  result: string;
  words: string;
  good: boolean;
}

export interface AttackPreview {
  defender: string;
  defenderType: string;
  estimated: boolean;
  modifiers: string[];
  total: string;
  mpCost: number | null;
  rows: AttackRow[];
  /** "3 of 6 faces hurt the defender" */
  summary: string;
}

export function formatAttack(d: Record<string, unknown>): AttackPreview {
  const results = (d.results ?? {}) as Record<string, string>;
  const rows = Object.keys(results)
    .sort((a, b) => Number(a) - Number(b))
    .map((face) => {
      const r = results[face]!;
      return { face, result: r, words: RESULT_WORDS[r] ?? r, good: r.startsWith('D') };
    });
  const good = rows.filter((r) => r.good).length;
  return {
    defender: String(d.defender ?? '?'),
    defenderType: String(d.defender_type ?? ''),
    estimated: !!d.estimated,
    modifiers: modifierLines(d.modifiers),
    total: signed(Number(d.total_modifier ?? 0)),
    mpCost: typeof d.mp_cost === 'number' ? d.mp_cost : null,
    rows,
    summary: `${good} of ${rows.length} faces hurt the defender more`,
  };
}

export function formatReinforce(d: Record<string, unknown> | undefined): string {
  if (!d) return '';
  const faces = Number(d.arrives_on_faces ?? 0);
  const mods = modifierLines(d.modifiers);
  return `arrives on ${faces} of 6 faces` + (mods.length ? ` (${mods.join(', ')})` : '');
}

export function formatWithdraw(d: Record<string, unknown> | undefined): string {
  if (!d) return '';
  if (!d.rout_roll) return 'no rout roll';
  const losses = (d.morale_loss ?? {}) as Record<string, number>;
  const counts = new Map<number, number>();
  for (const v of Object.values(losses)) counts.set(Number(v), (counts.get(Number(v)) ?? 0) + 1);
  const parts = [...counts].sort((a, b) => a[0] - b[0]).map(([loss, n]) => `${n}/6 lose ${loss}`);
  const mods = modifierLines(d.modifiers);
  return `rout roll: ${parts.join(', ')}` + (mods.length ? ` (${mods.join(', ')})` : '');
}

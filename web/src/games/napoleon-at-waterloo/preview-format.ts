// Turns the server's attack/bombard preview into what the combat panel prints: the odds
// line and, per defense mode, the capability modifier and the die → result row.

import type { PreviewDetails, SideEffect } from './types';
import { modeName, resultName, signed } from './words';

export interface PreviewRow {
  mode: string;
  modeLabel: string;
  modifier: string;
  /** The result for die faces 1..6 in order; `tone` names its colour (a CRT code, or
   * "none" where neither side is hurt, "choice" where only the guns' own choice moves them). */
  cells: { face: number; code: string; meaning: string; tone: string }[];
}

export interface FormattedPreview {
  strengths: string;
  odds: string;
  shift: string | null;
  attackMode: string;
  rows: PreviewRow[];
  /** True when the defender will choose among several rows. */
  defenderChooses: boolean;
}

export function formatPreview(d: PreviewDetails, dieSides = 6): FormattedPreview {
  const shifted = d.shift !== 0;
  return {
    strengths: `${d.attack} against ${d.defense}`,
    odds: shifted ? `${d.ratio} → ${d.odds}` : d.odds,
    shift: shifted ? `Woods: odds ${d.shift === -1 ? 'one column' : `${-d.shift} columns`} left (${signed(d.shift)})` : null,
    attackMode: modeName(d.attack_mode),
    rows: d.defenses.map((def) => ({
      mode: def.defense_mode,
      modeLabel: `Defending as ${modeName(def.defense_mode)}`,
      modifier: signed(def.modifier),
      cells: Array.from({ length: dieSides }, (_, i) => {
        const crt = def.results[String(i + 1)] ?? '?';
        const effect = def.effects?.[String(i + 1)];
        if (!effect) return { face: i + 1, code: crt, meaning: resultName(crt), tone: crt };
        // A result that hurts neither side (a bombardment's AE, Ar or EX) shows as "—".
        const unhurt = effect.attackers === 'none' && effect.defenders === 'none';
        return {
          face: i + 1,
          code: unhurt ? '—' : crt,
          tone: unhurt ? 'none' : effect.attackers === 'may_retreat' ? 'choice' : crt,
          meaning: `${crt}: ${effectWords(effect.attackers, 'attackers', d)}; ${effectWords(effect.defenders, 'defenders', d)}`,
        };
      }),
    })),
    defenderChooses: d.defenses.length > 1,
  };
}

function effectWords(effect: SideEffect, side: 'attackers' | 'defenders', d: PreviewDetails): string {
  const who = side === 'attackers' ? (d.bombardment ? 'guns' : 'attackers') : 'defenders';
  switch (effect) {
    case 'none':
      return `${who} unhurt`;
    case 'retreat':
      return `${who} retreat`;
    case 'may_retreat':
      return `${who} unhurt (they may choose to retreat)`;
    case 'eliminated':
      return `${who} eliminated`;
    case 'exchange':
      return `${who} lose at least ${d.exchange_loss ?? '?'} strength points`;
  }
}

/** How many die faces give each result, for a one-line summary ("DE 3/6, Dr 2/6"). */
export function resultChances(row: PreviewRow): string {
  const counts = new Map<string, number>();
  for (const c of row.cells) counts.set(c.code, (counts.get(c.code) ?? 0) + 1);
  const order = ['DE', 'Dr', 'EX', 'Ar', 'AE', '—'];
  return [...counts]
    .sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]))
    .map(([code, n]) => `${code} ${n}/${row.cells.length}`)
    .join(', ');
}

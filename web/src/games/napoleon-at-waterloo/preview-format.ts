// Turns the server's attack/bombard preview into what the combat panel prints: the odds
// line and, per defense mode, the capability modifier and the die → result row.

import type { PreviewDetails } from './types';
import { modeName, resultName, signed } from './words';

export interface PreviewRow {
  mode: string;
  modeLabel: string;
  modifier: string;
  /** The result for die faces 1..6 in order. */
  cells: { face: number; code: string; meaning: string }[];
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
        const code = def.results[String(i + 1)] ?? '?';
        return { face: i + 1, code, meaning: resultName(code) };
      }),
    })),
    defenderChooses: d.defenses.length > 1,
  };
}

/** How many die faces give each result, for a one-line summary ("DE 3/6, Dr 2/6"). */
export function resultChances(row: PreviewRow): string {
  const counts = new Map<string, number>();
  for (const c of row.cells) counts.set(c.code, (counts.get(c.code) ?? 0) + 1);
  const order = ['DE', 'Dr', 'EX', 'Ar', 'AE'];
  return [...counts]
    .sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]))
    .map(([code, n]) => `${code} ${n}/${row.cells.length}`)
    .join(', ');
}

// Composing an attack (SFC 2.3, 4.1): the armies that may take part from the provinces
// bordering the target, the nation's own first, then its allies' (who are asked to join).

import type { Action } from '../../protocol-types';
import type { SfcView } from './view';

export interface AttackGroupChoice {
  from: string;
  nation: string;
  /** Armies there with a move left: the most the group may hold. */
  ready: number;
  own: boolean;
}

/** Groups that could attack `target`, given the provinces bordering it. */
export function attackGroups(view: SfcView, target: string, neighbours: readonly string[]): AttackGroupChoice[] {
  const team = view.nations.find((n) => n.id === view.nation)?.team;
  const allies = new Set(view.nations.filter((n) => n.team === team && n.in_war).map((n) => n.id));
  const groups: AttackGroupChoice[] = [];
  for (const s of view.stacks) {
    if (!neighbours.includes(s.at) || s.at === target || !allies.has(s.nation)) continue;
    const ready = s.moves.filter((m) => m > 0).length;
    if (ready > 0) groups.push({ from: s.at, nation: s.nation, ready, own: s.nation === view.nation });
  }
  // The nation's own armies first, then the allies', each by province.
  return groups.sort((a, b) => Number(b.own) - Number(a.own) || a.nation.localeCompare(b.nation) || a.from.localeCompare(b.from));
}

/** The attack action for the chosen counts (zero leaves a group out); null without own armies. */
export function attackAction(target: string, groups: readonly AttackGroupChoice[], counts: readonly number[]): Action | null {
  const chosen = groups.map((g, i) => ({ from: g.from, nation: g.nation, count: Math.min(g.ready, Math.max(0, Math.floor(counts[i] ?? 0))), own: g.own })).filter((g) => g.count > 0);
  if (!chosen.some((g) => g.own)) return null;
  return { type: 'attack', to: target, groups: chosen.map(({ from, nation, count }) => ({ from, nation, count })) };
}

/** The running advantage of the next pair, as SFC 4.5 computes it. */
export function nextAdvantage(attack: number, defend: number, attackerVictories: number, defenderVictories: number): number {
  return attack - attackerVictories - (defend - defenderVictories);
}

// The attack or bombardment a player is putting together, and what the `legal` list says
// about it: which units may join, which hexes may be hit. The server's preview has the last
// word (legal lists only a useful subset of attacks, docs/cli.md), this only guides clicks.

import type { Action } from '../../protocol-types';
import type { AttackAction, BombardAction, NawUnit, NawView } from './types';

export type CombatKind = 'attack' | 'bombard';

export interface CombatPlan {
  kind: CombatKind;
  attackers: string[];
  targets: string[];
  /** Declared only when infantry and cavalry attack together. */
  mode: 'infantry' | 'cavalry';
}

/** The kind of combat the seat may declare now, if any. */
export function declarableKind(view: NawView, legal: readonly Action[]): CombatKind | null {
  if (view.combat) return null;
  const kind: CombatKind | null = view.phase === 'bombardment' ? 'bombard' : view.phase === 'assault' ? 'attack' : null;
  return kind && legal.some((a) => a.type === kind) ? kind : null;
}

function attackersOf(a: Action): string[] {
  return ((a.type === 'bombard' ? a.guns : a.attackers) as string[] | undefined) ?? [];
}

function targetsOf(a: Action): string[] {
  return a.type === 'bombard' ? [String(a.target)] : ((a.targets as string[] | undefined) ?? []);
}

/** Units that may take part against every chosen target (any target if none is chosen). */
export function eligibleAttackers(legal: readonly Action[], kind: CombatKind, targets: readonly string[]): Set<string> {
  const actions = legal.filter((a) => a.type === kind);
  if (targets.length === 0) return new Set(actions.flatMap(attackersOf));
  const perTarget = targets.map((t) => new Set(actions.filter((a) => targetsOf(a).includes(t)).flatMap(attackersOf)));
  const [first, ...rest] = perTarget;
  return new Set([...first!].filter((id) => rest.every((set) => set.has(id))));
}

/** Hexes that every chosen unit may hit (every legal target if none is chosen). */
export function attackableHexes(legal: readonly Action[], kind: CombatKind, attackers: readonly string[]): Set<string> {
  const actions = legal.filter((a) => a.type === kind);
  const all = new Set(actions.flatMap(targetsOf));
  if (attackers.length === 0) return all;
  return new Set([...all].filter((t) => {
    const able = eligibleAttackers(actions, kind, [t]);
    return attackers.every((id) => able.has(id));
  }));
}

/** Whether infantry and cavalry attack together, so the attacker must declare a mode. */
export function needsMode(plan: CombatPlan, units: ReadonlyMap<string, NawUnit>): boolean {
  if (plan.kind !== 'attack') return false;
  const arms = new Set(plan.attackers.map((id) => units.get(id)?.arm));
  return arms.has('infantry') && arms.has('cavalry');
}

/** Adds or removes units; several at once (a whole stack) are added unless all are in. */
export function toggleAttackers(plan: CombatPlan, ids: readonly string[]): CombatPlan {
  const chosen = new Set(plan.attackers);
  const allIn = ids.every((id) => chosen.has(id));
  for (const id of ids) {
    if (allIn) chosen.delete(id);
    else chosen.add(id);
  }
  return { ...plan, attackers: [...chosen] };
}

/** A click on a target hex: replaces the target, or with shift adds/removes one (attacks only). */
export function chooseTarget(plan: CombatPlan, hex: string, addToTargets: boolean): CombatPlan {
  if (plan.kind === 'bombard' || !addToTargets) {
    return { ...plan, targets: plan.targets.length === 1 && plan.targets[0] === hex ? [] : [hex] };
  }
  const targets = plan.targets.includes(hex) ? plan.targets.filter((t) => t !== hex) : [...plan.targets, hex];
  return { ...plan, targets };
}

/** The action to preview and commit, or null while something is missing. */
export function planAction(plan: CombatPlan, units: ReadonlyMap<string, NawUnit>): AttackAction | BombardAction | null {
  if (plan.attackers.length === 0 || plan.targets.length === 0) return null;
  if (plan.kind === 'bombard') return { type: 'bombard', guns: [...plan.attackers], target: plan.targets[0]! };
  const action: AttackAction = { type: 'attack', attackers: [...plan.attackers], targets: [...plan.targets] };
  if (needsMode(plan, units)) action.mode = plan.mode;
  return action;
}

export function emptyPlan(kind: CombatKind): CombatPlan {
  return { kind, attackers: [], targets: [], mode: 'infantry' };
}

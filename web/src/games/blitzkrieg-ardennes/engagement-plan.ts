// An engagement being put together: the hexes attacked and the units attacking them. The
// rule (BKA Menu, ENGAGE): one central hex, either all the attackers in one hex against up
// to six of its neighbours, or attackers from several hexes against one hex.

import { neighbours } from '../../map/hex';
import type { Action } from '../../protocol-types';
import type { BkaUnit, BkaView, Side } from './types';

export interface EngagementPlan {
  targets: string[];
  attackers: string[];
}

export const EMPTY_PLAN: EngagementPlan = { targets: [], attackers: [] };

function toggle(list: readonly string[], item: string): string[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

export function toggleTarget(plan: EngagementPlan, hex: string): EngagementPlan {
  return { ...plan, targets: toggle(plan.targets, hex) };
}

export function toggleAttacker(plan: EngagementPlan, id: string): EngagementPlan {
  return { ...plan, attackers: toggle(plan.attackers, id) };
}

/** Hexes holding an enemy unit the side can see: what it may attack. */
export function enemyHexes(view: BkaView, side: Side): Set<string> {
  return new Set((view.units ?? []).filter((u) => u.side !== side).map((u) => u.hex));
}

export function engagedUnits(view: BkaView): Set<string> {
  return new Set((view.engagements ?? []).flatMap((e) => e.attackers));
}

/** The side's units that could join: next to every target, not yet engaged, no infiltrator. */
export function candidateAttackers(view: BkaView, side: Side, targets: readonly string[]): BkaUnit[] {
  if (targets.length === 0) return [];
  const engaged = engagedUnits(view);
  return (view.units ?? []).filter(
    (u) => u.side === side && u.class !== 'infiltrator' && !engaged.has(u.id) && targets.every((t) => neighbours(t).includes(u.hex)),
  );
}

/** The `engage` action for the plan, or null while it lacks attackers or targets. */
export function planAction(plan: EngagementPlan): Action | null {
  if (plan.targets.length === 0 || plan.attackers.length === 0) return null;
  return { type: 'engage', attackers: [...plan.attackers], targets: [...plan.targets] };
}

/** Drops what the new view no longer allows (a unit moved away, a target emptied). */
export function prunePlan(plan: EngagementPlan, view: BkaView, side: Side): EngagementPlan {
  const enemy = enemyHexes(view, side);
  const targets = plan.targets.filter((t) => enemy.has(t));
  const able = new Set(candidateAttackers(view, side, targets).map((u) => u.id));
  return { targets, attackers: plan.attackers.filter((id) => able.has(id)) };
}

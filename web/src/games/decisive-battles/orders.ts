// The legal list read as the book's menus: where the army HQ may go (Menu 5), the profiles
// open (Menu 6), the HQs that may be commanded and each one's commands (Menus 7-8), the
// brigades that may be ordered and each one's orders (Menus 9-11). Nothing here invents an
// order: every button the panels show is one of these actions.

import type { Action } from '../../protocol-types';

export const ENGAGED_ORDERS = ['assault', 'skirmish', 'advance', 'withdraw'] as const;

export interface ArmyMoves {
  stand: Action | undefined;
  /** To an objective the side holds. */
  objectives: Action[];
  toCorps: Action[];
  /** Every friendly hex the army HQ may be sent to, for a click on the map. */
  hexes: Map<string, Action>;
}

export function armyMoves(legal: readonly Action[], objectiveHexes: ReadonlySet<string>): ArmyMoves {
  const moves = legal.filter((a) => a.type === 'move_army');
  const hexes = new Map<string, Action>();
  for (const a of moves) if (typeof a.to === 'string') hexes.set(a.to, a);
  return {
    stand: moves.find((a) => a.to === undefined && a.corps === undefined),
    objectives: [...hexes.values()].filter((a) => objectiveHexes.has(String(a.to))),
    toCorps: moves.filter((a) => typeof a.corps === 'string'),
    hexes,
  };
}

export function profiles(legal: readonly Action[]): Action[] {
  return legal.filter((a) => a.type === 'profile');
}

/** The HQs the army may command this hour, in the legal list's order. */
export function commandableHqs(legal: readonly Action[]): string[] {
  return [...new Set(legal.filter((a) => a.type === 'command').map((a) => String(a.hq)))];
}

export interface HqCommands {
  reserve: Action | undefined;
  defensive: Action[];
  offensive: Action[];
}

export function hqCommands(legal: readonly Action[], hq: string): HqCommands {
  const mine = legal.filter((a) => a.type === 'command' && a.hq === hq);
  return {
    reserve: mine.find((a) => a.command === 'reserve'),
    defensive: mine.filter((a) => a.command === 'defensive'),
    offensive: mine.filter((a) => a.command === 'offensive'),
  };
}

const objectivesOf = (a: Action): string[] => (Array.isArray(a.objectives) ? a.objectives.map(String) : []);

/** An offensive's destinations: the last objective of each (the first of two is the route). */
export function offensiveDestinations(offensive: readonly Action[]): string[] {
  return [...new Set(offensive.map((a) => objectivesOf(a).at(-1)!).filter(Boolean))];
}

/** The manoeuvre points an offensive on `destination` may go by way of. */
export function manoeuvrePoints(offensive: readonly Action[], destination: string): string[] {
  return offensive.map(objectivesOf).filter((o) => o.length === 2 && o[1] === destination).map((o) => o[0]!);
}

/** The offensive on `destination`, by way of `via` when given. */
export function offensiveAction(offensive: readonly Action[], destination: string, via: string | null): Action | undefined {
  return offensive.find((a) => {
    const o = objectivesOf(a);
    return via ? o.length === 2 && o[0] === via && o[1] === destination : o.length === 1 && o[0] === destination;
  });
}

/** The brigades the army may order this hour. */
export function orderableBrigades(legal: readonly Action[]): string[] {
  return [...new Set(legal.filter((a) => a.type === 'order').map((a) => String(a.brigade)))];
}

export interface BrigadeOrders {
  /** Assault, skirmish, advance, withdraw: Menu 10's orders, the brigade being engaged. */
  engaged: Action[];
  /** Column toward the division's objective (no `to`). */
  column: Action | undefined;
  /** An independent brigade's objective order: column with `to`, one per objective. */
  objective: Action[];
  /** Deploy into a hex beside it, by hex. */
  deploy: Map<string, Action>;
  regroup: Action | undefined;
  stand: Action | undefined;
  reserve: Action | undefined;
}

export function brigadeOrders(legal: readonly Action[], brigade: string): BrigadeOrders {
  const mine = legal.filter((a) => a.type === 'order' && a.brigade === brigade);
  const one = (order: string) => mine.find((a) => a.order === order && a.to === undefined);
  return {
    engaged: mine.filter((a) => (ENGAGED_ORDERS as readonly unknown[]).includes(a.order)),
    column: one('column'),
    objective: mine.filter((a) => a.order === 'column' && typeof a.to === 'string'),
    deploy: new Map(mine.filter((a) => a.order === 'deploy' && typeof a.to === 'string').map((a) => [String(a.to), a])),
    regroup: one('regroup'),
    stand: one('stand'),
    reserve: one('reserve'),
  };
}

export const isEngaged = (o: BrigadeOrders): boolean => o.engaged.length > 0;

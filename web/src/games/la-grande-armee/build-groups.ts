// The Build/Rally panel's content, straight from the legal list: builds grouped by unit
// (each with its cost and its sites), rallies with their cost, British aid by amount.

import type { Action } from '../../protocol-types';
import type { LgaUnit } from './types';

export interface BuildGroup {
  unit: string;
  nation: string;
  type: string;
  cost: number | null;
  actions: Action[];
}

export interface RallyOption {
  unit: string;
  cost: number | null;
  action: Action;
}

export interface AidGroup {
  to: string;
  actions: Action[];
}

export interface BuildPanelModel {
  builds: BuildGroup[];
  rallies: RallyOption[];
  aid: AidGroup[];
  endPhase: Action | null;
}

/** LGA 5.5: a rally costs 4/3/2/1 MPs from morale 0/1/2/3. */
export function rallyCost(morale: number | null | undefined): number | null {
  if (morale === null || morale === undefined || morale < 0) return null;
  return Math.max(1, 4 - morale);
}

export function buildPanelModel(legal: readonly Action[], units: ReadonlyMap<string, LgaUnit>): BuildPanelModel {
  const builds = new Map<string, BuildGroup>();
  const rallies: RallyOption[] = [];
  const aid = new Map<string, AidGroup>();
  let endPhase: Action | null = null;
  for (const a of legal) {
    if (a.type === 'build') {
      const id = String(a.unit);
      let g = builds.get(id);
      if (!g) {
        const u = units.get(id);
        g = { unit: id, nation: u?.nation ?? '', type: u?.type ?? '', cost: u?.cost ?? null, actions: [] };
        builds.set(id, g);
      }
      g.actions.push(a);
    } else if (a.type === 'rally') {
      const id = String(a.unit);
      rallies.push({ unit: id, cost: rallyCost(units.get(id)?.morale), action: a });
    } else if (a.type === 'aid') {
      const to = String(a.to);
      let g = aid.get(to);
      if (!g) aid.set(to, (g = { to, actions: [] }));
      g.actions.push(a);
    } else if (a.type === 'end_phase') {
      endPhase = a;
    }
  }
  for (const g of aid.values()) g.actions.sort((x, y) => Number(x.amount) - Number(y.amount));
  return { builds: [...builds.values()], rallies, aid: [...aid.values()], endPhase };
}

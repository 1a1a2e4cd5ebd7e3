// What the panels remember between updates: the choices made in their selects before the
// order is given, and what a click on the map will pick (the army HQ's hex, a deploy hex).

export type Picking = { kind: 'army' } | { kind: 'deploy'; brigade: string } | null;

export interface PanelUi {
  armyObjective: string;
  defensive: Record<string, string>;
  offensiveTo: Record<string, string>;
  offensiveVia: Record<string, string>;
  objective: Record<string, string>;
  picking: Picking;
}

export function freshUi(): PanelUi {
  return { armyObjective: '', defensive: {}, offensiveTo: {}, offensiveVia: {}, objective: {}, picking: null };
}

export interface PanelHost {
  act(a: import('../../protocol-types').Action): void;
  /** Draw the panels again (a select changed, a mode began). */
  redraw(): void;
  /** Pick a unit: ring it, show its details, bring it into view. */
  pick(id: string): void;
  ui: PanelUi;
}

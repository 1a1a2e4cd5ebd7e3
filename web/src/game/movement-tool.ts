// Selecting a unit and moving it: the server answers which hexes it may reach (inspect
// `reachable`), the map lights them, hovering shows the path and its cost, a click moves.

import type { SeatState } from '../game-module';
import type { Action } from '../protocol-types';
import type { MapView } from '../map/map-view';

interface Reach {
  cost: number;
  path: string[];
}

interface ReachableAnswer {
  unit: string;
  hexes: { hex: string; cost: number; path: string[] }[];
}

export interface MovementHost {
  map: MapView;
  inspect(query: Record<string, unknown>): Promise<unknown>;
  act(action: Action): Promise<boolean>;
  /** The selection changed (the side panel shows it). */
  selectionChanged(): void;
}

export class MovementTool {
  selected: string | null = null;
  private reach = new Map<string, Reach>();
  /** Tells a late `reachable` answer from the current selection. */
  private asking = 0;

  constructor(private readonly host: MovementHost) {}

  /** Whether the seat shown may move this unit now (the legal list has a move for it). */
  static canMove(state: SeatState, unitId: string): boolean {
    const myMove = !state.over && state.seat !== null && state.toMove === state.seat;
    return myMove && state.legal.some((a) => a.type === 'move' && a.unit === unitId);
  }

  select(unitId: string | null, state: SeatState): void {
    this.selected = unitId;
    this.reach.clear();
    this.host.map.clearHighlight('reachable');
    this.host.map.hidePath();
    this.host.map.setSelected(unitId);
    this.host.selectionChanged();
    if (unitId && MovementTool.canMove(state, unitId)) void this.askReachable(unitId);
  }

  /** After a new state: keep the selection if the unit is still there, refresh its reach. */
  refresh(state: SeatState, unitStillExists: boolean): void {
    if (this.selected && !unitStillExists) this.select(null, state);
    else this.select(this.selected, state);
  }

  hover(hex: string | null): void {
    const r = hex ? this.reach.get(hex) : undefined;
    if (r) this.host.map.showPath(r.path, `${r.cost} MP`);
    else this.host.map.hidePath();
  }

  /** A click on a lit hex moves the selected unit; true when the click was used. */
  click(hex: string): boolean {
    if (!this.selected || !this.reach.has(hex)) return false;
    const unit = this.selected;
    void this.host.act({ type: 'move', unit, to: hex });
    return true;
  }

  /** The move a click on an unlit hex would ask for, for the server to say why not. */
  refusalProbe(hex: string, state: SeatState): Action | undefined {
    const unit = this.selected;
    if (!unit || !MovementTool.canMove(state, unit) || this.reach.has(hex) || this.host.map.hexOf(unit) === hex) return undefined;
    return { type: 'move', unit, to: hex };
  }

  reachableHexes(): string[] {
    return [...this.reach.keys()];
  }

  private async askReachable(unitId: string): Promise<void> {
    const ask = ++this.asking;
    try {
      const answer = (await this.host.inspect({ type: 'reachable', unit: unitId })) as ReachableAnswer;
      if (ask !== this.asking || this.selected !== unitId) return;
      this.reach = new Map((answer?.hexes ?? []).map((h) => [h.hex, { cost: h.cost, path: h.path }]));
      this.host.map.highlight('reachable', this.reach.keys());
      // A reinforcement has no counter on screen: show where it can enter.
      if (!this.host.map.hexOf(unitId)) this.host.map.reveal([...this.reach.keys()]);
      this.host.selectionChanged();
    } catch {
      // The side panel still shows the unit; an unanswerable question only means no lit hexes.
    }
  }
}

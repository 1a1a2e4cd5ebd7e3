// What each game adds to the generic client. The lobby, map, turn bar, event log, hot-seat
// and save/load are shared; a game module brings its counters, panels and words.

import type { Action, Board, CatalogTeam, LegalRun, LoggedEvent, SeatPlayer, View } from './protocol-types';

/** One seat's latest picture of a game, as the server last sent it. */
export interface SeatState {
  gameId: string;
  game: string;
  scenario: string;
  /** The board when the game's scenario is a designer's own (else fetched: api.ts boardOf). */
  board?: Board;
  /** The seat whose view this is; null for a spectator. */
  seat: string | null;
  seats: Record<string, SeatPlayer>;
  /** Seats that one person plays together (a team game's alliances); empty otherwise. */
  teams: CatalogTeam[];
  seq: number;
  view: View;
  toMove: string | null;
  over: boolean;
  result: Record<string, unknown> | null;
  legal: Action[];
  /** The same list as the server sent it, in runs: the next update may patch it. */
  legalRuns: LegalRun[];
  canUndo: boolean;
  /** The game report so far, oldest first. */
  events: LoggedEvent[];
}

export interface UnitOnMap {
  id: string;
  /** The hex label; on an area board, the area id. */
  hex: string;
  side: string;
}

/** Units the player may pick although they are not on the map (reinforcements, say). */
export interface OffMapGroup {
  title: string;
  unitIds: string[];
}

export interface UnitDetails {
  title: string;
  rows: [label: string, value: string][];
}

export interface TurnSummary {
  /** "Turn 3 of 10" */
  turn: string;
  /** "French bombardment" */
  phase: string;
  /** The side whose turn it is, a seat id, if the game has one. */
  phasing: string | null;
}

/** How the map shows a set of marked hexes from the board (exits, entries). */
export interface MarkStyle {
  label: string;
  color: string;
  /** An arrow on this map edge beside each hex: pointing off the map, or into it. */
  arrow?: { edge: MapEdge; inward: boolean };
}

export type MapEdge = 'north' | 'south' | 'east' | 'west';

/** One line of the map legend: a small drawing and what it means. */
export interface LegendItem {
  swatch: SVGElement;
  label: string;
}

/** A die as the result banner draws it. */
export interface CombatDie {
  value: number;
  /** 6 for a d6 (drawn with pips), 10 for a d10. */
  sides: number;
  /** Who rolled it, when a combat has several dice: "Germany". */
  who?: string;
}

/** One combat as the result banner shows it, whatever the game's table. */
export interface CombatOutcome {
  /** The report's seq of the combat's first and last events (a combat may span decisions). */
  firstSeq: number;
  lastSeq: number;
  /** Where it was fought: the banner stands beside this hex (area). */
  hex: string;
  /** Every place it touched (attacker, defender, retreats), marked on the map. */
  hexes: string[];
  /** "Allied attack on 1710" */
  title: string;
  /** The odds or the game's equivalent: "36 to 9 at 4-1, cavalry vs infantry (+2)". */
  odds: string;
  dice: CombatDie[];
  /** "DE: defender eliminated" */
  result: string;
  /** Each side's losses: ["French", "Pegot destroyed"]. */
  losses: [side: string, text: string][];
}

/** A unit (an army, a stack) going from place to place, as the replay draws it. */
export interface MapMove {
  /** The places it went through, first to last (at least two). */
  path: string[];
  kind: 'move' | 'attack' | 'retreat';
}

/** What one event shows on the map: its moves and the places it changed. */
export interface EventTrace {
  moves: MapMove[];
  hexes: string[];
}

export interface ResultSummary {
  headline: string;
  rows: [label: string, value: string][];
}

/** What a click on the map hit. */
export interface MapClick {
  /** The hex label; on an area board, the area id. */
  hex: string;
  unit: string | null;
  shift: boolean;
  /** A finger's tap on a touch screen (no hover came before it). */
  touch?: boolean;
}

/** A path the map draws from the selection to a place, with its cost ("3 MP"). */
export interface PathPreview {
  path: string[];
  label: string;
}

/** Map overlays a game may use. Each kind has its own colour and line style. */
export type HighlightKind = 'reachable' | 'target' | 'candidate' | 'choice' | 'chosen' | 'selected';
export type UnitMarkKind = 'attacker' | 'candidate' | 'defender';

export interface MapOverlays {
  highlight(kind: HighlightKind, hexes: Iterable<string>): void;
  clearHighlight(kind: HighlightKind): void;
  markUnits(kind: UnitMarkKind, unitIds: Iterable<string>): void;
  /** Brings the hexes into view if they are off screen. */
  reveal(hexes: readonly string[]): void;
  /** A game's own drawing over the counters (board units, HEX_SIZE hexes), kept until the
   * game replaces it; null clears it. Decisive Battles draws the last hour's marches there. */
  showGameLayer?(content: SVGElement | null): void;
}

/** What the generic game page hands a game's controller. */
export interface GameContext {
  /** Where the game puts its action panels (combat, decisions). */
  panel: HTMLElement;
  /** Where the game shows its victory status. */
  status: HTMLElement;
  map: MapOverlays;
  /** Sends an action for the seat shown; false when the server refused it (already reported). */
  act(action: Action): Promise<boolean>;
  /** Asks the server a question about the game (docs/protocol.md `inspect`). */
  inspect(query: Record<string, unknown>): Promise<unknown>;
  say(text: string, kind?: 'error' | 'info'): void;
  /** For a game that selects units itself: the map rings this unit and the side panel shows
   * its details (null clears). */
  showSelected(unitId: string | null): void;
}

export interface GameController {
  /** A new state for the seat shown. */
  update(state: SeatState): void;
  /** A click the game wants for itself returns true; otherwise the unit/move tool gets it. */
  onMapClick(click: MapClick): boolean;
  /** Esc: drop the game's own choices; true if there was something to drop. */
  cancel(): boolean;
  /** The hex under the mouse (null when it left the map), for games that explain areas. */
  onMapHover?(hex: string | null): void;
  /** For a game that selects and moves units itself: the action a click on this hex would
   * order now, so the page can ask the server why it is refused; undefined when none. */
  refusalProbe?(hex: string): Action | undefined;
  /** Whether a click here picks something of the player's (a unit, a province's armies)
   * rather than ordering the selection; by default, a click on a counter does. A finger's tap
   * that picks nothing, on a place the selection may not enter, explains why instead. */
  picks?(click: MapClick): boolean;
  /** For a game that moves units itself: the path and cost to a place the selection may
   * reach, drawn on hover and on a first tap; undefined elsewhere. */
  pathTo?(hex: string): PathPreview | undefined;
}

/** The sound an event of the report makes (src/sound): a die is heard for any event with a
 * numeric `roll` without the game saying so. */
export type EventSound = 'die' | 'combat' | 'march';

export interface GameModule {
  readonly id: string;
  seatName(seat: string): string;
  /** A side's colour for the mini-map's dots. */
  sideColor(side: string): string;
  turnSummary(view: View): TurnSummary;
  unitsOnMap(view: View): UnitOnMap[];
  offMapGroups(view: View, legal: readonly Action[]): OffMapGroup[];
  /** A counter drawn centred on (0, 0), COUNTER_SIZE board units square. */
  drawCounter(unitId: string, view: View): SVGGElement;
  /** A short accessible name: "FR-1-1 Quiot, French infantry 4-4". */
  unitLabel(unitId: string, view: View): string;
  unitDetails(unitId: string, view: View): UnitDetails;
  markStyle(mark: string): MarkStyle;
  /** One line for a button or the log: "Exit FR-2-1 off the north edge". */
  describeAction(action: Action, view: View): string;
  /** The words on the End-phase button in the current state. */
  passLabel(view: View): string;
  /** The action the End-phase button sends; by default the legal `pass`. */
  passAction?(legal: readonly Action[], view: View): Action | undefined;
  /** The game's own drawing of the printed map, laid once over the generic terrain. */
  drawBoard?(board: Board, size: number): SVGGElement;
  /** The legend for a map the game draws itself (drawBoard); by default the terrain kinds. */
  legendItems?(board: Board): LegendItem[];
  /** What the map shows of the state under the counters (control, say), redrawn each update.
   * It goes into the drawBoard group's `.state-slot` element if there is one, else over it. */
  drawStateLayer?(board: Board, view: View, size: number): SVGGElement;
  describeResult(result: Record<string, unknown>, view: View): ResultSummary;
  /** The key of the current phase in the game's player aids' sequence of play
   * (data/<game>/aids.json `sequence[].keys`): "french movement". */
  phaseKey?(view: View): string;
  /** The report's line for an event, in an after-action report's words (names, not ids);
   * by default the server's narration `text`. Keep its leading spaces (the indent). */
  reportLine?(event: LoggedEvent['event'], text: string, view: View): string;
  /** One line for `count` events in a row that read the same (set-up placements, say);
   * undefined keeps them apart. */
  reportRepeated?(event: LoggedEvent['event'], count: number, view: View): string | undefined;
  /** Every unit the seat may see in a hex, top first, for a game that draws only the top
   * counter of a stack; by default the counters drawn there. */
  stackContents?(hex: string, view: View): string[];
  /** A stack's totals for its hover card (strength, say); the count of counters is shown anyway. */
  stackTotals?(unitIds: readonly string[], view: View): [label: string, value: string][];
  /** The combats the report holds, oldest first (the result banner shows the newest). */
  combatOutcomes?(events: readonly LoggedEvent[], view: View): CombatOutcome[];
  /** What an event of the report shows on the map (a replay's arrows and marks); null if nothing. */
  eventTrace?(event: LoggedEvent['event'], view: View): EventTrace | null;
  /** Which of the game's events is a combat, a march or a die (when it has no `roll`). */
  soundOf?(event: LoggedEvent['event']): EventSound | null;
  /** What the side panel's selection says while nothing is selected, for a game that picks
   * something other than counters (provinces, say); by default, to pick a counter. */
  selectionHint?(touch: boolean): string;
  createController(ctx: GameContext): GameController;
}

/** The action the End-phase button would send for the seat shown now, if any. */
export function passActionFor(module: GameModule, state: SeatState): Action | undefined {
  if (state.over || state.seat === null || state.toMove !== state.seat) return undefined;
  return module.passAction ? module.passAction(state.legal, state.view) : state.legal.find((a) => a.type === 'pass');
}

/** Counters are this many board units square; a hex is HEX_SIZE from centre to corner. */
export const HEX_SIZE = 36;
export const COUNTER_SIZE = 40;

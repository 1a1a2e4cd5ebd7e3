// The messages of the Grognard server protocol, version 1 (docs/protocol.md).
// Game-specific parts (views, actions, query answers) stay `unknown`-shaped here; each game
// module narrows them.

import type { Operation } from 'fast-json-patch';

export const PROTOCOL_VERSION = 1;

/** A game's action in its JSON form (docs/cli.md); every action has a `type`. */
export interface Action {
  type: string;
  [field: string]: unknown;
}

/** A game's view of the state for one seat; the game module knows its shape. */
export type View = Record<string, unknown>;

export interface SeatPlayer {
  player: 'human' | 'computer';
  agent?: string;
}

export interface LoggedEvent {
  seq: number;
  seat: string | null;
  event: { type: string; [field: string]: unknown };
  text: string;
}

/** The fields of an `update`; `joined` carries them too. */
export interface UpdateFields {
  game_id: string;
  seat: string | null;
  seq: number;
  /** The whole view: always in `joined`; in an `update` only when it carries no patch. */
  view?: View;
  /** The seq of the view this update's patch applies to (an `update` with a patch only). */
  since?: number;
  /** RFC 6902 operations that turn the view held at `since` into the view at `seq`. */
  patch?: Operation[];
  to_move: string | null;
  over: boolean;
  result: Record<string, unknown> | null;
  /**
   * The legal actions of the seat, when it is to move, as runs (else empty): always in
   * `joined` and with a whole `view`; in an update with a patch, this or `legal_patch`.
   */
  legal_runs?: LegalRun[];
  /** RFC 6902 operations that turn the runs held at `since` into the runs at `seq`. */
  legal_patch?: Operation[];
  events: LoggedEvent[];
  can_undo: boolean;
}

/**
 * Legal actions in a row that differ in one field only: `action` with `each` set to each value
 * `of` lists, in order; a lone action has no `each`.
 */
export interface LegalRun {
  action: Action;
  each?: string;
  of?: unknown[];
}

export interface UpdateMessage extends UpdateFields {
  type: 'update';
}

export interface JoinedMessage extends UpdateFields {
  type: 'joined';
  view: View;
  legal_runs: LegalRun[];
  game: string;
  scenario: string;
  seats: Record<string, SeatPlayer>;
  /** Empty unless the game is played by teams. */
  teams?: CatalogTeam[];
  /** The board of a designer's scenario, which GET /api/board does not serve. */
  board?: Board;
}

export interface CreatedMessage {
  type: 'created';
  game_id: string;
  game: string;
  scenario: string;
  /** The seats the creator took (`mine`), seat → token. */
  tokens: Record<string, string>;
  /** Every other human seat, seat → invitation: `claim` turns one into its token, once. */
  invitations: Record<string, string>;
  spectator: string;
}

export interface ClaimedMessage {
  type: 'claimed';
  game_id: string;
  game: string;
  scenario: string;
  seat: string;
  token: string;
}

export interface AckMessage {
  type: 'ack';
  seq: number;
}

export interface InspectionMessage {
  type: 'inspection';
  query: Record<string, unknown>;
  answer: unknown;
}

export interface SavedMessage {
  type: 'saved';
  save: Record<string, unknown>;
}

export interface GameSummary {
  token: string;
  game_id: string;
  game: string;
  scenario: string;
  seat: string | null;
  to_move: string | null;
  over: boolean;
  /** protocol.md names `updated`; the server (so far) sends `created` and `seq` instead. */
  updated?: string | number;
  created?: string | number;
  seq?: number;
}

export interface GamesMessage {
  type: 'games';
  games: GameSummary[];
}

export interface ErrorMessage {
  type: 'error';
  code: string;
  message: string;
  rule?: string;
}

/** A balance job (docs/protocol.md, "Balance jobs"): the figures are the command line's. */
export interface BalanceStartedMessage {
  type: 'balance_started';
  job: number;
  game: string;
  scenario: string;
  agents: string[];
  games: number;
  first_seed: number;
}

export interface BalanceScenarioMessage {
  type: 'balance_scenario';
  game: string;
  scenario: string;
  seats: string[];
  teams: CatalogTeam[];
}

export interface BalanceProgressMessage {
  type: 'balance_progress';
  job: number;
  done: number;
  games: number;
}

export interface BalanceResultMessage {
  type: 'balance_result';
  job: number;
  summary: import('./balance/balance-data').BalanceSummary;
  results: import('./balance/balance-data').GameResult[];
}

export interface BalanceCancelledMessage {
  type: 'balance_cancelled';
  job: number;
}

/** Messages a balance job sends on its own, answering no request. */
export type BalancePush = BalanceProgressMessage | BalanceResultMessage | BalanceCancelledMessage;

export type ServerMessage =
  | BalanceStartedMessage
  | BalanceScenarioMessage
  | BalancePush
  | { type: 'balance_cancelling'; running: boolean }
  | UpdateMessage
  | JoinedMessage
  | CreatedMessage
  | ClaimedMessage
  | AckMessage
  | InspectionMessage
  | SavedMessage
  | GamesMessage
  | ErrorMessage
  | { type: 'pong' };

/** Requests, without the `v` and `id` the client adds. */
export type ClientRequest =
  /** `mine`: the human seats the creator takes (default all); the others get invitations. */
  /** `options`: only those the player changed from their defaults (*Options*); absent when none. */
  | { type: 'create'; game: string; scenario: string; seats: Record<string, SeatPlayer>; mine?: string[]; seed?: number; options?: OptionValues }
  | { type: 'load'; save: unknown; seats: Record<string, SeatPlayer>; mine?: string[] }
  | { type: 'claim'; invitation: string }
  | { type: 'join'; token: string }
  /** `seq`: the number of actions the game had when the action was chosen (the latest `update`'s). */
  | { type: 'act'; token: string; seq: number; action: Action }
  | { type: 'inspect'; token: string; query: Record<string, unknown> }
  /** `seq` as for `act`: an undo made on a game that has moved on is refused as stale. */
  | { type: 'undo'; token: string; seq: number }
  | { type: 'save'; token: string }
  | { type: 'games'; tokens: string[] }
  | { type: 'ping' }
  /** `scenario` (a shipped id) or `scenario_file` (a designer's scenario JSON). */
  | { type: 'balance_scenario'; game: string; scenario?: string; scenario_file?: unknown }
  | { type: 'balance'; game: string; scenario?: string; scenario_file?: unknown; players: Record<string, string>; games: number; seed?: number }
  | { type: 'balance_cancel' };

/** Which reply each request gets when it succeeds. */
export interface ReplyFor {
  create: CreatedMessage;
  load: CreatedMessage;
  claim: ClaimedMessage;
  join: JoinedMessage;
  act: AckMessage;
  inspect: InspectionMessage;
  undo: AckMessage;
  save: SavedMessage;
  games: GamesMessage;
  ping: { type: 'pong' };
  balance_scenario: BalanceScenarioMessage;
  balance: BalanceStartedMessage;
  balance_cancel: { type: 'balance_cancelling'; running: boolean };
}

// ---- HTTP ----

/** Seats that play as one side (a team game's alliance); one person may hold them all. */
export interface CatalogTeam {
  id: string;
  name: string;
  seats: string[];
}

export interface CatalogScenario {
  id: string;
  name: string;
  /** The situation the scenario opens on, shown when it is chosen. */
  description?: string;
  /** The seats of a game of this scenario, in the game's order. */
  seats: string[];
  /** Empty unless the game is played by teams. */
  teams: CatalogTeam[];
}

export interface CatalogGame {
  id: string;
  title: string;
  agents: string[];
  /** False when every seat sees the same picture: no hand-over cover is needed. */
  hidden_information: boolean;
  /** The choices the game offers before play; empty for most games. */
  options: GameOption[];
  scenarios: CatalogScenario[];
}

/** The value of one game option: a choice's value, a bool, an int, or ints by key. */
export type OptionValue = string | boolean | number | Record<string, number>;

/** Option key → value, as `create` sends them and a scenario's `options` holds them. */
export type OptionValues = Record<string, OptionValue>;

/** What every option has (docs/protocol.md, "Options"). */
interface GameOptionBase {
  key: string;
  label: string;
  /** The option exists only with these other options chosen, e.g. `{"rules": "revised"}`. */
  only?: OptionValues;
}

export interface ChoiceOption extends GameOptionBase {
  kind: 'choice';
  choices: { value: string; label: string }[];
  default: string;
}

export interface BoolOption extends GameOptionBase {
  kind: 'bool';
  default: boolean;
}

export interface IntOption extends GameOptionBase {
  kind: 'int';
  min: number;
  max: number;
  default: number;
}

/** Several whole numbers, one per key, each from `min` to `max`. */
export interface IntsOption extends GameOptionBase {
  kind: 'ints';
  keys: string[];
  min: number;
  max: number;
  default: Record<string, number>;
}

/** A choice a game offers before play (the shipped scenario plays with each `default`). */
export type GameOption = ChoiceOption | BoolOption | IntOption | IntsOption;

export interface Catalog {
  games: CatalogGame[];
}

export interface Hexside {
  hex: string;
  side: string;
  feature: string;
}

/** A hex board (hexes labelled CCRR): Napoleon at Waterloo, La Grande Armée. */
export interface HexBoard {
  /** Flat tops shift `low_columns` half a hex down; pointy tops shift `left_rows` half a hex left. */
  grid: {
    kind: 'hex';
    orientation: 'flat' | 'pointy';
    columns: number;
    rows: number;
    low_columns?: 'odd' | 'even';
    left_rows?: 'odd' | 'even';
  };
  terrain: Record<string, { label: string; [k: string]: unknown }>;
  hexes: Record<string, string>;
  default_terrain: string;
  hexsides: Hexside[];
  places: { name: string; hex: string }[];
  marked: Record<string, string[]>;
}

/** A ring of board points [x, y] (y down), closed implicitly. */
export type Ring = [number, number][];

/** One area (province) of an area board. */
export interface BoardArea {
  id: string;
  name: string;
  /** Outer rings; an area with islands has several. */
  rings: Ring[];
  /** Where its counters stand. */
  center: [number, number];
  /** Where its name goes. */
  label: [number, number];
  [k: string]: unknown;
}

/**
 * An area board (Struggle for the Continent): areas with outlines in board units, and
 * the links between them. The map's `hex` fields (MapClick, UnitOnMap) hold area ids.
 */
export interface AreaBoard {
  grid: { kind: 'areas'; width: number; height: number };
  areas: BoardArea[];
  links: { a: string; b: string; kind: string }[];
  /** Backdrop land that is no area. */
  land?: Ring[];
  /** Areas no one may enter, drawn hatched. */
  impassable?: { id: string; name: string; rings: Ring[] }[];
  places: { name: string; hex: string }[];
  marked: Record<string, string[]>;
  [k: string]: unknown;
}

export type Board = HexBoard | AreaBoard;

export function isAreaBoard(board: Board): board is AreaBoard {
  return board.grid.kind === 'areas';
}

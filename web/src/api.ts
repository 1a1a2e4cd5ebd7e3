// The server's small HTTP API (docs/protocol.md, "HTTP").

import type { Board, Catalog } from './protocol-types';

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { Accept: 'application/json' } });
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    const message = body?.error?.message ?? `${response.status} ${response.statusText}`;
    throw new Error(`${path}: ${message}`);
  }
  return body as T;
}

/** How the server is reached from elsewhere (GET /api/server): where links should point. */
export interface ServerInfo {
  public_url: string;
  /** "option": the operator said it; "guessed": the outward address of a server listening
   * everywhere; "host": the one address it listens on. */
  public_url_source: 'option' | 'guessed' | 'host';
}

let serverInfo: Promise<ServerInfo | null> | null = null;

/** The server's address for links, asked once per page; null from a server too old to say. */
export function fetchServerInfo(): Promise<ServerInfo | null> {
  serverInfo ??= getJson<ServerInfo>('/api/server').catch(() => null);
  return serverInfo;
}

export function fetchCatalog(): Promise<Catalog> {
  return getJson<Catalog>('/api/catalog');
}

const boards = new Map<string, Promise<Board>>();

/** The board of the game a state shows: the one its `joined` message brought for a designer's
 * scenario, else the shipped scenario's. */
export function boardOf(state: { game: string; scenario: string; board?: Board }): Promise<Board> {
  return state.board ? Promise.resolve(state.board) : fetchBoard(state.game, state.scenario);
}

/** The board is the same for every seat and never changes, so one fetch per page is enough. */
function fetchBoard(game: string, scenario: string): Promise<Board> {
  const key = `${game}/${scenario}`;
  let board = boards.get(key);
  if (!board) {
    board = getJson<Board>(`/api/board/${encodeURIComponent(game)}/${encodeURIComponent(scenario)}`);
    boards.set(key, board);
    board.catch(() => boards.delete(key));
  }
  return board;
}

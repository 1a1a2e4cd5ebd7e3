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

export function fetchCatalog(): Promise<Catalog> {
  return getJson<Catalog>('/api/catalog');
}

const boards = new Map<string, Promise<Board>>();

/** The board is the same for every seat and never changes, so one fetch per page is enough. */
export function fetchBoard(game: string, scenario: string): Promise<Board> {
  const key = `${game}/${scenario}`;
  let board = boards.get(key);
  if (!board) {
    board = getJson<Board>(`/api/board/${encodeURIComponent(game)}/${encodeURIComponent(scenario)}`).then((b) => ({
      ...b,
      // Some games' boards (la-grande-armee) carry neither place names nor marked hexes.
      places: b.places ?? [],
      marked: b.marked ?? {},
    }));
    boards.set(key, board);
    board.catch(() => boards.delete(key));
  }
  return board;
}

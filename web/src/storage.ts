// The games this browser takes part in, kept in localStorage so that a reload, or a visit
// days later, can join them again. Tokens are the only credential (docs/protocol.md).

export type PlayMode = 'computer' | 'hotseat' | 'network' | 'spectator';

export interface StoredGame {
  game_id: string;
  game: string;
  scenario: string;
  mode: PlayMode;
  /** The seats this browser plays, seat → token. */
  tokens: Record<string, string>;
  /** Network games created here: every invited seat's invitation, to show the links again. */
  invitations?: Record<string, string>;
  /** The same invitations as the links to send: one per seat, or one per team. */
  invitationGroups?: { key: string; label: string; codes: Record<string, string> }[];
  /** Invitations this browser claimed, code → seat: opening their link again opens that seat. */
  claimed?: Record<string, string>;
  spectator?: string;
  touched: number;
}

const KEY = 'grognard.games.v1';

export function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // Storage disabled: the game still works, it is just not remembered.
  }
}

export function storedGames(): StoredGame[] {
  const raw = storage()?.getItem(KEY);
  if (!raw) return [];
  try {
    const list = JSON.parse(raw);
    return Array.isArray(list) ? (list as StoredGame[]) : [];
  } catch {
    return [];
  }
}

function write(list: StoredGame[]): void {
  storage()?.setItem(KEY, JSON.stringify(list));
}

/** Adds or merges a game: new seat tokens join the ones already known for it. */
export function rememberGame(game: Omit<StoredGame, 'touched'>): StoredGame {
  const list = storedGames();
  const old = list.find((g) => g.game_id === game.game_id);
  const merged: StoredGame = {
    ...old,
    ...game,
    tokens: { ...old?.tokens, ...game.tokens },
    invitations: game.invitations ?? old?.invitations,
    invitationGroups: game.invitationGroups ?? old?.invitationGroups,
    claimed: { ...old?.claimed, ...game.claimed },
    spectator: game.spectator ?? old?.spectator,
    touched: Date.now(),
  };
  write([merged, ...list.filter((g) => g.game_id !== game.game_id)]);
  return merged;
}

export function findGame(gameId: string): StoredGame | undefined {
  return storedGames().find((g) => g.game_id === gameId);
}

export function findGameByToken(token: string): StoredGame | undefined {
  return storedGames().find(
    (g) => Object.values(g.tokens).includes(token) || g.spectator === token,
  );
}

export function findGameByInvitation(code: string): StoredGame | undefined {
  return storedGames().find((g) => g.claimed !== undefined && code in g.claimed);
}

export function forgetGame(gameId: string): void {
  write(storedGames().filter((g) => g.game_id !== gameId));
}

/** Every seat token this browser holds, for the `games` request. */
export function allSeatTokens(): string[] {
  return storedGames().flatMap((g) => Object.values(g.tokens));
}

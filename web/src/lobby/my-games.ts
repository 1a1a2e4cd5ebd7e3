// "My games": the games this browser holds tokens for, as the server reports them now.

import type { GameSummary } from '../protocol-types';
import type { StoredGame } from '../storage';
import { button, el } from '../util/dom';

export interface MyGamesHost {
  resume(game: StoredGame, summary: GameSummary): void;
  forget(game: StoredGame): void;
  seatName(game: string, seat: string): string;
  gameTitle(game: string): string;
}

/** Seconds, milliseconds or an ISO string: whatever `updated` is, as local time. */
export function formatUpdated(updated: string | number | undefined): string {
  if (updated === undefined || updated === null || updated === '') return '';
  const ms = typeof updated === 'number' ? (updated < 1e12 ? updated * 1000 : updated) : Date.parse(updated);
  return Number.isFinite(ms) ? new Date(ms).toLocaleString() : String(updated);
}

export function renderMyGames(stored: readonly StoredGame[], summaries: readonly GameSummary[], host: MyGamesHost): HTMLElement {
  const root = el('section', { class: 'my-games', 'aria-labelledby': 'my-games-title', 'data-testid': 'my-games' }, el('h2', { id: 'my-games-title' }, 'My games'));
  const rows = stored
    .map((g) => ({ g, s: summaries.find((s) => s.game_id === g.game_id) }))
    .filter((r): r is { g: StoredGame; s: GameSummary } => !!r.s);
  if (rows.length === 0) {
    root.appendChild(el('p', { class: 'muted' }, 'No games yet. Start one below, or open an invitation link.'));
    return root;
  }
  const list = el('ul', { class: 'game-list' });
  for (const { g, s } of rows) {
    const seats = Object.keys(g.tokens).map((seat) => host.seatName(g.game, seat)).join(' and ');
    const status = s.over ? 'finished' : s.to_move ? `${host.seatName(g.game, s.to_move)} to move` : '';
    const mine = s.to_move && s.to_move in g.tokens && !s.over;
    list.appendChild(
      el(
        'li',
        { class: `game-row${mine ? ' your-turn' : ''}`, 'data-game-id': g.game_id },
        el(
          'div',
          { class: 'game-row-text' },
          el('strong', {}, host.gameTitle(g.game)),
          el('span', {}, ` — ${g.scenario} — ${seats ? `you play ${seats}` : 'you watch'}`),
          el('div', { class: 'muted' }, [`${status}${mine ? ' (your move)' : ''}`, modeWords(g.mode), when(s)].filter(Boolean).join(' · ')),
        ),
        el(
          'div',
          { class: 'button-row' },
          button(s.over ? 'View' : 'Resume', () => host.resume(g, s), { class: 'primary', 'data-testid': `resume-${g.game_id}`, 'aria-label': `Resume ${host.gameTitle(g.game)}${seats ? ` as ${seats}` : ''}` }),
          button('Forget', () => host.forget(g), { class: 'small', 'data-testid': `forget-${g.game_id}`, 'aria-label': `Remove this game from the list` }),
        ),
      ),
    );
  }
  root.appendChild(list);
  return root;
}

function when(s: GameSummary): string {
  const actions = typeof s.seq === 'number' ? `${s.seq} actions` : '';
  if (s.updated !== undefined) return [actions, `updated ${formatUpdated(s.updated)}`].filter(Boolean).join(', ');
  if (s.created !== undefined) return [actions, `started ${formatUpdated(s.created)}`].filter(Boolean).join(', ');
  return actions;
}

function modeWords(mode: string): string {
  return { computer: 'against the computer', hotseat: 'hot-seat', network: 'network', spectator: 'watching' }[mode] ?? mode;
}

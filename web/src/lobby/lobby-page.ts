// The lobby: start a game, load one from a save file, or go back to one of "my games".

import { fetchCatalog, fetchServerInfo } from '../api';
import { errorText } from '../game/message-area';
import { gameModule } from '../games/registry';
import type { ProtocolClient } from '../protocol';
import type { Catalog, CreatedMessage, SeatPlayer } from '../protocol-types';
import { parseSave } from '../save-file';
import { forgetGame, rememberGame, storedGames } from '../storage';
import { button, el } from '../util/dom';
import { claimInvitations } from './claim';
import { groupInvites, linkOrigin, renderInviteLinks, type Invite } from './invite-links';
import { renderMyGames } from './my-games';
import { NewGameForm, type LobbyMode } from './new-game-form';

/** Where the lobby sends the player: one seat's token, or all seats this browser holds in a game. */
export type GameTarget = { token: string } | { gameId: string };

export interface LobbyOptions {
  client: ProtocolClient;
  openGame(target: GameTarget): void;
  /** A message from a failed attempt to open a game, shown on arrival. */
  notice?: string;
}

export async function openLobby(root: HTMLElement, options: LobbyOptions): Promise<void> {
  const message = el('div', { class: 'message', role: 'status', 'aria-live': 'assertive', 'data-testid': 'message' }, options.notice ?? '');
  if (options.notice) message.className = 'message message-error';
  const fail = (error: unknown) => {
    message.textContent = errorText(error);
    message.className = 'message message-error';
  };
  const page = el('div', { class: 'lobby' }, el('header', { class: 'lobby-header' }, el('h1', {}, 'Grognard'), el('p', {}, 'Classic wargames, every rule enforced.'), el('a', { href: '/?balance', class: 'lobby-balance-link', 'data-testid': 'open-balance' }, 'Balance analysis')), message);
  root.replaceChildren(page);

  let catalog: Catalog;
  let origin: string;
  try {
    const [fetched, server] = await Promise.all([fetchCatalog(), fetchServerInfo()]);
    catalog = fetched;
    origin = linkOrigin(location.origin, server);
  } catch (error) {
    fail(error);
    page.appendChild(button('Try again', () => void openLobby(root, options), { class: 'primary' }));
    return;
  }

  const seatName = (game: string, seat: string) => gameModule(game)?.seatName(seat) ?? seat;
  const title = (game: string) => catalog.games.find((g) => g.id === game)?.title ?? game;
  const scenarioOf = (game: string, scenario: string) => catalog.games.find((g) => g.id === game)?.scenarios.find((s) => s.id === scenario);
  const myGamesBox = el('div');
  const loadMyGames = async () => {
    const stored = storedGames();
    const tokens = stored.flatMap((g) => [...Object.values(g.tokens), ...(g.spectator && Object.keys(g.tokens).length === 0 ? [g.spectator] : [])]);
    if (tokens.length === 0) {
      myGamesBox.replaceChildren(renderMyGames([], [], { resume: () => {}, forget: () => {}, seatName, gameTitle: title }));
      return;
    }
    try {
      const reply = await options.client.request({ type: 'games', tokens });
      myGamesBox.replaceChildren(
        renderMyGames(stored, reply.games, {
          resume: (g, s) => options.openGame(Object.keys(g.tokens).length > 1 ? { gameId: g.game_id } : { token: s.token }),
          forget: (g) => {
            forgetGame(g.game_id);
            void loadMyGames();
          },
          seatName,
          gameTitle: title,
        }),
      );
    } catch (error) {
      myGamesBox.replaceChildren(el('p', { class: 'muted' }, `My games are not available: ${errorText(error)}`));
    }
  };

  const invitesBox = el('div');
  const afterCreated = (reply: CreatedMessage, mode: LobbyMode) => {
    // Seats in the game's own order (French before Allied), not the reply's key order.
    const scenario = scenarioOf(reply.game, reply.scenario);
    const order = scenario?.seats ?? [];
    const sorted = Object.entries(reply.tokens).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
    const created = { ...reply, tokens: Object.fromEntries(sorted) };
    const invited = Object.fromEntries(Object.entries(reply.invitations ?? {}).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)));
    const humans = Object.keys(created.tokens);
    const base = { game_id: created.game_id, game: created.game, scenario: created.scenario };
    if (mode === 'network' && Object.keys(invited).length > 0) {
      // The creator took no seat: every seat, the creator's own included, is claimed from its invitation.
      const invites = groupInvites(invited, scenario?.teams ?? [], (seat) => seatName(created.game, seat));
      rememberGame({ ...base, mode: 'network', tokens: {}, invitations: invited, invitationGroups: invites, spectator: created.spectator });
      invitesBox.replaceChildren(invitePanel(created, invites, origin, options, fail));
      invitesBox.scrollIntoView?.({ block: 'start' });
      void loadMyGames(); // the new game is one of "my games" at once
    } else if (humans.length === 0) {
      rememberGame({ ...base, mode: 'spectator', tokens: {}, spectator: created.spectator });
      options.openGame({ token: created.spectator });
    } else if (humans.length > 1 || mode === 'hotseat') {
      rememberGame({ ...base, mode: 'hotseat', tokens: created.tokens, spectator: created.spectator });
      options.openGame({ gameId: created.game_id });
    } else {
      rememberGame({ ...base, mode: 'computer', tokens: created.tokens, spectator: created.spectator });
      options.openGame({ token: created.tokens[humans[0]!]! });
    }
  };

  const form = new NewGameForm(catalog, seatName, (choice) => {
    message.textContent = '';
    options.client
      .request({
        type: 'create',
        game: choice.game,
        scenario: choice.scenario,
        seats: choice.seats,
        ...mineFor(choice.mode),
        ...(choice.seed !== undefined ? { seed: choice.seed } : {}),
        ...(choice.options ? { options: choice.options } : {}),
      })
      .then((created) => afterCreated(created, choice.mode), fail);
  });

  const loadInput = el('input', { type: 'file', id: 'load-game', accept: '.json,application/json', 'data-testid': 'load-game' });
  loadInput.addEventListener('change', async () => {
    const file = loadInput.files?.[0];
    if (!file) return;
    try {
      const { save, summary } = parseSave(await file.text());
      const { mode, seats } = form.seatsFor(summary.game, summary.scenario);
      message.textContent = `Replaying ${summary.actions} actions of ${title(summary.game)}…`;
      message.className = 'message message-info';
      const created = await options.client.request({ type: 'load', save, seats: seats as Record<string, SeatPlayer>, ...mineFor(mode) });
      afterCreated(created, mode);
    } catch (error) {
      fail(error);
    } finally {
      loadInput.value = '';
    }
  });
  const loadSection = el(
    'section',
    { class: 'load-game', 'aria-labelledby': 'load-title' },
    el('h2', { id: 'load-title' }, 'Load a saved game'),
    el('p', { class: 'muted' }, 'The players chosen under “New game” take the seats (everyone human for a save of another game).'),
    el('div', { class: 'field' }, el('label', { for: 'load-game' }, 'Save file'), loadInput),
  );

  page.append(el('div', { class: 'lobby-columns' }, el('div', {}, invitesBox, form.element, loadSection), myGamesBox));
  await loadMyGames();
}

/** A network game's creator takes no seat: each is claimed from its invitation, the
 * creator's own too ("Play as"), so no one else's seat is ever in this browser. */
function mineFor(mode: LobbyMode): { mine?: string[] } {
  return mode === 'network' ? { mine: [] } : {};
}

/** The invitations of a network game: one link per human seat, or for a team game one link
 * per team holding all its human seats (one person plays the whole team). */
function invitePanel(created: CreatedMessage, invites: Invite[], origin: string, options: LobbyOptions, fail: (error: unknown) => void): HTMLElement {
  const play = invites.map((invite) =>
    button(`Play as ${invite.label}`, () => {
      claimInvitations(options.client, Object.values(invite.codes))
        .then((tokens) => options.openGame(Object.keys(tokens).length > 1 ? { gameId: created.game_id } : { token: Object.values(tokens)[0]! }))
        .catch(fail);
    }, { class: 'primary', 'data-testid': `play-as-${invite.key}` }),
  );
  return el(
    'section',
    { class: 'invite-panel', 'aria-labelledby': 'invite-title', 'data-testid': 'invite-panel' },
    el('h2', { id: 'invite-title' }, 'Invite the players'),
    el('p', {}, 'Send each player their own link: whoever opens it plays that side. Keep yours secret. The spectator link shows the battle to anyone.'),
    renderInviteLinks(invites, created.spectator, origin),
    el('div', { class: 'button-row' }, ...play, button('Watch as spectator', () => options.openGame({ token: created.spectator }), { 'data-testid': 'watch-spectator' })),
  );
}

// The "new game" form: game, scenario, how it is played, and who holds each seat.

import type { Catalog, CatalogGame, SeatPlayer } from '../protocol-types';
import { button, el } from '../util/dom';

export type LobbyMode = 'computer' | 'hotseat' | 'network';

export interface NewGameChoice {
  game: string;
  scenario: string;
  mode: LobbyMode;
  seats: Record<string, SeatPlayer>;
  seed?: number;
}

const MODES: { id: LobbyMode; label: string; help: string }[] = [
  { id: 'computer', label: 'Against the computer', help: 'You take one side, the server plays the other.' },
  { id: 'hotseat', label: 'Hot-seat', help: 'Everyone plays on this device, passing it between turns.' },
  { id: 'network', label: 'Over the network', help: 'Each player gets a link to join from their own device.' },
];

const HUMAN = 'human';

function seatWords(seat: string): string {
  return seat.charAt(0).toUpperCase() + seat.slice(1);
}

export class NewGameForm {
  readonly element: HTMLElement;
  private readonly gameSelect: HTMLSelectElement;
  private readonly scenarioSelect: HTMLSelectElement;
  private readonly seatsBox = el('div', { class: 'seats' });
  private readonly seedInput: HTMLInputElement;
  private mode: LobbyMode = 'computer';

  constructor(
    private readonly catalog: Catalog,
    onCreate: (choice: NewGameChoice) => void,
  ) {
    this.gameSelect = el('select', { id: 'game-select', 'data-testid': 'game-select' });
    for (const g of catalog.games) this.gameSelect.appendChild(el('option', { value: g.id }, g.title));
    this.scenarioSelect = el('select', { id: 'scenario-select', 'data-testid': 'scenario-select' });
    this.seedInput = el('input', { id: 'seed', type: 'number', min: 0, step: 1, placeholder: 'random', 'data-testid': 'seed', inputmode: 'numeric' });

    const modes = el('fieldset', { class: 'modes' }, el('legend', {}, 'How do you play?'));
    for (const m of MODES) {
      const input = el('input', { type: 'radio', name: 'mode', id: `mode-${m.id}`, value: m.id, checked: m.id === this.mode, 'data-testid': `mode-${m.id}` });
      input.addEventListener('change', () => {
        this.mode = m.id;
        this.renderSeats();
      });
      modes.appendChild(el('div', { class: 'mode' }, input, el('label', { for: `mode-${m.id}` }, el('strong', {}, m.label), el('span', { class: 'muted' }, ` — ${m.help}`))));
    }

    this.gameSelect.addEventListener('change', () => {
      this.renderScenarios();
      this.renderSeats();
    });

    const form = el(
      'form',
      { class: 'new-game', 'aria-labelledby': 'new-game-title' },
      el('h2', { id: 'new-game-title' }, 'New game'),
      el('div', { class: 'field' }, el('label', { for: 'game-select' }, 'Game'), this.gameSelect),
      el('div', { class: 'field' }, el('label', { for: 'scenario-select' }, 'Scenario'), this.scenarioSelect),
      modes,
      el('fieldset', { class: 'seat-fieldset' }, el('legend', {}, 'Players'), this.seatsBox),
      el('div', { class: 'field' }, el('label', { for: 'seed' }, 'Dice seed (optional)'), this.seedInput),
      el('div', { class: 'button-row' }, el('button', { type: 'submit', class: 'primary big', 'data-testid': 'create-game' }, 'Start the game')),
    );
    form.addEventListener('submit', (ev) => {
      ev.preventDefault();
      onCreate(this.choice());
    });
    this.element = form;
    this.renderScenarios();
    this.renderSeats();
  }

  get game(): CatalogGame | undefined {
    return this.catalog.games.find((g) => g.id === this.gameSelect.value);
  }

  /** The seats as chosen now, for creating a game or loading a save. */
  choice(): NewGameChoice {
    const game = this.game!;
    const seats: Record<string, SeatPlayer> = {};
    for (const seat of game.seats) {
      const value = (this.seatsBox.querySelector(`[data-seat="${seat}"]`) as HTMLSelectElement | null)?.value ?? HUMAN;
      seats[seat] = value === HUMAN ? { player: 'human' } : { player: 'computer', agent: value };
    }
    const seedText = this.seedInput.value.trim();
    return {
      game: game.id,
      scenario: this.scenarioSelect.value,
      mode: this.mode,
      seats,
      ...(seedText !== '' && Number.isSafeInteger(Number(seedText)) ? { seed: Number(seedText) } : {}),
    };
  }

  /** Players for a save of another game: everyone human here (hot-seat). */
  seatsFor(gameId: string): { mode: LobbyMode; seats: Record<string, SeatPlayer> } {
    const game = this.catalog.games.find((g) => g.id === gameId);
    if (game && game.id === this.gameSelect.value) {
      const c = this.choice();
      return { mode: c.mode, seats: c.seats };
    }
    const seats: Record<string, SeatPlayer> = {};
    for (const seat of game?.seats ?? []) seats[seat] = { player: 'human' };
    return { mode: 'hotseat', seats };
  }

  private renderScenarios(): void {
    this.scenarioSelect.replaceChildren(...(this.game?.scenarios ?? []).map((s) => el('option', { value: s.id }, s.name)));
  }

  private renderSeats(): void {
    const game = this.game;
    this.seatsBox.replaceChildren();
    if (!game) return;
    const defaultAgent = game.agents.includes('heuristic') ? 'heuristic' : (game.agents[0] ?? '');
    game.seats.forEach((seat, i) => {
      const id = `seat-${seat}-player`;
      const select = el('select', { id, 'data-testid': id, 'data-seat': seat });
      select.appendChild(el('option', { value: HUMAN }, this.mode === 'network' ? 'Human (invited by link)' : 'Human'));
      for (const agent of game.agents) select.appendChild(el('option', { value: agent }, `Computer (${agent})`));
      // Against the computer: the first seat is yours, the others the server's.
      select.value = this.mode === 'computer' && i > 0 && defaultAgent ? defaultAgent : HUMAN;
      this.seatsBox.appendChild(el('div', { class: 'field seat' }, el('label', { for: id }, seatWords(seat)), select));
    });
    if (this.mode === 'computer') {
      this.seatsBox.appendChild(button('Swap sides', () => this.swapSides(), { class: 'small', 'data-testid': 'swap-sides' }));
    }
  }

  /** Against the computer, the player may prefer the other side. */
  private swapSides(): void {
    const selects = [...this.seatsBox.querySelectorAll('select')];
    const values = selects.map((s) => s.value);
    selects.forEach((s, i) => (s.value = values[(i + 1) % values.length]!));
  }
}

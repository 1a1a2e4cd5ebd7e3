// The "new game" form: game, scenario, how it is played, and who holds each seat.

import type { Catalog, CatalogGame, CatalogScenario, OptionValues, SeatPlayer } from '../protocol-types';
import { button, el } from '../util/dom';
import { OptionsSection } from './options-section';

export type LobbyMode = 'computer' | 'hotseat' | 'network';

export interface NewGameChoice {
  game: string;
  scenario: string;
  mode: LobbyMode;
  seats: Record<string, SeatPlayer>;
  seed?: number;
  /** The game options the player changed from their defaults; absent when none. */
  options?: OptionValues;
}

const MODES: { id: LobbyMode; label: string; help: string }[] = [
  { id: 'computer', label: 'Against the computer', help: 'You take one side, the server plays the other.' },
  { id: 'hotseat', label: 'Hot-seat', help: 'Everyone plays on this device, passing it between turns.' },
  { id: 'network', label: 'Over the network', help: 'Each player gets a link to join from their own device.' },
];

const HUMAN = 'human';
/** A team select's value when its seats are chosen one by one. */
const MIXED = 'mixed';

export class NewGameForm {
  readonly element: HTMLElement;
  private readonly gameSelect: HTMLSelectElement;
  private readonly scenarioSelect: HTMLSelectElement;
  private readonly seatsBox = el('div', { class: 'seats' });
  private readonly description = el('p', { class: 'scenario-description muted', 'data-testid': 'scenario-description', 'aria-live': 'polite' });
  private readonly seedInput: HTMLInputElement;
  private readonly options = new OptionsSection();
  private mode: LobbyMode = 'computer';

  constructor(
    private readonly catalog: Catalog,
    private readonly seatName: (game: string, seat: string) => string,
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
      this.renderOptions();
    });
    this.scenarioSelect.addEventListener('change', () => {
      this.renderDescription();
      this.renderSeats();
    });

    const form = el(
      'form',
      { class: 'new-game', 'aria-labelledby': 'new-game-title' },
      el('h2', { id: 'new-game-title' }, 'New game'),
      el('div', { class: 'field' }, el('label', { for: 'game-select' }, 'Game'), this.gameSelect),
      el('div', { class: 'field' }, el('label', { for: 'scenario-select' }, 'Scenario'), this.scenarioSelect),
      this.description,
      modes,
      el('fieldset', { class: 'seat-fieldset' }, el('legend', {}, 'Players'), this.seatsBox),
      this.options.element,
      el('div', { class: 'field' }, el('label', { for: 'seed' }, 'Dice seed (optional)'), this.seedInput),
      el('div', { class: 'button-row' }, el('button', { type: 'submit', class: 'primary big', 'data-testid': 'create-game' }, 'Start the game')),
    );
    form.addEventListener('submit', (ev) => {
      ev.preventDefault();
      if (!this.options.check()) return;
      onCreate(this.choice());
    });
    this.element = form;
    this.renderScenarios();
    this.renderSeats();
    this.renderOptions();
  }

  get game(): CatalogGame | undefined {
    return this.catalog.games.find((g) => g.id === this.gameSelect.value);
  }

  get scenario(): CatalogScenario | undefined {
    return this.game?.scenarios.find((s) => s.id === this.scenarioSelect.value);
  }

  /** The seats as chosen now, for creating a game or loading a save. */
  choice(): NewGameChoice {
    const game = this.game!;
    const seats: Record<string, SeatPlayer> = {};
    for (const seat of this.scenario?.seats ?? []) {
      const value = (this.seatsBox.querySelector(`[data-seat="${seat}"]`) as HTMLSelectElement | null)?.value ?? HUMAN;
      seats[seat] = value === HUMAN ? { player: 'human' } : { player: 'computer', agent: value };
    }
    const seedText = this.seedInput.value.trim();
    const options = this.options.changed();
    return {
      game: game.id,
      scenario: this.scenarioSelect.value,
      mode: this.mode,
      seats,
      ...(seedText !== '' && Number.isSafeInteger(Number(seedText)) ? { seed: Number(seedText) } : {}),
      ...(options ? { options } : {}),
    };
  }

  /** Players for a save: the form's choice for the same game and scenario, else everyone
   * human here (hot-seat). */
  seatsFor(gameId: string, scenarioId: string): { mode: LobbyMode; seats: Record<string, SeatPlayer> } {
    const game = this.catalog.games.find((g) => g.id === gameId);
    if (game && game.id === this.gameSelect.value && scenarioId === this.scenarioSelect.value) {
      const c = this.choice();
      return { mode: c.mode, seats: c.seats };
    }
    const scenario = game?.scenarios.find((s) => s.id === scenarioId) ?? game?.scenarios[0];
    const seats: Record<string, SeatPlayer> = {};
    for (const seat of scenario?.seats ?? []) seats[seat] = { player: 'human' };
    return { mode: 'hotseat', seats };
  }

  private renderScenarios(): void {
    this.scenarioSelect.replaceChildren(...(this.game?.scenarios ?? []).map((s) => el('option', { value: s.id }, s.name)));
    this.renderDescription();
  }

  /** The options are the game's, whatever the scenario: shown afresh, at their defaults,
   * when the game changes. */
  private renderOptions(): void {
    this.options.show(this.game?.options ?? []);
  }

  private renderDescription(): void {
    const text = this.scenario?.description ?? '';
    this.description.textContent = text;
    this.description.hidden = text === '';
  }

  private renderSeats(): void {
    const game = this.game;
    const scenario = this.scenario;
    this.seatsBox.replaceChildren();
    if (!game || !scenario) return;
    const defaultAgent = game.agents.includes('heuristic') ? 'heuristic' : (game.agents[0] ?? '');
    const playerSelect = (id: string, attrs: Record<string, string>) => {
      const select = el('select', { id, 'data-testid': id, ...attrs });
      select.appendChild(el('option', { value: HUMAN }, this.mode === 'network' ? 'Human (invited by link)' : 'Human'));
      for (const agent of game.agents) select.appendChild(el('option', { value: agent }, `Computer (${agent})`));
      return select;
    };
    // Against the computer: the first side is yours, the others the server's.
    const initial = (side: number) => (this.mode === 'computer' && side > 0 && defaultAgent ? defaultAgent : HUMAN);
    const seatField = (seat: string, side: number) => {
      const id = `seat-${seat}-player`;
      const select = playerSelect(id, { 'data-seat': seat });
      select.value = initial(side);
      return el('div', { class: 'field seat' }, el('label', { for: id }, this.seatName(game.id, seat)), select);
    };
    if (scenario.teams.length === 0) {
      scenario.seats.forEach((seat, i) => this.seatsBox.appendChild(seatField(seat, i)));
    } else {
      // A team game: one choice holds a whole team; its nations may still be set one by one.
      scenario.teams.forEach((team, i) => {
        const id = `team-${team.id}-player`;
        const select = playerSelect(id, { 'data-team': team.id });
        select.appendChild(el('option', { value: MIXED }, 'Nation by nation'));
        select.value = initial(i);
        const seatFields = team.seats.map((seat) => seatField(seat, i));
        const details = el('details', { class: 'team-seats' }, el('summary', {}, `${team.name}, nation by nation`), ...seatFields);
        select.addEventListener('change', () => {
          if (select.value === MIXED) {
            details.open = true;
            return;
          }
          for (const f of seatFields) f.querySelector('select')!.value = select.value;
        });
        for (const f of seatFields) f.querySelector('select')!.addEventListener('change', () => (select.value = MIXED));
        this.seatsBox.appendChild(el('div', { class: 'team' }, el('div', { class: 'field seat' }, el('label', { for: id }, team.name), select), details));
      });
    }
    if (this.mode === 'computer') {
      this.seatsBox.appendChild(button('Swap sides', () => this.swapSides(), { class: 'small', 'data-testid': 'swap-sides' }));
    }
  }

  /** Against the computer, the player may prefer the other side: the first two sides (teams,
   * or seats) trade their players. */
  private swapSides(): void {
    const teams = [...this.seatsBox.querySelectorAll<HTMLSelectElement>('select[data-team]')];
    const sides = teams.length > 0 ? teams.slice(0, 2) : [...this.seatsBox.querySelectorAll<HTMLSelectElement>('select[data-seat]')];
    const values = sides.map((s) => s.value);
    sides.forEach((s, i) => {
      s.value = values[(i + 1) % values.length]!;
      s.dispatchEvent(new Event('change'));
    });
  }
}

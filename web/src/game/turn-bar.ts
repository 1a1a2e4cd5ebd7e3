// The bar across the top: turn, phase, who decides now, and the game's commands.

import { passActionFor, type GameModule, type SeatState } from '../game-module';
import type { ConnectionStatus } from '../protocol';
import { button, el } from '../util/dom';
import './turn-bar.css';

export interface TurnBarActions {
  endPhase(): void;
  undo(): void;
  save(): void;
  toggleNumbers(): void;
  help(): void;
  aids(): void;
  lobby(): void;
}

export interface TurnBarOptions {
  /** Whether the map has hex numbers to show; an area map has none, and no toggle. */
  hexNumbers: boolean;
}

export class TurnBar {
  readonly element: HTMLElement;
  private readonly turn = el('span', { class: 'turn', 'data-testid': 'turn' });
  private readonly phase = el('span', { class: 'phase', 'data-testid': 'phase' });
  private readonly toMove = el('span', { class: 'to-move', 'data-testid': 'to-move' });
  private readonly seatShown = el('span', { class: 'seat-shown', 'data-testid': 'seat-shown' });
  private readonly connection = el('span', { class: 'connection', 'data-testid': 'connection', role: 'status' });
  private readonly endPhase: HTMLButtonElement;
  private readonly undo: HTMLButtonElement;
  private readonly save: HTMLButtonElement;
  readonly numbers: HTMLButtonElement | null;

  constructor(actions: TurnBarActions, options: TurnBarOptions) {
    this.endPhase = button('End phase', () => actions.endPhase(), { class: 'primary', 'data-testid': 'end-phase', 'aria-keyshortcuts': 'E', title: 'End phase (E)' });
    this.undo = button('Undo', () => actions.undo(), { 'data-testid': 'undo', 'aria-keyshortcuts': 'U', title: 'Undo your last action (U)' });
    this.save = button('Save', () => actions.save(), { 'data-testid': 'save-game', title: 'Download the save file', 'aria-label': 'Save the game to a file' });
    this.numbers = !options.hexNumbers ? null : button('Hex numbers', () => actions.toggleNumbers(), { 'data-testid': 'toggle-labels', 'aria-pressed': 'false', 'aria-keyshortcuts': 'L', title: 'Show hex numbers (L)' });
    this.element = el(
      'header',
      { class: 'turn-bar', 'data-testid': 'turn-bar' },
      el('div', { class: 'turn-info' }, this.turn, this.phase, this.toMove, this.seatShown),
      el(
        'div',
        { class: 'turn-actions', role: 'toolbar', 'aria-label': 'Game commands' },
        this.endPhase,
        this.undo,
        this.save,
        this.numbers,
        button('Aids', () => actions.aids(), { 'data-testid': 'aids', 'aria-keyshortcuts': 'A', 'aria-label': 'Player aids: tables, sequence of play and rules (A)', title: 'Player aids (A)' }),
        button('?', () => actions.help(), { 'aria-label': 'Keyboard shortcuts (?)', 'data-testid': 'help', title: 'Keyboard shortcuts (?)' }),
        button('Lobby', () => actions.lobby(), { 'data-testid': 'to-lobby', 'aria-label': 'Back to the lobby' }),
        this.connection,
      ),
    );
    this.setConnection('open');
  }

  render(state: SeatState, module: GameModule, heldSeats: readonly string[]): void {
    const summary = module.turnSummary(state.view);
    this.turn.textContent = summary.turn;
    this.phase.textContent = summary.phase;
    this.toMove.textContent = toMoveText(state, module, heldSeats);
    // A bar kept to one line may cut them short (turn-bar.css): the whole words stay at hand.
    this.phase.title = summary.phase;
    this.toMove.title = this.toMove.textContent;
    this.toMove.dataset.seat = state.toMove ?? '';
    // Only worth saying when this screen could show another seat, or none.
    this.seatShown.textContent =
      state.seat === null ? 'Spectator' : heldSeats.length > 1 ? `${module.seatName(state.seat)} player's screen` : '';

    this.endPhase.textContent = module.passLabel(state.view);
    this.endPhase.disabled = !passActionFor(module, state);
    this.undo.disabled = !state.canUndo;
    this.save.disabled = state.seat === null; // the server lets only players save
  }

  /** A control of a feature outside the bar (sound), placed among the commands. */
  addControl(control: HTMLElement): void {
    (this.numbers ?? this.save).after(control);
  }

  setNumbers(shown: boolean): void {
    this.numbers?.setAttribute('aria-pressed', String(shown));
  }

  setConnection(status: ConnectionStatus): void {
    const words = { open: 'Connected', connecting: 'Connecting…', closed: 'Offline — reconnecting' };
    this.connection.textContent = words[status];
    this.connection.className = `connection connection-${status}`;
  }
}

function toMoveText(state: SeatState, module: GameModule, heldSeats: readonly string[]): string {
  if (state.over) return 'The battle is over';
  const seat = state.toMove;
  if (!seat) return '';
  const name = module.seatName(seat);
  const player = state.seats[seat];
  if (player?.player === 'computer') return `${name} to move (computer${player.agent ? `, ${player.agent}` : ''} is thinking…)`;
  if (heldSeats.includes(seat)) return `${name} to move — your move`;
  return `${name} to move — waiting for the other player`;
}

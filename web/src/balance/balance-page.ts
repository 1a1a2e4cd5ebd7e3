// The balance page (`/?balance`): choose a scenario (shipped, or a designer's file) and the
// computer player of each seat, play N games on the server with progress, and see the plots.

import { fetchCatalog } from '../api';
import { errorText } from '../game/message-area';
import { gameModule } from '../games/registry';
import type { ProtocolClient } from '../protocol';
import type { BalancePush, Catalog, CatalogGame } from '../protocol-types';
import { button, el } from '../util/dom';
import { fieldLabel, meanText, scoreFields, shareText, winShares, type BalanceSummary, type GameResult } from './balance-data';
import { conditionPlot, lengthPlot, scorePlot, winSharePlot } from './balance-plots';
import './balance.css';

/** The server's bound on one job (docs/protocol.md, `--max-balance-games`). */
const MAX_GAMES = 2000;
const DESIGNERS_FILE = '';

export interface BalancePageOptions {
  client: ProtocolClient;
}

export interface BalancePage {
  dispose(): void;
}

export async function openBalancePage(root: HTMLElement, options: BalancePageOptions): Promise<BalancePage> {
  const { client } = options;
  const message = el('div', { class: 'message', role: 'status', 'aria-live': 'polite', 'data-testid': 'balance-message' });
  const say = (text: string, kind: 'info' | 'error' = 'info') => {
    message.textContent = text;
    message.className = `message message-${kind}`;
  };
  const page = el(
    'div',
    { class: 'lobby balance-page' },
    el('header', { class: 'lobby-header' }, el('h1', {}, 'Balance analysis'), el('a', { href: '/', 'data-testid': 'to-lobby' }, '← Lobby')),
    el('p', { class: 'muted' }, 'Computer players play many games of one scenario on the server; the plots show who wins how often, with 95% intervals, and how the games went.'),
    message,
  );
  root.replaceChildren(page);

  let catalog: Catalog;
  try {
    catalog = await fetchCatalog();
  } catch (error) {
    say(errorText(error), 'error');
    return { dispose() {} };
  }

  const gameSelect = el('select', { id: 'balance-game', 'data-testid': 'balance-game' });
  for (const g of catalog.games) gameSelect.append(el('option', { value: g.id }, g.title));
  const scenarioSelect = el('select', { id: 'balance-scenario', 'data-testid': 'balance-scenario' });
  const fileInput = el('input', { type: 'file', id: 'balance-scenario-file', accept: '.json,application/json', 'data-testid': 'balance-scenario-file' });
  const fileField = el('div', { class: 'field', hidden: true }, el('label', { for: 'balance-scenario-file' }, 'Scenario file'), fileInput);
  const seatsBox = el('div', { 'data-testid': 'balance-seats' });
  const gamesInput = el('input', { type: 'number', id: 'balance-games', min: 1, max: MAX_GAMES, value: 100, 'data-testid': 'balance-games' });
  const seedInput = el('input', { type: 'number', id: 'balance-seed', min: 0, value: 1, 'data-testid': 'balance-seed' });
  const runButton = button('Run', () => void run(), { class: 'primary', 'data-testid': 'balance-run' });
  const cancelButton = button('Cancel', () => void client.request({ type: 'balance_cancel' }).catch((e) => say(errorText(e), 'error')), { 'data-testid': 'balance-cancel', hidden: true });
  const progress = el('progress', { max: 1, value: 0, 'data-testid': 'balance-progress', hidden: true });
  const progressText = el('span', { 'data-testid': 'balance-progress-text' });
  const results = el('section', { class: 'balance-results', 'aria-label': 'Results', 'data-testid': 'balance-results' });

  const game = (): CatalogGame => catalog.games.find((g) => g.id === gameSelect.value)!;
  const sideName = (side: string) => gameModule(game().id)?.seatName(side) ?? side;
  let designersScenario: unknown = null;
  let seats: string[] = [];

  const showSeats = (names: string[]) => {
    seats = names;
    seatsBox.replaceChildren(
      ...names.map((seat) => {
        const select = el('select', { id: `balance-seat-${seat}`, 'data-testid': `balance-seat-${seat}` });
        for (const agent of game().agents) select.append(el('option', { value: agent, selected: agent === 'heuristic' }, agent));
        return el('div', { class: 'field' }, el('label', { for: `balance-seat-${seat}` }, sideName(seat)), select);
      }),
    );
  };
  const showScenarios = () => {
    scenarioSelect.replaceChildren(...game().scenarios.map((s) => el('option', { value: s.id }, s.name)), el('option', { value: DESIGNERS_FILE }, 'A designer’s file…'));
    showScenarioSeats();
  };
  const showScenarioSeats = () => {
    const shipped = game().scenarios.find((s) => s.id === scenarioSelect.value);
    fileField.hidden = !!shipped;
    if (shipped) showSeats(shipped.seats);
    else if (designersScenario) void checkFile();
    else showSeats([]);
  };
  // The server checks the file and says its seats, or what is wrong and where.
  const checkFile = async () => {
    try {
      const reply = await client.request({ type: 'balance_scenario', game: game().id, scenario_file: designersScenario });
      say(`Scenario file read: ${reply.scenario || 'a scenario without an id'}, ${reply.seats.length} seats.`);
      showSeats(reply.seats);
    } catch (error) {
      say(`The scenario file cannot be played: ${errorText(error)}`, 'error');
      showSeats([]);
    }
  };
  gameSelect.addEventListener('change', () => {
    designersScenario = null;
    showScenarios();
  });
  scenarioSelect.addEventListener('change', showScenarioSeats);
  fileInput.addEventListener('change', async () => {
    const file = fileInput.files?.[0];
    if (!file) return;
    try {
      designersScenario = JSON.parse(await file.text());
    } catch (error) {
      designersScenario = null;
      say(`${file.name} is not JSON: ${errorText(error)}`, 'error');
      showSeats([]);
      return;
    }
    await checkFile();
  });

  let job: number | null = null;
  let total = 0;
  const running = (on: boolean) => {
    runButton.disabled = on;
    cancelButton.hidden = !on;
    progress.hidden = !on && progress.value === 0;
  };
  const run = async () => {
    const games = Number(gamesInput.value);
    if (!Number.isInteger(games) || games < 1 || games > MAX_GAMES) {
      say(`Games: a whole number from 1 to ${MAX_GAMES}.`, 'error');
      return;
    }
    if (seats.length === 0) {
      say('Choose a scenario first.', 'error');
      return;
    }
    const players = Object.fromEntries(seats.map((seat) => [seat, (page.querySelector(`#balance-seat-${CSS.escape(seat)}`) as HTMLSelectElement).value]));
    const scenario = scenarioSelect.value === DESIGNERS_FILE ? { scenario_file: designersScenario } : { scenario: scenarioSelect.value };
    try {
      running(true);
      results.replaceChildren();
      const started = await client.request({ type: 'balance', game: game().id, ...scenario, players, games, seed: Number(seedInput.value) || 0 });
      job = started.job;
      total = started.games;
      progress.max = total;
      progress.value = 0;
      progress.hidden = false;
      progressText.textContent = `0/${total} games`;
      say(`Playing ${total} games…`);
    } catch (error) {
      running(false);
      say(errorText(error), 'error');
    }
  };

  const stopListening = client.onBalance((m: BalancePush) => {
    if (m.job !== job) return;
    if (m.type === 'balance_progress') {
      progress.value = m.done;
      progressText.textContent = `${m.done}/${m.games} games`;
    } else if (m.type === 'balance_result') {
      job = null;
      running(false);
      progress.value = total;
      progressText.textContent = `${total}/${total} games`;
      say(`${m.summary.games} games played.`);
      results.replaceChildren(...renderResults(m.summary, m.results, sideName));
    } else {
      job = null;
      running(false);
      say(`Cancelled after ${progress.value} of ${total} games.`);
    }
  });
  const stopErrors = client.onError((error) => {
    if (job === null) return;
    job = null;
    running(false);
    say(`The games stopped: ${error.message}`, 'error');
  });

  const form = el(
    'section',
    { class: 'balance-form', 'aria-labelledby': 'balance-form-title' },
    el('h2', { id: 'balance-form-title' }, 'Games to play'),
    el('div', { class: 'field' }, el('label', { for: 'balance-game' }, 'Game'), gameSelect),
    el('div', { class: 'field' }, el('label', { for: 'balance-scenario' }, 'Scenario'), scenarioSelect),
    fileField,
    seatsBox,
    el('div', { class: 'field' }, el('label', { for: 'balance-games' }, `Games (at most ${MAX_GAMES})`), gamesInput),
    el('div', { class: 'field' }, el('label', { for: 'balance-seed' }, 'First seed'), seedInput),
    el('div', { class: 'button-row' }, runButton, cancelButton),
    el('div', { class: 'balance-progress' }, progress, progressText),
  );
  page.append(form, results);
  showScenarios();
  return {
    dispose() {
      stopListening();
      stopErrors();
      if (job !== null) void client.request({ type: 'balance_cancel' }).catch(() => {});
    },
  };
}

function figure(testId: string, caption: string, plot: Element): HTMLElement {
  return el('figure', { class: 'balance-plot', 'data-testid': testId }, el('figcaption', {}, caption), plot);
}

function renderResults(summary: BalanceSummary, results: GameResult[], sideName: (side: string) => string): HTMLElement[] {
  const table = el(
    'table',
    { class: 'balance-table', 'data-testid': 'balance-summary' },
    el('thead', {}, el('tr', {}, el('th', {}, 'Winner'), el('th', {}, 'Games'), el('th', {}, 'Share (95% interval)'))),
    el('tbody', {}, ...winShares(summary).map((r) => el('tr', {}, el('td', {}, r.outcome === 'draw' ? 'Draw' : sideName(r.outcome)), el('td', {}, String(r.games)), el('td', {}, shareText(r))))),
  );
  // Where one side wins nearly every game, the score's mean says more than the share.
  const means = el(
    'table',
    { class: 'balance-table', 'data-testid': 'balance-means' },
    el('thead', {}, el('tr', {}, el('th', {}, 'At the end'), el('th', {}, 'Mean (95% interval)'), el('th', {}, 'Range'))),
    el(
      'tbody',
      {},
      ...scoreFields(summary).map((field) => {
        const n = summary.numbers[field]!;
        return el('tr', {}, el('td', {}, fieldLabel(field, sideName)), el('td', {}, meanText(n)), el('td', {}, `${n.min}–${n.max}`));
      }),
    ),
  );
  return [
    el('h2', {}, `${summary.games} games of ${summary.scenario || 'the designer’s scenario'}: ${summary.agents.join(', ')}`),
    table,
    means,
    el(
      'div',
      { class: 'balance-plots' },
      figure('plot-shares', 'Who wins: share of games with its 95% Wilson interval', winSharePlot(summary, sideName)),
      figure('plot-scores', 'Victory points or score at the end', scorePlot(summary, results, sideName)),
      figure('plot-lengths', 'Game length', lengthPlot(results)),
      figure('plot-conditions', 'What decided the game', conditionPlot(results)),
    ),
  ];
}

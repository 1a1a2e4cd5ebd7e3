// Shared machinery of the end-to-end tests: a fresh grognard-server per test file (port 0,
// a temporary SQLite file), one headless Chromium per file, a page helper per test that
// saves numbered screenshots at each step and of every open page when the test fails.
//
// Environment:
//   GROGNARD_SERVER  the server binary        (default <repo>/build/grognard-server)
//   GROGNARD_CLI     the CLI binary           (default: `grognard` beside the server)
//   GROGNARD_WEB     the built client         (default <repo>/web/dist)
//   CHROMIUM         the browser              (default /usr/bin/chromium)
//   E2E_ARTIFACTS    screenshots and logs     (default <repo>/tests/e2e/artifacts)

import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const HERE = path.dirname(fileURLToPath(import.meta.url));
export const REPO = path.resolve(HERE, '..', '..');

// playwright-core is a devDependency of the client: `npm ci` in web/ is all it takes.
const requireFromWeb = createRequire(path.join(REPO, 'web', 'package.json'));
const { chromium } = requireFromWeb('playwright-core');

export const SERVER = path.resolve(process.env.GROGNARD_SERVER || path.join(REPO, 'build', 'grognard-server'));
export const CLI = path.resolve(process.env.GROGNARD_CLI || path.join(path.dirname(SERVER), 'grognard'));
export const WEB_ROOT = path.resolve(process.env.GROGNARD_WEB || path.join(REPO, 'web', 'dist'));
export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
export const ARTIFACTS = path.resolve(process.env.E2E_ARTIFACTS || path.join(HERE, 'artifacts'));

/** How long a state may take to show up (a computer turn, a WebSocket round trip). */
export const WAIT = 20_000;
/** Per-test limit; run.sh gives node --test a larger one as a backstop. */
export const TEST_TIMEOUT = 90_000;

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function slug(text) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);
}

// ---------------------------------------------------------------------------------------
// The server

/**
 * Starts grognard-server on a free port with a new database; resolves once its log line
 * names the address it listens on.
 */
export async function startServer(name) {
  for (const [what, file] of [['server binary', SERVER], ['web root', path.join(WEB_ROOT, 'index.html')]]) {
    if (!existsSync(file)) throw new Error(`e2e: no ${what} at ${file} (build the server and the client first)`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'grognard-e2e-'));
  const db = path.join(dir, 'games.db');
  const child = spawn(SERVER, ['--host', '127.0.0.1', '--port', '0', '--db', db, '--web', WEB_ROOT], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = [];
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const address = await new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error(`e2e: the server did not report an address in 15 s:\n${log.join('\n')}`)), 15_000);
    const onLine = (line) => {
      log.push(line);
      try {
        const entry = JSON.parse(line);
        if (typeof entry.address === 'string') {
          clearTimeout(timer);
          resolve(entry.address);
        }
      } catch {
        // not JSON: keep it in the log only
      }
    };
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => {
      buffer += chunk;
      let nl;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        onLine(buffer.slice(0, nl));
        buffer = buffer.slice(nl + 1);
      }
    });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => log.push(...chunk.split('\n').filter(Boolean)));
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`e2e: the server exited early (code ${code}, signal ${signal}):\n${log.join('\n')}`));
    });
  });
  const url = address.endsWith('/') ? address : `${address}/`;
  return {
    url,
    wsUrl: url.replace(/^http/, 'ws') + 'ws',
    log,
    /** SIGTERM; resolves with the exit status once the process is gone. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timeout = new Promise((resolve) => setTimeout(() => resolve(null), 20_000).unref());
      const result = await Promise.race([exited, timeout]);
      if (result === null) {
        child.kill('SIGKILL');
        await exited;
      }
      try {
        mkdirSync(ARTIFACTS, { recursive: true });
        writeFileSync(path.join(ARTIFACTS, `server-${slug(name)}.log`), log.join('\n') + '\n');
      } catch {
        // the log is only a help for debugging
      }
      rmSync(dir, { recursive: true, force: true });
      return result ?? { code: null, signal: 'SIGKILL (did not stop within 20 s of SIGTERM)' };
    },
  };
}

// ---------------------------------------------------------------------------------------
// The CLI (to make save files for the lobby's "load a save")

const run = promisify(execFile);

export async function cli(...args) {
  if (!existsSync(CLI)) throw new Error(`e2e: no grognard CLI at ${CLI} (set GROGNARD_CLI)`);
  const { stdout } = await run(CLI, args, { timeout: 30_000 });
  return stdout;
}

// ---------------------------------------------------------------------------------------
// One test file's world: a server and a browser

/**
 * Call once at the top of a test file with node:test's `before` and `after`:
 *   const env = setup('computer', { before, after });
 * Then in each test: `test('…', { timeout: TEST_TIMEOUT }, (t) => env.run(t, async (s) => { … }))`.
 */
export function setup(name, { before, after }) {
  const env = {
    server: null,
    browser: null,
    name,
    /** Runs a test body with a Scenario that keeps its pages, shots and errors. */
    async run(t, body) {
      const s = new Scenario(env, t.name);
      try {
        await body(s);
        s.assertNoPageErrors();
      } catch (error) {
        await s.failureShots();
        const extra = s.diagnostics();
        if (extra && error instanceof Error) error.message += `\n${extra}`;
        throw error;
      } finally {
        await s.close();
      }
    },
  };
  before(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    env.server = await startServer(name);
    env.browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  });
  after(async () => {
    await env.browser?.close();
    if (env.server) {
      const status = await env.server.stop();
      assert.deepEqual(status, { code: 0, signal: null }, `grognard-server should exit 0 on SIGTERM, got ${JSON.stringify(status)}`);
      const tail = env.server.log.slice(-5).join('\n');
      assert.match(tail, /"stopped"/, `the server's log should end with "stopped":\n${tail}`);
    }
  });
  return env;
}

export class Scenario {
  constructor(env, title) {
    this.env = env;
    this.title = title;
    this.prefix = slug(`${env.name}-${title}`);
    this.step = 0;
    this.pages = [];
    this.contexts = [];
    this.pageErrors = [];
    this.consoleErrors = [];
    // Shots of an earlier run of this test would be mistaken for this run's.
    for (const file of readdirSync(ARTIFACTS)) {
      if (file.startsWith(`${this.prefix}-`) && file.endsWith('.png')) rmSync(path.join(ARTIFACTS, file), { force: true });
    }
  }

  get url() {
    return this.env.server.url;
  }

  get wsUrl() {
    return this.env.server.wsUrl;
  }

  /** A new browser context (its own localStorage: another player) with one page; `options`
   * go to Playwright's newContext (a tablet: `{ viewport, hasTouch: true }`). */
  async newPage(label = `p${this.pages.length + 1}`, options = {}) {
    const context = await this.env.browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
    context.setDefaultTimeout(WAIT);
    this.contexts.push(context);
    const page = await context.newPage();
    this.track(page, label);
    return page;
  }

  /** Another tab in the same context as `page` (same localStorage). */
  async newTab(page, label) {
    const tab = await page.context().newPage();
    this.track(tab, label);
    return tab;
  }

  track(page, label) {
    page.label = label;
    this.pages.push(page);
    page.on('pageerror', (e) => this.pageErrors.push(`[${label}] ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') this.consoleErrors.push(`[${label}] ${m.text()}`);
      if (m.type() === 'warning' && m.text().startsWith('view resync')) this.pageErrors.push(`[${label}] ${m.text()}`);
    });
    // The updates that carried a patch rather than the whole view, and those that patched the
    // legal list too (docs/protocol.md).
    page.patches = 0;
    page.legalPatches = 0;
    page.on('websocket', (ws) =>
      ws.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string' || !payload.includes('"type":"update"')) return;
        if (payload.includes('"patch"')) page.patches += 1;
        if (payload.includes('"legal_patch"')) page.legalPatches += 1;
      }),
    );
  }

  /** Saves a screenshot named after the test and the step. */
  async shot(page, what) {
    this.step += 1;
    const file = path.join(ARTIFACTS, `${this.prefix}-${String(this.step).padStart(2, '0')}-${slug(what)}.png`);
    await page.screenshot({ path: file });
    return file;
  }

  async failureShots() {
    for (const page of this.pages) {
      if (page.isClosed()) continue;
      try {
        await page.screenshot({ path: path.join(ARTIFACTS, `${this.prefix}-FAILED-${slug(page.label)}.png`), timeout: 5_000 });
      } catch {
        // a crashed page has nothing to show
      }
    }
  }

  assertNoPageErrors() {
    assert.deepEqual(this.pageErrors, [], 'no uncaught exception in the pages, no view joined again after a gap');
  }

  diagnostics() {
    const lines = [];
    if (this.pageErrors.length) lines.push('page errors:', ...this.pageErrors);
    if (this.consoleErrors.length) lines.push('console errors:', ...this.consoleErrors.slice(-10));
    const server = this.env.server?.log.slice(-8) ?? [];
    if (server.length) lines.push('server log (last lines):', ...server);
    return lines.join('\n');
  }

  async close() {
    for (const context of this.contexts) await context.close().catch(() => {});
  }
}

// ---------------------------------------------------------------------------------------
// Page helpers shared by the scenarios

export const tid = (page, id) => page.getByTestId(id);

/** Waits until fn (run in the page) returns a truthy value; returns it. */
export async function until(page, fn, arg, timeout = WAIT) {
  const handle = await page.waitForFunction(fn, arg, { timeout, polling: 50 });
  return handle.jsonValue();
}

/** Fills the lobby's new-game form and starts the game. */
export async function createGame(page, url, { mode, french = 'human', allied = 'human', seed }) {
  await page.goto(url);
  await tid(page, 'create-game').waitFor();
  await tid(page, 'game-select').selectOption('napoleon-at-waterloo');
  await tid(page, `mode-${mode}`).check();
  await tid(page, 'seat-french-player').selectOption(french);
  await tid(page, 'seat-allied-player').selectOption(allied);
  if (seed !== undefined) await tid(page, 'seed').fill(String(seed));
  await tid(page, 'create-game').click();
}

/** Waits for the game screen: the map with its counters and the turn bar filled in. */
export async function waitForGame(page) {
  await tid(page, 'map').waitFor();
  await page.locator('[data-testid^="unit-"][data-hex]').first().waitFor();
  await until(page, () => document.querySelector('[data-testid="turn"]')?.textContent?.trim());
}

export async function turnBar(page) {
  return page.evaluate(() => {
    const text = (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? '';
    return { turn: text('turn'), phase: text('phase'), toMove: text('to-move'), seatShown: text('seat-shown'), toMoveSeat: document.querySelector('[data-testid="to-move"]')?.getAttribute('data-seat') ?? '' };
  });
}

export async function logLines(page) {
  return page.locator('[data-testid="event-log"] li').allInnerTexts();
}

/** Waits until some line of the event log matches `re`; returns the matching lines. */
export async function waitForLog(page, re) {
  await until(
    page,
    ([src, flags]) => [...document.querySelectorAll('[data-testid="event-log"] li')].some((li) => new RegExp(src, flags).test(li.textContent)),
    [re.source, re.flags],
  );
  return (await logLines(page)).filter((l) => re.test(l));
}

/** The hex a unit's counter stands on, or null when it is not on the map. */
export async function unitHex(page, unitId) {
  return page.evaluate((id) => document.querySelector(`[data-testid="unit-${CSS.escape(id)}"]`)?.getAttribute('data-hex') ?? null, unitId);
}

export async function waitForUnitHex(page, unitId, hex) {
  await until(
    page,
    ([id, h]) => document.querySelector(`[data-testid="unit-${CSS.escape(id)}"]`)?.getAttribute('data-hex') === h,
    [unitId, hex],
  );
}

/** The lit hexes of one kind (reachable, target, chosen, choice). */
export async function litHexes(page, kind) {
  return page.evaluate((k) => [...document.querySelectorAll(`.hl-fill.hl-${k}[data-hex]`)].map((p) => p.getAttribute('data-hex')), kind);
}

/**
 * Lit hexes whose centre a real mouse reaches: on screen and with nothing (a counter, a
 * zoom button, the mini-map) in front of the hex's own polygon; with their screen points.
 */
export async function clickableHexes(page, hexes) {
  return page.evaluate((labels) => {
    const svgRoot = document.querySelector('[data-testid="map"]');
    const box = svgRoot.getBoundingClientRect();
    const out = [];
    for (const label of labels) {
      const poly = document.querySelector(`[data-testid="hex-${label}"]`);
      if (!poly) continue;
      const r = poly.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (x < box.left + 10 || x > box.right - 10 || y < box.top + 10 || y > box.bottom - 10) continue;
      if (document.elementFromPoint(x, y) !== poly) continue;
      out.push({ hex: label, x, y });
    }
    return out;
  }, hexes);
}

/** Selects a unit by clicking its counter (a synthetic click reaches counters under a stack). */
export async function selectUnit(page, unitId) {
  await tid(page, `unit-${unitId}`).dispatchEvent('click');
  await until(page, (id) => document.querySelector(`[data-testid="unit-${CSS.escape(id)}"]`)?.getAttribute('aria-pressed') === 'true', unitId);
}

/**
 * Moves a unit through the map as a player does: select it, wait for the lit hexes, hover
 * the chosen one (path and cost appear), click it, wait for the counter to stand there.
 * `pick` chooses among the clickable lit hexes; `beforeClick` sees what the hover showed.
 */
export async function moveUnit(page, unitId, pick = (candidates) => candidates[0], { beforeClick } = {}) {
  const from = await unitHex(page, unitId);
  await selectUnit(page, unitId);
  await page.locator('.hl-fill.hl-reachable[data-hex]').first().waitFor();
  const lit = await litHexes(page, 'reachable');
  const candidates = (await clickableHexes(page, lit)).filter((c) => c.hex !== from);
  assert.ok(candidates.length > 0, `some lit hex of ${unitId} should be clickable (lit: ${lit.join(' ')})`);
  const hint = (await page.locator('[data-testid="selection"] .hint').textContent({ timeout: WAIT })) ?? '';
  const target = pick(candidates);
  await page.mouse.move(target.x, target.y, { steps: 4 });
  const costLabel = page.locator('.path-preview .path-cost text');
  await costLabel.waitFor();
  const cost = (await costLabel.textContent()).trim();
  const d = (await page.locator('.path-preview path.path-line').getAttribute('d')) ?? '';
  const pathPoints = (d.match(/[ML]/g) ?? []).length;
  const seen = { from, to: target.hex, lit, cost, pathPoints, hint };
  if (beforeClick) await beforeClick(seen);
  await page.mouse.click(target.x, target.y);
  await waitForUnitHex(page, unitId, target.hex);
  return seen;
}

/** Presses End phase (the button, or the E key) and waits for the turn bar to change. */
export async function endPhase(page, { key = false } = {}) {
  const before = await turnBar(page);
  await tid(page, 'end-phase').waitFor();
  await until(page, () => !document.querySelector('[data-testid="end-phase"]')?.disabled);
  if (key) {
    await page.locator('body').focus();
    await page.keyboard.press('e');
  } else {
    await tid(page, 'end-phase').click();
  }
  await until(
    page,
    ([phase, toMove]) => {
      const text = (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? '';
      return text('phase') !== phase || text('to-move') !== toMove;
    },
    [before.phase, before.toMove],
  );
  return turnBar(page);
}

/**
 * Waits until `done` (run in the page, given `arg`) is true, answering on the way every
 * combat question the game asks this screen's player (a defense mode, a retreat, an
 * advance: the computer's attacks may ask them). Passes where it may, else takes the first
 * choice. Returns the number of answers given.
 */
export async function waitAnswering(page, done, arg, timeout = 60_000) {
  const deadline = Date.now() + timeout;
  let answers = 0;
  const decision = page.locator('[data-testid="combat-decision"] [data-testid^="choice-"]');
  const pass = page.locator('[data-testid="combat-decision"] [data-testid="choice-pass"]');
  while (!(await page.evaluate(done, arg))) {
    if (Date.now() > deadline) throw new Error(`waitAnswering: not done within ${timeout} ms (${answers} answers given)`);
    const handle = await ((await pass.count()) > 0 ? pass : decision.first()).elementHandle({ timeout: 100 }).catch(() => null);
    if (!handle) continue; // nothing to answer yet: look again (the locator waited 100 ms)
    await handle.click();
    answers += 1;
    await page.waitForFunction((el) => !el.isConnected, handle, { timeout: WAIT });
  }
  return answers;
}

/**
 * A WebSocket exchange from inside the page, with the real protocol: the replies in order. An
 * `act` without `seq` gets the game's present one, asked just before it is sent.
 */
export async function wsExchange(page, wsUrl, messages) {
  return page.evaluate(
    ([url, msgs]) =>
      new Promise((resolve, reject) => {
        const ws = new WebSocket(url);
        const replies = [];
        const waiting = new Map(); // request id -> the resolve of its reply
        const timer = setTimeout(() => reject(new Error(`no reply in time; got ${JSON.stringify(replies)}`)), 10_000);
        ws.onerror = () => reject(new Error('WebSocket error'));
        ws.onmessage = (ev) => {
          const m = JSON.parse(ev.data);
          const answer = waiting.get(m.id); // updates to other connections' actions have no id
          if (!answer) return;
          waiting.delete(m.id);
          answer(m);
        };
        const ask = (m) =>
          new Promise((answer) => {
            waiting.set(m.id, answer);
            ws.send(JSON.stringify({ v: 1, ...m }));
          });
        // One message at a time: an act without a seq is made on the game as it is just
        // before it goes (docs/protocol.md: the server refuses an act made on an older one).
        ws.onopen = async () => {
          try {
            for (const [i, m] of msgs.entries()) {
              let message = m;
              if (m.type === 'act' && m.seq === undefined) {
                const probe = await ask({ id: `seq-${i}`, type: 'games', tokens: [m.token] });
                message = { ...m, seq: probe.games?.[0]?.seq ?? 0 };
              }
              replies.push(await ask({ id: i + 1, ...message }));
            }
            clearTimeout(timer);
            ws.close();
            resolve(replies);
          } catch (error) {
            reject(error);
          }
        };
      }),
    [wsUrl, messages],
  );
}

// Looks at the map as a player will: builds the board JSON the server sends for
// struggle-for-the-continent/1914 (docs/struggle-for-the-continent.md, "Board") from
// data/struggle-for-the-continent/{map,shapes}.json and scenarios/1914.json, adds a made-up
// view with some stacks and occupied provinces, renders both with the real MapView and the
// game module in headless Chromium (Vite serves the TypeScript), and saves PNGs.
//
// Usage, from web/ (so that vite and playwright-core resolve):
//   node tools/sfc-map/screenshot.mjs [out-prefix]     (default /tmp/sfc-map)
// Writes <prefix>-europe.png (the whole board) and <prefix>-west.png, <prefix>-balkans.png.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const web = join(here, '../..');
const data = join(web, '../data/struggle-for-the-continent');
const read = (p) => JSON.parse(readFileSync(join(data, p), 'utf8'));
const prefix = process.argv[2] ?? '/tmp/sfc-map';

export function buildBoard(map, shapes, scenario) {
  const team = (id) => scenario.nations[id]?.team ?? null;
  return {
    grid: { kind: 'areas', width: shapes.width, height: shapes.height },
    areas: map.provinces.map((p) => ({
      id: p.id,
      name: p.name,
      nation: p.nation,
      capital: p.capital,
      rings: shapes.provinces[p.id].rings,
      center: shapes.provinces[p.id].center,
      label: shapes.provinces[p.id].label,
    })),
    links: map.links.map((l) => ({ a: l.between[0], b: l.between[1], kind: l.kind })),
    land: shapes.land,
    impassable: shapes.impassable,
    nations: Object.entries(scenario.nations).map(([id, n]) => ({ id, name: n.name, team: team(id) })),
    teams: Object.entries(scenario.teams).map(([id, t]) => ({ id, name: t.name })),
    places: [],
    marked: {},
  };
}

/** Round 3, Germany to move: armies on both fronts, Belgium and Alsace changed hands. */
function fakeView(map, scenario) {
  const stacks = [
    ['belgium', 'germany', 6, [1, 1, 1, 2, 2, 2]], ['flanders', 'france', 4, [2, 2, 2, 2]], ['flanders', 'england', 3, [2, 2, 2]],
    ['rhineland', 'germany', 5, [2, 2, 2, 2, 2]], ['alsace', 'france', 3, [0, 0, 1]], ['champagne', 'france', 2, [2, 2]],
    ['paris', 'france', 1, [2]], ['e_prussia', 'germany', 2, [2, 2]], ['w_poland', 'russia', 7, [2, 2, 2, 2, 2, 2, 2]],
    ['galicia', 'austria', 4, [2, 2, 2, 2]], ['galicia', 'germany', 2, [2, 2]], ['brest_litovsk', 'russia', 3, [2, 2, 2]],
    ['petrograd', 'russia', 2, [2, 2]], ['belgrade', 'serbia', 2, [2, 2]], ['bosnia', 'austria', 3, [2, 2, 2]],
    ['istanbul', 'turkey', 2, [2, 2]], ['sofia', 'bulgaria', 2, [2, 2]], ['rome', 'italy', 4, [2, 2, 2, 2]],
    ['venice', 'italy', 2, [2, 2]], ['vienna', 'austria', 2, [2, 2]], ['berlin', 'germany', 3, [2, 2, 2]],
    ['london', 'england', 2, [2, 2]], ['madrid', 'spain', 4, [2, 2, 2, 2]], ['caucasus', 'russia', 2, [2, 2]],
    ['switzerland', 'switzerland', 3, [2, 2, 2]], ['athens', 'greece', 1, [2]], ['bucharest', 'rumania', 2, [2, 2]],
  ].map(([at, nation, count, moves]) => ({ at, nation, count, moves }));
  const provinces = Object.fromEntries(map.provinces.map((p) => [p.id, { owner: p.nation, controller: scenario.nations[p.nation]?.team ?? null }]));
  provinces.belgium = { owner: 'belgium', controller: 'central' };
  provinces.alsace = { owner: 'france', controller: 'entente' };
  provinces.w_poland = { owner: 'russia', controller: 'entente' };
  provinces.e_prussia = { owner: 'germany', controller: 'entente' };
  const nations = Object.entries(scenario.nations).map(([id, n]) => ({
    id, name: n.name, team: n.team ?? null, attack: n.attack, armies: n.start_armies, mobilised: n.start_armies,
    total: n.total, per_turn: n.per_turn, capital: n.capital, in_war: !!n.team,
  }));
  return {
    round: 3, rounds: 30, phase: 'move', team: 'central', nation: 'germany', to_move: 'germany', team_acted: false,
    teams: Object.entries(scenario.teams).map(([id, t]) => ({ id, name: t.name, nations: t.order, score: 0 })),
    nations, provinces, stacks, join: null, battle: null,
  };
}

const map = read('map.json');
const board = buildBoard(map, read('shapes.json'), read('scenarios/1914.json'));
const view = fakeView(map, read('scenarios/1914.json'));

const server = await createServer({ root: web, logLevel: 'error', server: { port: 0, host: '127.0.0.1' } });
await server.listen();
const address = server.httpServer.address();
const url = `http://127.0.0.1:${address.port}/tools/sfc-map/preview.html`;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const shots = [
    ['europe', { width: board.grid.width + 40, height: board.grid.height + 40 }, null],
    ['west', { width: 1400, height: 1000 }, { x: 560, y: 1050, factor: 2.2 }],
    ['balkans', { width: 1400, height: 1000 }, { x: 1160, y: 1480, factor: 2.2 }],
  ];
  for (const [name, viewport, focus] of shots) {
    const page = await browser.newPage({ viewport });
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await page.goto(url);
    await page.waitForFunction(() => typeof window.renderSfc === 'function');
    await page.evaluate(([b, v, f]) => window.renderSfc(b, v, f), [board, view, focus]);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${prefix}-${name}.png` });
    console.log('wrote', `${prefix}-${name}.png`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}

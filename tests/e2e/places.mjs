// Helpers of the tests that point at places on the map (why-not.test.mjs, tablet.test.mjs):
// games made through the protocol and opened on a page, points inside a place that nothing
// covers, the unlit place nearest to another, and Struggle for the Continent brought to war.

import assert from 'node:assert/strict';
import { waitForGame, wsExchange } from './harness.mjs';

export const LAPTOP = { viewport: { width: 1366, height: 768 } };
export const TABLET = { viewport: { width: 820, height: 1180 }, hasTouch: true };

/** A new game through the protocol, brought on by `prepare` (given the page and the tokens),
 * then opened on the page with the given seats' tokens; `pageOptions` as Scenario.newPage's. */
export async function openGame(s, label, create, seats, prepare = async () => {}, pageOptions = LAPTOP) {
  const page = await s.newPage(label, pageOptions);
  await page.goto(s.url);
  const [created] = await wsExchange(page, s.wsUrl, [{ type: 'create', ...create }]);
  assert.equal(created.type, 'created', JSON.stringify(created));
  await prepare(page, created.tokens);
  await page.goto(new URL(`/?${seats.map((seat) => `t=${created.tokens[seat]}`).join('&')}`, s.url).href);
  await waitForGame(page);
  return { page, tokens: created.tokens };
}

/** A screen point inside a place (hex or area) that the mouse can rest on: inside its outline,
 * on the map, with no counter over it; null when there is none. */
export const POINT_IN_PLACE = (label) => {
  const poly = document.querySelector(`[data-testid="hex-${label}"], [data-testid="area-${label}"]`);
  const map = document.querySelector('[data-testid="map"]');
  if (!poly) return null;
  const r = poly.getBoundingClientRect();
  const inverse = poly.getScreenCTM().inverse();
  const fractions = [0.5, 0.35, 0.65, 0.2, 0.8]; // the middle first
  for (const fy of fractions)
    for (const fx of fractions) {
      const x = r.left + r.width * fx;
      const y = r.top + r.height * fy;
      const at = document.elementFromPoint(x, y);
      if (!at || !map.contains(at) || at.closest('[data-unit]')) continue;
      if (poly.isPointInFill(new DOMPoint(x, y).matrixTransform(inverse))) return { x, y };
    }
  return null;
};

/** The unlit place nearest to `from` (on screen) that the mouse can rest on; with `beyond`,
 * only places farther than that many of `from`'s widths (not its neighbours). */
export async function unlitPlaceNear(page, from, { beyond = 0 } = {}) {
  return page.evaluate(([origin, pointSrc, widths]) => {
    const pointIn = eval(pointSrc);
    const o = document.querySelector(`[data-testid="hex-${origin}"], [data-testid="area-${origin}"]`).getBoundingClientRect();
    const lit = new Set([...document.querySelectorAll('.hl-fill.hl-reachable[data-hex], .hl-fill.hl-target[data-hex]')].map((e) => e.getAttribute('data-hex')));
    lit.add(origin);
    const places = [...document.querySelectorAll('[data-testid^="hex-"], [data-testid^="area-"]')]
      .map((poly) => {
        const r = poly.getBoundingClientRect();
        return { label: poly.getAttribute('data-testid').replace(/^(hex|area)-/, ''), d: Math.hypot(r.x + r.width / 2 - o.x - o.width / 2, r.y + r.height / 2 - o.y - o.height / 2) };
      })
      .filter((p) => !lit.has(p.label) && p.d > widths * o.width)
      .sort((a, b) => a.d - b.d);
    return places.find((p) => pointIn(p.label))?.label ?? null;
  }, [from, POINT_IN_PLACE.toString(), beyond]);
}

const CENTRAL = ['germany', 'austria', 'turkey', 'bulgaria'];
const ENTENTE = ['russia', 'france', 'england', 'serbia', 'belgium', 'italy', 'rumania', 'greece'];

/** Struggle for the Continent at war, the Central Powers' seats opened on a page, Germany to
 * move: every army set up in its capital (SFC 1.2), then the French joined the Belgians in
 * Belgium. */
export async function openSfcAtWar(s, label, pageOptions = LAPTOP) {
  const seats = Object.fromEntries([...CENTRAL, ...ENTENTE].map((n) => [n, { player: 'human' }]));
  for (const n of ['spain', 'denmark', 'netherlands', 'albania', 'switzerland', 'norway', 'sweden']) seats[n] = { player: 'computer', agent: 'random' };
  const capitals = { germany: ['berlin', 10], austria: ['vienna', 9], turkey: ['istanbul', 3], bulgaria: ['sofia', 2], russia: ['petrograd', 15], france: ['paris', 10], england: ['london', 3], serbia: ['belgrade', 2], belgium: ['belgium', 1], italy: ['rome', 6], rumania: ['bucharest', 2], greece: ['athens', 1] };
  const setUp = async (p, tokens) => {
    const act = (nation, action) => ({ type: 'act', token: tokens[nation], action });
    const acts = Object.entries(capitals).flatMap(([nation, [at, count]]) => Array.from({ length: count }, () => act(nation, { type: 'place', at })));
    acts.push(...CENTRAL.map((n) => act(n, { type: 'end_turn' })), act('russia', { type: 'end_turn' }));
    acts.push(act('france', { type: 'move', from: 'paris', to: 'flanders', count: 10 }), act('france', { type: 'move', from: 'flanders', to: 'belgium', count: 10 }));
    acts.push(...ENTENTE.slice(1).map((n) => act(n, { type: 'end_turn' })));
    for (let i = 0; i < acts.length; i += 40) for (const r of await wsExchange(p, s.wsUrl, acts.slice(i, i + 40))) assert.equal(r.type, 'ack', JSON.stringify(r));
  };
  return openGame(s, label, { game: 'struggle-for-the-continent', scenario: '1914', seed: 7, seats }, CENTRAL, setUp, pageOptions);
}

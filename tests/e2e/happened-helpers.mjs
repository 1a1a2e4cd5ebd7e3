// Helpers of the "what just happened" tests (happened-*.test.mjs): a page at 1366×768, the
// result banner and the replay as the player sees them.

import assert from 'node:assert/strict';
import { logLines, tid } from './harness.mjs';

const LAPTOP = { width: 1366, height: 768 };

export async function laptopPage(s, label) {
  const page = await s.newPage(label);
  await page.setViewportSize(LAPTOP);
  return page;
}

/** Whether each control lies wholly on screen and inside the scroll box that holds it. */
export async function aboveTheFold(page, ids) {
  return page.evaluate((list) => Object.fromEntries(list.map((id) => {
    const node = document.querySelector(`[data-testid="${id}"]`);
    if (!node) return [id, 'absent'];
    const r = node.getBoundingClientRect();
    const box = node.closest('.decision-area')?.getBoundingClientRect() ?? { top: 0, bottom: innerHeight };
    return [id, r.top >= Math.max(0, box.top) && r.bottom <= Math.min(innerHeight, box.bottom) ? 'shown' : `below (${Math.round(r.bottom)} > ${Math.round(Math.min(innerHeight, box.bottom))})`];
  })), ids);
}

/** The banner as the player reads it, with the dice's accessible names. */
export async function banner(page) {
  await tid(page, 'result-banner').waitFor();
  return page.evaluate(() => {
    const b = document.querySelector('[data-testid="result-banner"]');
    const text = (id) => b.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? '';
    const r = b.getBoundingClientRect();
    const map = document.querySelector('[data-testid="map"]').getBoundingClientRect();
    return {
      title: text('banner-title'),
      odds: text('banner-odds'),
      result: text('banner-result'),
      losses: text('banner-losses'),
      dice: [...b.querySelectorAll('[data-testid="die"]')].map((d) => d.getAttribute('aria-label')),
      pips: [...b.querySelectorAll('[data-testid="die"]')].map((d) => d.querySelectorAll('.die-pip').length),
      overMap: r.left >= map.left && r.right <= map.right && r.top >= map.top && r.bottom <= map.bottom,
      marked: [...document.querySelectorAll('[data-testid="happened-mark"]')].map((m) => m.getAttribute('data-hex')),
    };
  });
}

/** The replay bar and the arrows on the map. */
export async function replayState(page) {
  return page.evaluate(() => {
    const bar = document.querySelector('[data-testid="replay"]');
    const arrows = [...document.querySelectorAll('[data-testid="replay-arrow"]')].map((a) => ({ from: a.dataset.from, to: a.dataset.to, current: a.dataset.current === '' || a.dataset.current === 'true' }));
    return {
      shown: !!bar && !bar.hidden,
      title: bar?.querySelector('[data-testid="replay-title"]')?.textContent ?? '',
      step: bar?.querySelector('[data-testid="replay-step"]')?.textContent ?? '',
      lines: [...(bar?.querySelectorAll('[data-testid="replay-lines"] li') ?? [])].map((l) => l.textContent),
      arrows,
      marked: [...document.querySelectorAll('[data-testid="happened-mark"]')].map((m) => m.getAttribute('data-hex')),
    };
  });
}

/** Steps forward until a step draws an arrow of its own (at most `max` steps); returns it. */
export async function forwardToAnArrow(page, max = 40) {
  for (let i = 0; i < max; i++) {
    await tid(page, 'replay-forward').click();
    const state = await replayState(page);
    if (state.arrows.some((a) => a.current)) return state;
  }
  throw new Error('no step of the replay drew an arrow');
}

/** Checks a replay step against the report: its lines are the log's, its arrow is current. */
export async function checkStep(page, state, stepNumber) {
  assert.match(state.step, new RegExp(`^Step ${stepNumber} of \\d+$`), state.step);
  assert.ok(state.lines.length > 0, 'the step shows its report lines');
  const log = await logLines(page);
  for (const line of state.lines.filter((l) => !l.startsWith('Where their units stand now'))) assert.ok(log.some((l) => l.includes(line)), `"${line}" is a line of the report`);
  assert.ok(state.arrows.filter((a) => a.current).length > 0, 'the step draws its arrows');
}

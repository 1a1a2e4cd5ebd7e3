// What the Blitzkrieg at the Ardennes browser tests share.

/** The counters drawn on the map, id → hex. */
export async function drawnUnits(page) {
  return page.evaluate(() => Object.fromEntries([...document.querySelectorAll('[data-testid^="unit-"][data-hex]')].map((c) => [c.getAttribute('data-unit'), c.getAttribute('data-hex')])));
}

// The balance page's four plots, drawn by Observable Plot (web/README.md says why): win shares
// with their 95% intervals, the distribution of scores, game length, and what decided the games.

import * as Plot from '@observablehq/plot';
import { gameLengths, decidingConditions, fieldLabel, scoreFields, scoreSeries, shareText, winShares, type BalanceSummary, type GameResult } from './balance-data';

const WIDTH = 520;

/** Counts are whole numbers: no tick label between them. */
const wholeTicks = (d: number) => (Number.isInteger(d) ? String(d) : '');

/** One bar per winner (a draw too), its interval as a line with end ticks. */
export function winSharePlot(summary: BalanceSummary, sideName: (side: string) => string): SVGSVGElement | HTMLElement {
  const rows = winShares(summary).map((r) => ({ ...r, label: r.outcome === 'draw' ? 'Draw' : sideName(r.outcome) }));
  return Plot.plot({
    width: WIDTH,
    marginLeft: 110,
    x: { domain: [0, 100], label: 'Share of games (%), with its 95% interval', grid: true },
    y: { label: null, domain: rows.map((r) => r.label) },
    marks: [
      Plot.barX(rows, { x: (r) => 100 * r.share, y: 'label', fill: 'label', fillOpacity: 0.7, title: (r) => `${r.label}: ${r.games} games, ${shareText(r)}` }),
      Plot.ruleY(rows, { x1: (r) => 100 * r.low, x2: (r) => 100 * r.high, y: 'label', strokeWidth: 2 }),
      Plot.tickX(rows, { x: (r) => 100 * r.low, y: 'label' }),
      Plot.tickX(rows, { x: (r) => 100 * r.high, y: 'label' }),
    ],
  });
}

/** A histogram of each score field (victory points, a score), one row of the facet each. */
export function scorePlot(summary: BalanceSummary, results: GameResult[], sideName: (side: string) => string): SVGSVGElement | HTMLElement {
  const fields = scoreFields(summary);
  return Plot.plot({
    width: WIDTH,
    height: 60 + 130 * fields.length,
    marginLeft: 50,
    marginRight: 110,
    x: { label: 'Value at the end of the game' },
    y: { label: 'Games', grid: true, tickFormat: wholeTicks },
    fy: { label: null, tickFormat: (f: string) => fieldLabel(f, sideName) },
    color: { legend: false },
    marks: [Plot.rectY(scoreSeries(results, fields), Plot.binX<Plot.RectYOptions>({ y: 'count' }, { x: 'value', fy: 'field', fill: 'field', inset: 0.5 })), Plot.ruleY([0])],
  });
}

/** A histogram of the games' lengths in actions. */
export function lengthPlot(results: GameResult[]): SVGSVGElement | HTMLElement {
  return Plot.plot({
    width: WIDTH,
    height: 240,
    x: { label: 'Game length (actions)' },
    y: { label: 'Games', grid: true, tickFormat: wholeTicks },
    marks: [Plot.rectY(gameLengths(results), Plot.binX<Plot.RectYOptions>({ y: 'count' }, { x: (d: number) => d, fill: 'steelblue', inset: 0.5 })), Plot.ruleY([0])],
  });
}

/** How many games each victory condition decided, the most frequent on top. */
export function conditionPlot(results: GameResult[]): SVGSVGElement | HTMLElement {
  const rows = decidingConditions(results);
  return Plot.plot({
    width: WIDTH,
    marginLeft: 130,
    x: { label: 'Games', grid: true, tickFormat: wholeTicks },
    y: { label: null, domain: rows.map((r) => r.condition) },
    marks: [Plot.barX(rows, { x: 'games', y: 'condition', fill: 'slategray' }), Plot.text(rows, { x: 'games', y: 'condition', text: (r) => String(r.games), dx: 10 }), Plot.ruleX([0])],
  });
}

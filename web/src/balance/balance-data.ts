// The figures of a balance job (docs/protocol.md, "Balance jobs"), shaped for the plots:
// shares with their intervals, the games' scores and lengths, and what decided each game.

/** A value's games, share and 95% Wilson interval (docs/balance.md). */
export interface OutcomeFigures {
  games: number;
  share: number;
  low: number;
  high: number;
}

/** A number's mean with its 95% interval (mean ± 1.96 s/√n), minimum and maximum; `sum` and
 * `sum_of_squares` are what merging shards needs (docs/balance.md). */
export interface NumberFigures {
  count: number;
  sum: number;
  sum_of_squares: number;
  mean: number;
  low: number;
  high: number;
  min: number;
  max: number;
}

/** The summary `grognard balance --json` prints and `balance_result` carries. */
export interface BalanceSummary {
  format: 'grognard-balance';
  version: number;
  game: string;
  scenario: string;
  scenario_hash: string;
  agents: string[];
  first_seed: number;
  first_game: number;
  games: number;
  outcomes: Record<string, Record<string, OutcomeFigures>>;
  numbers: Record<string, NumberFigures>;
}

/** One game's result object (docs/cli.md, "The result object") with `seed`, `actions`, `hash`. */
export type GameResult = { [field: string]: unknown };

export interface ShareRow extends OutcomeFigures {
  outcome: string;
}

/** What a null winner means in every game: nobody won. */
export const DRAW = 'draw';

/** Each winner's share and interval, the largest first; a game nobody won counts as a draw. */
export function winShares(summary: BalanceSummary): ShareRow[] {
  const winners = summary.outcomes['winner'] ?? {};
  return Object.entries(winners)
    .map(([outcome, figures]) => ({ outcome: outcome === 'none' ? DRAW : outcome, ...figures }))
    .sort((a, b) => b.share - a.share || a.outcome.localeCompare(b.outcome));
}

/** Every number of a result, nested fields named with dots as the summary names them. */
export function flattenNumbers(result: GameResult, prefix = ''): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(result)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'number') out[name] = value;
    else if (value && typeof value === 'object' && !Array.isArray(value)) Object.assign(out, flattenNumbers(value as GameResult, name));
  }
  return out;
}

/** Bookkeeping and clocks, not scores: left out of the score plot. */
const NOT_SCORES = new Set(['seed', 'actions', 'turns', 'round']);

/** The numbers that score a game: victory points, a score, losses; by side. */
export function scoreFields(summary: BalanceSummary): string[] {
  const names = Object.keys(summary.numbers).filter((n) => !NOT_SCORES.has(n));
  const preferred = names.filter((n) => /(^|\.)vp$/.test(n) || n.startsWith('score.'));
  return preferred.length > 0 ? preferred : names;
}

/** A number's name as the page writes it: "french.vp" is "French VP", "score.central" is
 * "Central Powers score"; `sideName` names a seat or team. */
export function fieldLabel(field: string, sideName: (side: string) => string): string {
  const [first, second, ...rest] = field.split('.');
  if (!first || !second || rest.length > 0) return field;
  if (second === 'vp') return `${sideName(first)} VP`;
  if (second === 'level') return `${sideName(first)} level`;
  if (first === 'score' || first === 'losses' || first === 'levels') return `${sideName(second)} ${first === 'levels' ? 'level' : first}`;
  return field;
}

export interface ScorePoint {
  field: string;
  value: number;
}

/** Each game's value of each score field, one row each (long form, for a faceted histogram). */
export function scoreSeries(results: GameResult[], fields: string[]): ScorePoint[] {
  const rows: ScorePoint[] = [];
  for (const result of results) {
    const numbers = flattenNumbers(result);
    for (const field of fields) if (field in numbers) rows.push({ field, value: numbers[field]! });
  }
  return rows;
}

/** Each game's length in actions. */
export function gameLengths(results: GameResult[]): number[] {
  return results.map((r) => r['actions']).filter((a): a is number => typeof a === 'number');
}

/** What decided one game, in the words its result gives: a reason (Struggle for the
 * Continent), the winner's victory (Napoleon at Waterloo), or the winner's level (La Grande
 * Armée); a game nobody won is a draw. */
export function decidingCondition(result: GameResult): string {
  const winner = typeof result['winner'] === 'string' ? (result['winner'] as string) : null;
  if (typeof result['reason'] === 'string') return result['reason'] as string;
  if (!winner) return DRAW;
  if (typeof result['victory'] === 'string') return `${winner} ${result['victory']}`;
  const side = result[winner];
  if (side && typeof side === 'object' && typeof (side as GameResult)['level'] === 'string') return `${winner} ${(side as GameResult)['level']}`;
  return winner;
}

export interface ConditionRow {
  condition: string;
  games: number;
}

/** How many games each condition decided, the most frequent first. */
export function decidingConditions(results: GameResult[]): ConditionRow[] {
  const counts = new Map<string, number>();
  for (const r of results) counts.set(decidingCondition(r), (counts.get(decidingCondition(r)) ?? 0) + 1);
  return [...counts].map(([condition, games]) => ({ condition, games })).sort((a, b) => b.games - a.games || a.condition.localeCompare(b.condition));
}

/** "61.0% (51.2–70.0%)": a share with its interval, as the page writes it. */
export function shareText(row: OutcomeFigures): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  return `${pct(row.share)} (${(100 * row.low).toFixed(1)}–${pct(row.high)})`;
}

/** "13.90 (13.74–14.07)": a number's mean with its 95% interval, as the page writes it. */
export function meanText(figures: NumberFigures): string {
  return `${figures.mean.toFixed(2)} (${figures.low.toFixed(2)}–${figures.high.toFixed(2)})`;
}

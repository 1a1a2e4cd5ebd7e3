// The victory ladder of a side: SD TD TV SV AV thresholds, the VP and the level reached.

export const LEVELS = ['SD', 'TD', 'TV', 'SV', 'AV'] as const;
export const LEVEL_NAMES: Record<string, string> = {
  AD: 'Automatic Defeat',
  SD: 'Strategic Defeat',
  TD: 'Tactical Defeat',
  TV: 'Tactical Victory',
  SV: 'Strategic Victory',
  AV: 'Automatic Victory',
};

/** What each level means for the war (LGA 5.2), in the order of the ladder, best last. */
export const LEVEL_MEANINGS: [level: string, meaning: string][] = [
  ['AD', 'below Strategic Defeat: bad enough to change how the war ends and what follows it'],
  ['SD', 'bad enough to change the course of the war, not how it ends'],
  ['TD', 'bad, but not enough to change the course of the war'],
  ['TV', 'good, but not enough to change the course of the war'],
  ['SV', 'good enough to change the course of the war, not how it ends'],
  ['AV', 'good enough to change how the war ends and what follows it'],
];

/** How the VP are counted at the start of each player's turn (LGA 5.2). */
export const VP_RULE = 'VP at the start of each turn: 4 for each friendly capital held, 2 for each friendly major city, 1 for each enemy capital or major city occupied. The side with the higher level at the end wins; the same level is a draw.';

export interface Rung {
  level: string;
  threshold: number;
  reached: boolean;
  current: boolean;
}

/** The level a VP total reaches: the highest threshold at or under it; AD below SD. */
export function levelFor(vp: number, thresholds: readonly number[]): string {
  let level = 'AD';
  thresholds.forEach((t, i) => {
    if (vp >= t) level = LEVELS[i] ?? level;
  });
  return level;
}

export function ladderRungs(vp: number, thresholds: readonly number[], level?: string): Rung[] {
  const current = level ?? levelFor(vp, thresholds);
  return thresholds.slice(0, LEVELS.length).map((t, i) => ({
    level: LEVELS[i]!,
    threshold: t,
    reached: vp >= t,
    current: LEVELS[i] === current,
  }));
}

/** Where the VP marker sits along the ladder, 0..1 (the top rung at 1). */
export function ladderPosition(vp: number, thresholds: readonly number[]): number {
  if (thresholds.length === 0) return 0;
  const lo = thresholds[0]!;
  const hi = thresholds[thresholds.length - 1]!;
  if (hi <= lo) return vp >= hi ? 1 : 0;
  return Math.max(0, Math.min(1, (vp - lo) / (hi - lo)));
}

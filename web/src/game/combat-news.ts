// When the result banner shows a combat: when the news is about it.

import type { CombatOutcome } from '../game-module';
import type { LoggedEvent } from '../protocol-types';

/**
 * `fresh`: the events new on screen. A combat stays news while the other side answers it
 * (a retreat, a withdrawal). A whole new report (a page just opened, an undo) shows the last
 * combat only if nothing has happened since it.
 */
export function isCombatNews(last: CombatOutcome, fresh: readonly LoggedEvent[], wholeReport: boolean): boolean {
  if (fresh.length === 0) return false;
  return wholeReport ? fresh.at(-1)!.seq <= last.lastSeq : last.lastSeq >= fresh[0]!.seq;
}

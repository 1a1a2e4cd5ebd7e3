import { describe, expect, it } from 'vitest';
import type { CombatOutcome } from '../game-module';
import type { LoggedEvent } from '../protocol-types';
import { isCombatNews } from './combat-news';

const combat = { firstSeq: 5, lastSeq: 6 } as CombatOutcome;
const ev = (seq: number): LoggedEvent => ({ seq, seat: 'allied', event: { type: 'x' }, text: '' });

describe('the result banner\'s news', () => {
  it('shows a combat whose events have just come, and one the other side is still answering', () => {
    expect(isCombatNews(combat, [ev(5)], false)).toBe(true);
    expect(isCombatNews(combat, [ev(6), ev(7)], false)).toBe(true);
  });

  it('does not bring back a combat when something else happens', () => {
    expect(isCombatNews(combat, [ev(7)], false)).toBe(false);
  });

  it('on a whole new report (opened, undone), shows the last combat only if it is the last thing that happened', () => {
    expect(isCombatNews(combat, [ev(1), ev(5), ev(6)], true)).toBe(true);
    expect(isCombatNews(combat, [ev(1), ev(5), ev(6), ev(7)], true)).toBe(false);
  });
});

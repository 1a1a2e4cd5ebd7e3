import { describe, expect, it } from 'vitest';
import type { LoggedEvent } from '../../protocol-types';
import { lastAttack } from './defense-lead';

const logged = (event: LoggedEvent['event']): LoggedEvent => ({ seq: 1, seat: null, event, text: '' });
const combat = (over: Record<string, unknown> = {}) =>
  logged({ type: 'combat', side: 'french', attacker: 'I Corps (Bernadotte)', attacker_type: 'infantry', defender: 'Mack', defender_type: 'infantry', defender_nation: 'austria', from: '1204', to: '1305', roll: 4, total: 3, result: 'D1', ...over });
const place = (hex: string) => (hex === '1305' ? `Ulm (${hex})` : hex);

describe('lastAttack', () => {
  it('says who attacked where, with what, and the roll, from the latest combat of the mover', () => {
    const events = [combat({ attacker: 'Old' }), logged({ type: 'move' }), combat()];
    expect(lastAttack(events, 'french', place)).toEqual({
      attacker: 'I Corps (Bernadotte) (infantry) from 1204',
      target: 'Mack (Austria infantry) in Ulm (1305)',
      outcome: 'rolled 4, −1 = 3: D1',
      at: '1305',
    });
  });

  it('ignores the other side and attacks before the turn began', () => {
    expect(lastAttack([combat({ side: 'allied' })], 'french', place)).toBeNull();
    expect(lastAttack([combat(), logged({ type: 'phase', side: 'french' })], 'french', place)).toBeNull();
  });
});

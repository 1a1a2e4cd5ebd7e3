import { describe, expect, it } from 'vitest';
import { handoverName, needsHandover, type HandoverCase } from './handover';

const human = { player: 'human' } as const;
const computer = { player: 'computer', agent: 'heuristic' } as const;
const teams = [
  { id: 'central', name: 'Central Powers', seats: ['germany', 'austria'] },
  { id: 'entente', name: 'Entente', seats: ['russia', 'france'] },
];

function handover(c: Partial<HandoverCase>): boolean {
  return needsHandover({ mode: 'hotseat', hiddenInformation: true, teams: [], seats: {}, held: [], shown: null, next: '', ...c });
}

describe('needsHandover', () => {
  it('covers the screen between the two players of a hot-seat game', () => {
    const seats = { french: human, allied: human };
    expect(handover({ seats, held: ['french', 'allied'], shown: 'french', next: 'allied' })).toBe(true);
    expect(handover({ seats, held: ['french', 'allied'], shown: 'allied', next: 'allied' })).toBe(false);
  });

  it('passes between two players without a cover when neither has anything to hide', () => {
    const seats = { french: human, allied: human };
    const c = { seats, held: ['french', 'allied'], shown: 'french', next: 'allied', hiddenInformation: false };
    expect(handover({ ...c, mode: 'hotseat' })).toBe(false);
    expect(handover({ ...c, mode: 'network' })).toBe(false);
  });

  it('passes between the nations of one team without a cover', () => {
    const seats = { germany: human, austria: human, russia: computer, france: computer };
    const c = { teams, seats, held: ['germany', 'austria'], shown: 'germany', next: 'austria' };
    expect(handover({ ...c, mode: 'network' })).toBe(false);
    expect(handover({ ...c, mode: 'computer' })).toBe(false);
    expect(handover({ ...c, mode: 'hotseat' })).toBe(false);
  });

  it('covers the screen between two teams sharing it, but not within either', () => {
    const seats = { germany: human, austria: human, russia: human, france: human };
    const c = { teams, seats, held: ['germany', 'austria', 'russia', 'france'], mode: 'network' as const };
    expect(handover({ ...c, shown: 'austria', next: 'russia' })).toBe(true);
    expect(handover({ ...c, shown: 'russia', next: 'france' })).toBe(false);
  });

  it('never covers a screen that holds one person against the computer', () => {
    const seats = { french: human, allied: computer };
    expect(handover({ mode: 'computer', seats, held: ['french'], shown: 'french', next: 'french' })).toBe(false);
  });
});

describe('handoverName', () => {
  it("names the team's player in a team game, the seat's elsewhere", () => {
    const seatName = (s: string) => s.toUpperCase();
    expect(handoverName('france', teams, seatName)).toBe('Entente');
    expect(handoverName('allied', [], seatName)).toBe('ALLIED');
  });
});

import { describe, expect, it } from 'vitest';
import type { SeatState } from '../game-module';
import { outOfTurnText } from './whose-turn';

const base = { seat: 'allied', toMove: 'french', over: false } as SeatState;
const name = (s: string) => (s === 'french' ? 'French' : 'Allied');

describe('outOfTurnText', () => {
  it("names the seat whose turn it is", () => {
    expect(outOfTurnText(base, name)).toBe("It is the French player's turn; you act again when it is yours.");
  });
  it('says nothing when the seat shown is to move, so the real reason is given', () => {
    expect(outOfTurnText({ ...base, toMove: 'allied' }, name)).toBeNull();
  });
  it('tells a spectator and a finished game apart', () => {
    expect(outOfTurnText({ ...base, seat: null }, name)).toBe('You are watching: only the players act.');
    expect(outOfTurnText({ ...base, over: true }, name)).toBe('The game is over.');
  });
});

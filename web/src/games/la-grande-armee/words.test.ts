import { describe, expect, it } from 'vitest';
import type { LgaBoard } from './types';
import { placeName } from './words';

describe('placeName', () => {
  const board = { areas: { '1104': { city: { name: 'Paris' } }, '1105': {} } } as unknown as LgaBoard;
  it('names a city with its hex number in brackets, as the report does', () => {
    expect(placeName(board, '1104')).toBe('Paris (1104)');
  });
  it('gives a plain area, or any area before the board is read, by its number', () => {
    expect(placeName(board, '1105')).toBe('1105');
    expect(placeName(null, '1104')).toBe('1104');
  });
});

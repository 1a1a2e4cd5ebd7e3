import { describe, expect, it } from 'vitest';
import { parseSave, saveFileName } from './save-file';

describe('save files', () => {
  it('names the download after the game and the day', () => {
    expect(saveFileName('napoleon-at-waterloo', new Date(2025, 5, 18, 21, 30))).toBe('napoleon-at-waterloo-2025-06-18.json');
  });

  it('accepts a Grognard save and summarises it', () => {
    const text = JSON.stringify({
      format: 'grognard-save',
      version: 1,
      game: 'napoleon-at-waterloo',
      scenario: { id: 'waterloo', units: [] },
      seed: 7,
      log: [{ action: { type: 'pass' } }, { action: { type: 'pass' } }],
      hash: '40a50b693b49f948',
    });
    const { save, summary } = parseSave(text);
    expect(save.seed).toBe(7);
    expect(summary).toEqual({ game: 'napoleon-at-waterloo', scenario: 'waterloo', actions: 2 });
  });

  it('refuses other files with a reason', () => {
    expect(() => parseSave('{"format":"other"}')).toThrow(/not a Grognard save/);
    expect(() => parseSave('not json')).toThrow(/not JSON/);
    expect(() => parseSave('[1,2]')).toThrow(/not a Grognard save/);
  });
});

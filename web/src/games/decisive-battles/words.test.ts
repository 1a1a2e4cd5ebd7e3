import { describe, expect, it } from 'vitest';
import view from './fixtures/union-first-hour.json';
import { asDb } from './types';
import { clockWords, commandWords, conditionsWords, describeDbAction, formationWords, shortTime, timeWords } from './words';

const v = asDb(view as never);

describe('words', () => {
  it('tells the hour as Menu H does', () => {
    expect(timeWords('1861-07-21T05:00')).toBe('21 July 1861, 5:00 a.m.');
    expect(shortTime('1861-07-21T13:00')).toBe('21 Jul 1861 1:00 p.m.');
    expect(clockWords('1861-07-21T12:00')).toBe('12:00 noon');
    expect(conditionsWords(v)).toBe('dawn, clear');
  });

  it('names line and column as the book does for each arm', () => {
    expect(formationWords({ formation: 'column', type: 'infantry' })).toBe('in column');
    expect(formationWords({ formation: 'line', type: 'cavalry' })).toBe('dismounted');
    expect(formationWords({ formation: 'column', type: 'artillery' })).toBe('limbered');
  });

  it('describes commands and orders with names, the manoeuvre point read as the route', () => {
    expect(commandWords('offensive', ['1510', '1014'], v)).toBe('offensive on Henry Hill by way of Stone Bridge');
    expect(describeDbAction({ type: 'command', hq: 'MILES', command: 'defensive', objectives: ['3606'] }, v)).toBe('5th Division: defensive at Centreville');
    expect(describeDbAction({ type: 'order', brigade: 'GREENE', order: 'deploy', to: '3504' }, v)).toBe("Greene's Battery (G, 2nd US Artillery): deploy to 3504");
    expect(describeDbAction({ type: 'move_army', to: '3606' }, v)).toBe('Army HQ to Centreville');
    expect(describeDbAction({ type: 'move_army' }, v)).toBe('Army HQ stands');
    expect(describeDbAction({ type: 'end_orders' }, v)).toBe('Run the hour');
  });
});

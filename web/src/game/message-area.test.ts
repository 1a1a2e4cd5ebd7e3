import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../protocol';
import { errorText } from './message-area';

describe('errorText', () => {
  it('words a server error by its code and keeps the rule and the message', () => {
    expect(errorText(new ProtocolError('illegal', 'no road', 'NAW Movement (4)'))).toBe(
      'Not allowed [NAW Movement (4)]: no road',
    );
  });

  it('says why a game could not be created and that a stuck computer retries', () => {
    expect(errorText(new ProtocolError('quota', 'running games per connection: at most 5 (5 now)'))).toBe(
      'Too many games at once: running games per connection: at most 5 (5 now)',
    );
    expect(errorText(new ProtocolError('computer_stalled', 'it tries again in 1 s.'))).toMatch(
      /^The computer player is held up: it tries again/,
    );
  });

  it('names an unknown code rather than hiding it', () => {
    expect(errorText(new ProtocolError('brand_new', 'x'))).toBe('Error (brand_new): x');
  });
});

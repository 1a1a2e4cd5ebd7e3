// The visible, announced line for refusals and notices. Server errors keep the rule's name,
// so the player learns which rule said no.

import { ProtocolError } from '../protocol';
import { el } from '../util/dom';

const CODE_WORDS: Record<string, string> = {
  illegal: 'Not allowed',
  stale: 'The game has moved on; look again and choose anew',
  not_your_turn: 'It is not your turn',
  cannot_undo: 'Cannot undo',
  hidden: 'Not available while the game runs',
  rate_limited: 'Too many requests at once; please wait a moment',
  game_over: 'The game is over',
  bad_token: 'This game link is not valid',
  claimed: 'This invitation has already been used',
  quota: 'Too many games at once',
  computer_stalled: 'The computer player is held up',
  no_game: 'There is no such game',
  no_scenario: 'There is no such scenario',
  disconnected: 'The connection to the server was lost',
  timeout: 'The server did not answer',
};

/** Words for an error, with the rule when there is one. */
export function errorText(error: unknown): string {
  if (error instanceof ProtocolError) {
    const head = CODE_WORDS[error.code] ?? `Error (${error.code})`;
    const rule = error.rule ? ` [${error.rule}]` : '';
    return `${head}${rule}: ${error.message}`;
  }
  return error instanceof Error ? error.message : String(error);
}

export class MessageArea {
  readonly element = el('div', { class: 'message', role: 'status', 'aria-live': 'assertive', 'data-testid': 'message' });
  private timer: ReturnType<typeof setTimeout> | undefined;

  error(error: unknown): void {
    this.show(errorText(error), 'error');
  }

  say(text: string, kind: 'error' | 'info' = 'info'): void {
    this.show(text, kind);
  }

  clear(): void {
    this.element.textContent = '';
    this.element.className = 'message';
  }

  private show(text: string, kind: 'error' | 'info'): void {
    clearTimeout(this.timer);
    this.element.textContent = text;
    this.element.className = `message message-${kind}`;
    this.element.setAttribute('data-kind', kind);
    // Notices fade away; errors stay until the next action, so they can be read.
    if (kind === 'info') this.timer = setTimeout(() => this.clear(), 6000);
  }
}

// On a touch screen there is no hover to show where a move goes before it is made: the first
// tap on a place the selection may move to previews it (path, cost, odds), a second tap on
// the same place confirms. Any other tap acts at once and forgets the preview.

/** Whether the main pointer is a finger (a tablet, a phone): no hover, and fat targets. */
export function touchScreen(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
}

/** "Tap" on a touch screen, "Click" with a mouse: the word for the panels' hints. */
export function clickWord(): 'Tap' | 'Click' {
  return touchScreen() ? 'Tap' : 'Click';
}

export class TapConfirm {
  private pending: string | null = null;

  /** The place waiting for its confirming tap, if any. */
  get previewed(): string | null {
    return this.pending;
  }

  /** True when this tap only previews `place`; false when the tap should act. */
  tap(place: string, needsConfirm: boolean): boolean {
    if (needsConfirm && this.pending !== place) {
      this.pending = place;
      return true;
    }
    this.pending = null;
    return false;
  }

  clear(): void {
    this.pending = null;
  }
}

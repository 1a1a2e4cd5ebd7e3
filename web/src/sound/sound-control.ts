// The Sound button of the top bar (and the S key): off until the player turns it on, the
// choice kept for every game on this browser. It hears each new state of the game.

import type { GameModule, SeatState } from '../game-module';
import { setSoundPreferred, soundPreferred } from '../settings/preferences';
import { button } from '../util/dom';
import { SoundCues } from './sounds';
import { SoundPlayer } from './sound-player';

export class SoundControl {
  readonly button: HTMLButtonElement;
  private readonly cues: SoundCues;
  private readonly removeUnlock: () => void;

  constructor(
    module: Pick<GameModule, 'soundOf'>,
    private readonly player = new SoundPlayer(),
  ) {
    this.cues = new SoundCues(module);
    this.button = button('Sound', () => this.toggle(), {
      'data-testid': 'toggle-sound',
      'aria-pressed': 'false',
      'aria-keyshortcuts': 'S',
      title: 'Sound effects on or off (S)',
    });
    this.show(soundPreferred());
    // After a reload with sound on, the browser lets the audio start at the first gesture.
    const unlock = () => this.player.unlock();
    document.addEventListener('pointerdown', unlock, true);
    document.addEventListener('keydown', unlock, true);
    this.removeUnlock = () => {
      document.removeEventListener('pointerdown', unlock, true);
      document.removeEventListener('keydown', unlock, true);
    };
  }

  toggle(): void {
    const on = !this.player.enabled;
    setSoundPreferred(on);
    this.show(on);
  }

  /** A new state on screen: plays what is new in it. */
  hear(state: SeatState, heldSeats: readonly string[]): void {
    this.player.play(this.cues.next(state, heldSeats));
  }

  dispose(): void {
    this.removeUnlock();
  }

  private show(on: boolean): void {
    this.player.setEnabled(on);
    this.button.setAttribute('aria-pressed', String(on));
  }
}

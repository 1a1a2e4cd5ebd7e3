// The player's choices for every game on this browser (sound), kept in localStorage.

import { storage } from '../storage';

const SOUND_KEY = 'grognard.sound.v1';

/** Sound is off until the player turns it on. */
export function soundPreferred(): boolean {
  return storage()?.getItem(SOUND_KEY) === 'on';
}

export function setSoundPreferred(on: boolean): void {
  storage()?.setItem(SOUND_KEY, on ? 'on' : 'off');
}

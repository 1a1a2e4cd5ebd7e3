// Whether the player keeps the mini-map open, for every game on this browser.

import { storage } from '../storage';

const KEY = 'grognard.minimap.v1';

/** The mini-map is shown until the player hides it. */
export function minimapShown(): boolean {
  return storage()?.getItem(KEY) !== 'hidden';
}

export function setMinimapShown(shown: boolean): void {
  storage()?.setItem(KEY, shown ? 'shown' : 'hidden');
}

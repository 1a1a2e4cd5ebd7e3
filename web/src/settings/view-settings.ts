// What the player set on a game's screen (camera, hex numbers), kept per game in localStorage so
// that a reload shows the map as it was left.

import { storage } from '../storage';
import type { Camera } from '../map/viewport';

export interface ViewSettings {
  camera?: Camera;
  numbers?: boolean;
}

const PREFIX = 'grognard.view.v1.';

export function loadViewSettings(gameId: string): ViewSettings {
  const raw = storage()?.getItem(PREFIX + gameId);
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as ViewSettings;
    return { camera: isCamera(parsed.camera) ? parsed.camera : undefined, numbers: parsed.numbers === true };
  } catch {
    return {};
  }
}

/** Merges `change` into what is kept for the game. */
export function saveViewSettings(gameId: string, change: ViewSettings): void {
  storage()?.setItem(PREFIX + gameId, JSON.stringify({ ...loadViewSettings(gameId), ...change }));
}

function isCamera(value: unknown): value is Camera {
  const cam = value as Camera | undefined;
  return !!cam && [cam.zoom, cam.center?.x, cam.center?.y].every((n) => typeof n === 'number' && Number.isFinite(n));
}

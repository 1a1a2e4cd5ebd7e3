import { beforeEach, describe, expect, it } from 'vitest';
import { loadViewSettings, saveViewSettings } from './view-settings';
import { setSoundPreferred, soundPreferred } from './preferences';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

beforeEach(() => {
  Object.defineProperty(globalThis, 'window', { value: { localStorage: new MemoryStorage() }, configurable: true });
});

describe('view settings', () => {
  it('keeps each game’s camera and hex numbers apart, merging changes', () => {
    saveViewSettings('g1', { camera: { center: { x: 10, y: 20 }, zoom: 2 } });
    saveViewSettings('g1', { numbers: true });
    saveViewSettings('g2', { numbers: false });
    expect(loadViewSettings('g1')).toEqual({ camera: { center: { x: 10, y: 20 }, zoom: 2 }, numbers: true });
    expect(loadViewSettings('g2')).toEqual({ camera: undefined, numbers: false });
    expect(loadViewSettings('g3')).toEqual({});
  });

  it('ignores a damaged record rather than showing a broken map', () => {
    window.localStorage.setItem('grognard.view.v1.g1', '{"camera":{"zoom":"big"}');
    expect(loadViewSettings('g1')).toEqual({});
    window.localStorage.setItem('grognard.view.v1.g1', '{"camera":{"zoom":null,"center":{"x":1,"y":2}},"numbers":true}');
    expect(loadViewSettings('g1')).toEqual({ camera: undefined, numbers: true });
  });
});

describe('sound preference', () => {
  it('is off until turned on, and remembered', () => {
    expect(soundPreferred()).toBe(false);
    setSoundPreferred(true);
    expect(soundPreferred()).toBe(true);
    setSoundPreferred(false);
    expect(soundPreferred()).toBe(false);
  });
});

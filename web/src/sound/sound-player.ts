// Plays sounds when the player has turned sound on; silent, with no audio context at all,
// until then. Browsers start a context only after a gesture: turning sound on is one, and
// after a reload the first click or key resumes it.

import { playSounds, type AudioOut } from './synth';
import type { Sound } from './sounds';

/** An AudioContext, or what tests give instead. */
export type AudioContextLike = AudioOut & { readonly state: AudioContextState; resume(): Promise<void> };

export class SoundPlayer {
  private on = false;
  private context: AudioContextLike | null = null;
  /** Sounds of an update follow those still playing rather than sound over them. */
  private busyUntil = 0;

  constructor(private readonly makeContext: () => AudioContextLike | null = browserContext) {}

  get enabled(): boolean {
    return this.on;
  }

  setEnabled(on: boolean): void {
    this.on = on;
    if (on) this.unlock();
  }

  /** Called from a user gesture: starts (or resumes) the audio context if sound is on. */
  unlock(): void {
    if (!this.on) return;
    const ctx = this.ctx();
    if (ctx && ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  }

  play(sounds: readonly Sound[]): void {
    if (!this.on || sounds.length === 0) return;
    const ctx = this.ctx();
    if (!ctx) return;
    this.busyUntil = playSounds(ctx, sounds, Math.max(ctx.currentTime + 0.02, this.busyUntil));
  }

  private ctx(): AudioContextLike | null {
    this.context ??= this.makeContext();
    return this.context;
  }
}

function browserContext(): AudioContextLike | null {
  const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  try {
    return Ctor ? new Ctor() : null;
  } catch {
    return null; // No audio on this device: the game is told on screen anyway.
  }
}

// The game's sound effects, made in the browser from oscillators and noise (no recorded
// files), after the originals' beeps: each effect is a few envelopes scheduled on the
// context's clock and returns how long it lasts.

import type { Sound } from './sounds';

/** The part of an AudioContext the effects use (tests pass a recording fake). */
export type AudioOut = Pick<
  BaseAudioContext,
  'currentTime' | 'sampleRate' | 'destination' | 'createOscillator' | 'createGain' | 'createBuffer' | 'createBufferSource' | 'createBiquadFilter'
>;

interface Tone {
  wave: OscillatorType;
  from: number;
  /** The pitch it glides to by the end (Hz); the same pitch if absent. */
  to?: number;
  duration: number;
  volume: number;
}

function tone(ctx: AudioOut, at: number, t: Tone): void {
  const osc = ctx.createOscillator();
  osc.type = t.wave;
  osc.frequency.setValueAtTime(t.from, at);
  if (t.to) osc.frequency.exponentialRampToValueAtTime(t.to, at + t.duration);
  osc.connect(envelope(ctx, at, t.duration, t.volume));
  osc.start(at);
  osc.stop(at + t.duration);
}

interface Noise {
  duration: number;
  volume: number;
  /** The band it is filtered to: a rattle is high, a boom low. */
  filter: BiquadFilterType;
  frequency: number;
}

function noise(ctx: AudioOut, at: number, n: Noise): void {
  const length = Math.max(1, Math.floor(ctx.sampleRate * n.duration));
  const buffer = ctx.createBuffer(1, length, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < length; i++) data[i] = Math.random() * 2 - 1;
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  const filter = ctx.createBiquadFilter();
  filter.type = n.filter;
  filter.frequency.setValueAtTime(n.frequency, at);
  source.connect(filter);
  filter.connect(envelope(ctx, at, n.duration, n.volume));
  source.start(at);
  source.stop(at + n.duration);
}

/** A quick attack and a fall to silence, so that no effect clicks at its ends. */
function envelope(ctx: AudioOut, at: number, duration: number, volume: number): GainNode {
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(volume, at + Math.min(0.01, duration / 4));
  gain.gain.exponentialRampToValueAtTime(0.0001, at + duration);
  gain.connect(ctx.destination);
  return gain;
}

function notes(ctx: AudioOut, at: number, pitches: number[], step: number, wave: OscillatorType): number {
  pitches.forEach((p, i) => tone(ctx, at + i * step, { wave, from: p, duration: step * 1.6, volume: 0.18 }));
  return step * (pitches.length + 0.6);
}

const EFFECTS: Record<Sound, (ctx: AudioOut, at: number) => number> = {
  // A die rattling in the hand, then landing.
  die: (ctx, at) => {
    [0, 0.06, 0.13, 0.22].forEach((t) => noise(ctx, at + t, { duration: 0.035, volume: 0.35, filter: 'bandpass', frequency: 2800 }));
    noise(ctx, at + 0.32, { duration: 0.06, volume: 0.5, filter: 'bandpass', frequency: 1200 });
    return 0.42;
  },
  // Gunfire: a low boom with a falling thud under it.
  combat: (ctx, at) => {
    noise(ctx, at, { duration: 0.55, volume: 0.6, filter: 'lowpass', frequency: 420 });
    tone(ctx, at, { wave: 'sine', from: 120, to: 40, duration: 0.45, volume: 0.5 });
    return 0.6;
  },
  // A drum's four steps.
  march: (ctx, at) => {
    [0, 0.17, 0.34, 0.51].forEach((t, i) => tone(ctx, at + t, { wave: 'triangle', from: i % 2 ? 130 : 160, to: 70, duration: 0.09, volume: 0.4 }));
    return 0.62;
  },
  // A bugle's two notes: your turn.
  turn: (ctx, at) => notes(ctx, at, [523, 784], 0.16, 'square'),
  won: (ctx, at) => notes(ctx, at, [523, 659, 784, 1047], 0.14, 'triangle'),
  lost: (ctx, at) => notes(ctx, at, [392, 330, 262, 196], 0.22, 'sine'),
  ended: (ctx, at) => notes(ctx, at, [440, 440], 0.2, 'sine'),
};

/** Schedules the sounds one after the other from `at`; returns when the last ends. */
export function playSounds(ctx: AudioOut, sounds: readonly Sound[], at: number): number {
  let t = at;
  for (const s of sounds) t += EFFECTS[s](ctx, t);
  return t;
}

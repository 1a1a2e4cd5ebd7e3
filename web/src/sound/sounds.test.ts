import { describe, expect, it } from 'vitest';
import type { GameModule, SeatState } from '../game-module';
import type { LoggedEvent } from '../protocol-types';
import { EVENT_SOUNDS as NAW } from '../games/napoleon-at-waterloo/sounds';
import { SoundCues, eventSounds } from './sounds';
import { SoundPlayer, type AudioContextLike } from './sound-player';

/** An AudioContext that plays nothing and writes down every source started: an oscillator's
 * wave and pitch, or a noise burst's filter. */
class FakeAudio {
  currentTime = 5;
  sampleRate = 8000;
  state: AudioContextState = 'suspended';
  destination = {} as AudioDestinationNode;
  played: { at: number; what: string }[] = [];
  resumed = 0;

  async resume(): Promise<void> {
    this.resumed++;
    this.state = 'running';
  }
  createOscillator() {
    const osc = { type: 'sine', frequency: param(), connect: () => undefined, stop: () => undefined, start: (at: number) => this.played.push({ at, what: `${osc.type} ${osc.frequency.first}Hz` }) };
    return osc as unknown as OscillatorNode;
  }
  createGain() {
    return { gain: param(), connect: () => undefined } as unknown as GainNode;
  }
  createBiquadFilter() {
    const filter = { type: 'lowpass', frequency: param(), connect: () => undefined };
    this.lastFilter = filter;
    return filter as unknown as BiquadFilterNode;
  }
  private lastFilter: { type: string } | null = null;
  createBuffer(_channels: number, length: number) {
    const data = new Float32Array(length);
    return { getChannelData: () => data } as unknown as AudioBuffer;
  }
  createBufferSource() {
    const source = { buffer: null, connect: () => undefined, stop: () => undefined, start: (at: number) => this.played.push({ at, what: `noise ${this.lastFilter?.type}` }) };
    return source as unknown as AudioBufferSourceNode;
  }
}

function param() {
  const p = { first: NaN, setValueAtTime: (v: number) => (Number.isNaN(p.first) ? (p.first = v) : v), exponentialRampToValueAtTime: () => undefined };
  return p;
}

const naw: Pick<GameModule, 'soundOf'> = { soundOf: (e) => NAW[e.type] ?? null };

let seq = 0;
function ev(type: string, fields: Record<string, unknown> = {}): LoggedEvent {
  return { seq: ++seq, seat: null, event: { type, ...fields }, text: type };
}

function state(events: LoggedEvent[], toMove: string | null, extra: Partial<SeatState> = {}): SeatState {
  return { gameId: 'g', game: 'napoleon-at-waterloo', scenario: 'waterloo', seat: 'french', seats: {}, teams: [], seq: 0, view: {}, toMove, over: false, result: null, legal: [], legalRuns: [], canUndo: false, events, ...extra };
}

describe('event sounds', () => {
  it('hears the game’s combats and marches, and a die wherever a roll is', () => {
    expect(eventSounds({ type: 'combat', roll: 4 }, naw)).toEqual(['die', 'combat']);
    expect(eventSounds({ type: 'move' }, naw)).toEqual(['march']);
    expect(eventSounds({ type: 'siege', roll: 2 }, {})).toEqual(['die']);
    expect(eventSounds({ type: 'phase' }, naw)).toEqual([]);
  });
});

describe('sound cues over a game', () => {
  it('sounds only what each update adds: not the history on arrival, the turn when it comes back', () => {
    const cues = new SoundCues(naw);
    const history = [ev('move'), ev('die', { value: 3 }), ev('combat', { roll: 3 })];
    expect(cues.next(state(history, 'allied'), ['french'])).toEqual([]); // arriving: nothing old
    const computer = [...history, ev('move'), ev('move')];
    expect(cues.next(state(computer, 'allied'), ['french'])).toEqual(['march']);
    const battle = [...computer, ev('die', { value: 6 }), ev('combat', { roll: 6 }), ev('retreat')];
    expect(cues.next(state(battle, 'french'), ['french'])).toEqual(['die', 'combat', 'march', 'turn']);
    expect(cues.next(state(battle, 'french'), ['french'])).toEqual([]); // the same state again
  });

  it('hears a move again after an undo took it back', () => {
    const cues = new SoundCues(naw);
    const before = [ev('phase')];
    cues.next(state(before, 'french'), ['french']);
    const moved = ev('move');
    cues.next(state([...before, moved], 'french'), ['french']);
    cues.next(state(before, 'french'), ['french']); // undone
    expect(cues.next(state([...before, { ...moved }], 'french'), ['french'])).toEqual(['march']);
  });

  it('ends with a win, a loss, or a plain ending for a draw or a spectator', () => {
    const over = (winner: string | null, held: string[], teams: SeatState['teams'] = []) => {
      const cues = new SoundCues(naw);
      cues.next(state([], 'french', { teams }), held);
      return cues.next(state([], null, { over: true, result: { winner }, teams }), held);
    };
    expect(over('french', ['french'])).toEqual(['won']);
    expect(over('allied', ['french'])).toEqual(['lost']);
    expect(over('none', ['french'])).toEqual(['ended']);
    expect(over('french', [])).toEqual(['ended']);
    expect(over('entente', ['france'], [{ id: 'entente', name: 'Entente', seats: ['france', 'britain'] }])).toEqual(['won']);
  });
});

describe('the sound player', () => {
  function run(on: boolean) {
    const audio = new FakeAudio();
    const player = new SoundPlayer(() => audio as unknown as AudioContextLike);
    player.setEnabled(on);
    const cues = new SoundCues(naw);
    const updates = [
      state([ev('phase')], 'allied'),
      state([ev('move'), ev('die', { value: 2 }), ev('combat', { roll: 2 })], 'french'),
    ];
    for (const u of updates) player.play(cues.next(u, ['french']));
    return audio;
  }

  it('plays nothing and makes no audio context while sound is off', () => {
    let made = 0;
    const player = new SoundPlayer(() => {
      made++;
      return new FakeAudio() as unknown as AudioContextLike;
    });
    player.play(['die', 'turn']);
    player.unlock();
    expect(made).toBe(0);
    expect(run(false).played).toEqual([]);
  });

  it('plays a sequence of updates as dice, gunfire, a drum and a bugle, one after the other', () => {
    const audio = run(true);
    expect(audio.resumed).toBe(1); // turning sound on is the gesture that starts the audio
    const what = audio.played.map((p) => p.what);
    // The die: bursts of high noise; the combat: low noise and a falling sine; the march:
    // triangle drum beats; the turn: two square bugle notes.
    expect(what).toEqual([
      ...Array(5).fill('noise bandpass'),
      'noise lowpass',
      'sine 120Hz',
      'triangle 160Hz',
      'triangle 130Hz',
      'triangle 160Hz',
      'triangle 130Hz',
      'square 523Hz',
      'square 784Hz',
    ]);
    const times = audio.played.map((p) => p.at);
    expect(times).toEqual([...times].sort((a, b) => a - b)); // never on top of each other
    expect(times[0]).toBeGreaterThanOrEqual(audio.currentTime);
  });
});

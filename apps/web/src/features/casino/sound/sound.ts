import { create } from 'zustand';
import { storage } from '../../../lib/storage';

/** Local storage key of the casino's mute switch. */
export const CASINO_SOUND_MUTED_KEY = 'casino-sound-muted';

type SoundState = { muted: boolean; toggle(): void };

/** The mute switch, persisted across visits. */
export const useCasinoSound = create<SoundState>((set, get) => ({
  muted: storage.get<boolean>(CASINO_SOUND_MUTED_KEY) ?? false,
  toggle() {
    const muted = !get().muted;
    storage.set(CASINO_SOUND_MUTED_KEY, muted);
    set({ muted });
  },
}));

export type Cue =
  | 'click'
  | 'bet'
  | 'tick'
  | 'win'
  | 'bigwin'
  | 'lose'
  | 'reveal'
  | 'boom'
  | 'card'
  | 'spin'
  | 'stop';

type Note = { f: number; to?: number; t: number; d: number; type?: OscillatorType; v?: number };

/** Each cue as a few synthesized notes (no audio files): frequency, glide, start, length. */
const CUES: Record<Cue, Note[]> = {
  click: [{ f: 880, t: 0, d: 0.04, type: 'square', v: 0.05 }],
  bet: [
    { f: 520, t: 0, d: 0.07, type: 'triangle' },
    { f: 780, t: 0.06, d: 0.09, type: 'triangle' },
  ],
  tick: [{ f: 1400, t: 0, d: 0.025, type: 'square', v: 0.035 }],
  reveal: [{ f: 660, to: 990, t: 0, d: 0.12, type: 'sine' }],
  card: [{ f: 300, to: 180, t: 0, d: 0.06, type: 'triangle', v: 0.08 }],
  spin: [{ f: 200, to: 420, t: 0, d: 0.25, type: 'sawtooth', v: 0.03 }],
  stop: [{ f: 240, to: 140, t: 0, d: 0.08, type: 'square', v: 0.05 }],
  win: [
    { f: 523, t: 0, d: 0.12, type: 'triangle' },
    { f: 659, t: 0.1, d: 0.12, type: 'triangle' },
    { f: 784, t: 0.2, d: 0.22, type: 'triangle' },
  ],
  bigwin: [
    { f: 523, t: 0, d: 0.12, type: 'triangle' },
    { f: 659, t: 0.1, d: 0.12, type: 'triangle' },
    { f: 784, t: 0.2, d: 0.12, type: 'triangle' },
    { f: 1047, t: 0.3, d: 0.4, type: 'triangle' },
    { f: 1319, t: 0.42, d: 0.4, type: 'sine', v: 0.06 },
  ],
  lose: [{ f: 330, to: 160, t: 0, d: 0.35, type: 'sine', v: 0.08 }],
  boom: [
    { f: 120, to: 40, t: 0, d: 0.5, type: 'sawtooth', v: 0.12 },
    { f: 70, to: 30, t: 0.02, d: 0.5, type: 'square', v: 0.06 },
  ],
};

let ctx: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined' || !('AudioContext' in window)) return null;
  ctx ??= new AudioContext();
  if (ctx.state === 'suspended') void ctx.resume();
  return ctx;
}

/** Plays a cue unless muted. Called from user gestures and game events; never throws. */
export function playCue(cue: Cue) {
  if (useCasinoSound.getState().muted) return;
  try {
    const ac = audio();
    if (!ac) return;
    const now = ac.currentTime;
    for (const n of CUES[cue]) {
      const osc = ac.createOscillator();
      const gain = ac.createGain();
      osc.type = n.type ?? 'sine';
      osc.frequency.setValueAtTime(n.f, now + n.t);
      if (n.to) osc.frequency.exponentialRampToValueAtTime(n.to, now + n.t + n.d);
      const v = n.v ?? 0.09;
      gain.gain.setValueAtTime(0.0001, now + n.t);
      gain.gain.exponentialRampToValueAtTime(v, now + n.t + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + n.t + n.d);
      osc.connect(gain).connect(ac.destination);
      osc.start(now + n.t);
      osc.stop(now + n.t + n.d + 0.02);
    }
  } catch {
    /* audio unavailable: the game goes on silently */
  }
}

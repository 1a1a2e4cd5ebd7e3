// Keyboard shortcuts of the game screen (listed in overlays.ts SHORTCUTS).

import { isTypingTarget } from '../util/dom';

export interface ShortcutActions {
  escape(): void;
  endPhase(): void;
  undo(): void;
  toggleNumbers(): void;
  toggleSound(): void;
  zoom(factor: number): void;
  pan(dx: number, dy: number): void;
  help(): void;
  aids(): void;
}

const PAN_STEP = 80;

/** Installs the handler; returns a function that removes it. */
export function installShortcuts(actions: ShortcutActions, blocked: () => boolean): () => void {
  const handler = (ev: KeyboardEvent) => {
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    if (ev.key === 'Escape') {
      actions.escape();
      return;
    }
    // No shortcuts while typing, or behind a modal screen (hand-over, final result).
    if (isTypingTarget(ev.target) || blocked()) return;
    // Enter and Space on a focused button keep their own meaning.
    const onControl = ev.target instanceof HTMLElement && ev.target.closest('button, a, summary');
    const run = (f: () => void) => {
      ev.preventDefault();
      f();
    };
    switch (ev.key) {
      case 'e':
      case 'E':
        return run(actions.endPhase);
      case 'u':
      case 'U':
        return run(actions.undo);
      case 'l':
      case 'L':
        return run(actions.toggleNumbers);
      case 's':
      case 'S':
        return run(actions.toggleSound);
      case '+':
      case '=':
        return run(() => actions.zoom(1.25));
      case '-':
      case '_':
        return run(() => actions.zoom(0.8));
      case '?':
        return run(actions.help);
      case 'a':
      case 'A':
        return run(actions.aids);
      case 'ArrowLeft':
        return onControl ? undefined : run(() => actions.pan(PAN_STEP, 0));
      case 'ArrowRight':
        return onControl ? undefined : run(() => actions.pan(-PAN_STEP, 0));
      case 'ArrowUp':
        return onControl ? undefined : run(() => actions.pan(0, PAN_STEP));
      case 'ArrowDown':
        return onControl ? undefined : run(() => actions.pan(0, -PAN_STEP));
      default:
        return undefined;
    }
  };
  document.addEventListener('keydown', handler);
  return () => document.removeEventListener('keydown', handler);
}

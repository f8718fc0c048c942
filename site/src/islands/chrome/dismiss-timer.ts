// A toast's dismissal countdown (spec §4, §9): 30 s, held while the pointer or the keyboard focus is on the toast,
// started over in full once both have left, and started over when an identical toast merges into it.
import { TOAST_TIMEOUT_MS } from '../shared/stores/toasts.ts';

export interface DismissTimer {
  /** Pointer or focus arrived (true) or left (false); enter and leave events come in pairs, so holds are counted. */
  hold(held: boolean): void;
  restart(): void;
  stop(): void;
}

export function dismissTimer(dismiss: () => void): DismissTimer {
  let holds = 0;
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const restart = () => {
    clearTimeout(timeout);
    if (!holds) timeout = setTimeout(dismiss, TOAST_TIMEOUT_MS);
  };
  restart();
  return {
    hold(held) {
      holds = Math.max(0, holds + (held ? 1 : -1));
      restart();
    },
    restart,
    stop: () => clearTimeout(timeout),
  };
}

// A toast's dismissal countdown (spec §4, §9): 30 s, held while the pointer or the keyboard focus is on the toast,
// started over in full once both have left, and started over when an identical toast merges into it.
import { TOAST_TIMEOUT_MS } from '../shared/stores/toasts.ts';

export type Hold = 'hover' | 'focus';

export interface DismissTimer {
  hold(reason: Hold, held: boolean): void;
  restart(): void;
  stop(): void;
}

export function dismissTimer(dismiss: () => void): DismissTimer {
  const holds = new Set<Hold>();
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const restart = () => {
    clearTimeout(timeout);
    if (!holds.size) timeout = setTimeout(dismiss, TOAST_TIMEOUT_MS);
  };
  restart();
  return {
    hold(reason, held) {
      if (held) holds.add(reason);
      else holds.delete(reason);
      restart();
    },
    restart,
    stop: () => clearTimeout(timeout),
  };
}

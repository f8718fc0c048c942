// A toast's dismissal countdown with fake timers: 30 s, held by hover or focus, started over in full on mouse-out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_TIMEOUT_MS } from '../shared/stores/toasts.ts';
import { dismissTimer } from './dismiss-timer.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('dismissTimer', () => {
  it('dismisses after 30 seconds', () => {
    expect(TOAST_TIMEOUT_MS).toBe(30_000);
    const dismiss = vi.fn();
    dismissTimer(dismiss);
    vi.advanceTimersByTime(29_999);
    expect(dismiss).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(dismiss).toHaveBeenCalledOnce();
  });

  it('pauses while hovered and starts the full 30 seconds again on mouse-out', () => {
    const dismiss = vi.fn();
    const timer = dismissTimer(dismiss);
    vi.advanceTimersByTime(20_000);
    timer.hold(true);
    vi.advanceTimersByTime(120_000);
    expect(dismiss).not.toHaveBeenCalled();
    timer.hold(false);
    vi.advanceTimersByTime(29_999);
    expect(dismiss).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(dismiss).toHaveBeenCalledOnce();
  });

  it('stays paused while the keyboard focus is still inside after the pointer leaves', () => {
    const dismiss = vi.fn();
    const timer = dismissTimer(dismiss);
    timer.hold(true);
    timer.hold(true);
    timer.hold(false);
    vi.advanceTimersByTime(60_000);
    expect(dismiss).not.toHaveBeenCalled();
    timer.hold(false);
    vi.advanceTimersByTime(30_000);
    expect(dismiss).toHaveBeenCalledOnce();
  });

  it('starts over when an identical toast merges in, and never fires once stopped', () => {
    const dismiss = vi.fn();
    const timer = dismissTimer(dismiss);
    vi.advanceTimersByTime(25_000);
    timer.restart();
    vi.advanceTimersByTime(25_000);
    expect(dismiss).not.toHaveBeenCalled();
    timer.stop();
    vi.advanceTimersByTime(60_000);
    expect(dismiss).not.toHaveBeenCalled();
  });

  it('a merge while hovered keeps the toast up until the pointer leaves', () => {
    const dismiss = vi.fn();
    const timer = dismissTimer(dismiss);
    timer.hold(true);
    timer.restart();
    vi.advanceTimersByTime(60_000);
    expect(dismiss).not.toHaveBeenCalled();
  });
});

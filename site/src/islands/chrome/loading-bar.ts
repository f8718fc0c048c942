// The thin loading bar at the top of the page, following the shared loading flag (also raised while the next page
// loads) with the spec's timings: shown after 50 ms of waiting, creeping towards 90 %, then filled, faded out and reset.
import { loading } from '../shared/stores/loading.ts';

const THROTTLE_MS = 50;
const TICK_MS = 100;
const FADE_DELAY_MS = 500;
const RESET_DELAY_MS = 400;

export function mountLoadingBar(bar: HTMLElement): void {
  let progress = 0;
  let busy = false;
  let timers: number[] = [];
  const show = (value: number, visible: boolean) => {
    progress = value;
    bar.style.width = `${value}%`;
    bar.style.opacity = visible ? '1' : '0';
    bar.ariaValueNow = String(Math.round(value));
    bar.ariaHidden = String(!visible);
  };
  const later = (work: () => void, ms: number) => timers.push(window.setTimeout(work, ms));

  loading.subscribe((count) => {
    if (count > 0 === busy) return;
    busy = count > 0;
    // Timeouts and intervals share one list of ids, so clearTimeout stops both kinds.
    timers.forEach(clearTimeout);
    timers = [];
    if (busy) {
      later(() => {
        show(10, true);
        timers.push(window.setInterval(() => show(Math.min(90, progress + (90 - progress) * 0.15), true), TICK_MS));
      }, THROTTLE_MS);
      return;
    }
    if (progress > 0) show(100, true);
    later(() => show(progress, false), FADE_DELAY_MS);
    later(() => show(0, false), FADE_DELAY_MS + RESET_DELAY_MS);
  });
}

// The thin loading bar at the top of the page, following the shared loading flag with the spec's timings.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { loading } from '../shared/stores/loading.ts';

const THROTTLE_MS = 50;
const DURATION_MS = 500;
const HEIGHT_PX = 3;
const TICK_MS = 100;
const FADE_DELAY_MS = 500;
const RESET_DELAY_MS = 400;

export default function LoadingBar() {
  const busy = useStore(loading) > 0;
  const [progress, setProgress] = useState(0);
  const [visible, setVisible] = useState(false);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const later = (fn: () => void, ms: number) => timers.current.push(window.setTimeout(fn, ms));
    timers.current.forEach(clearTimeout);
    timers.current = [];
    if (busy) {
      later(() => {
        setVisible(true);
        setProgress(10);
        const tick = window.setInterval(() => setProgress((value) => Math.min(90, value + (90 - value) * 0.15)), TICK_MS);
        timers.current.push(tick);
      }, THROTTLE_MS);
      return () => timers.current.forEach((id) => { clearTimeout(id); clearInterval(id); });
    }
    setProgress((value) => (value > 0 ? 100 : 0));
    later(() => setVisible(false), FADE_DELAY_MS);
    later(() => setProgress(0), FADE_DELAY_MS + RESET_DELAY_MS);
    return () => timers.current.forEach(clearTimeout);
  }, [busy]);

  return (
    <div
      className="loading-bar"
      role="progressbar"
      aria-hidden={!visible}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      style={{
        height: HEIGHT_PX,
        width: `${progress}%`,
        opacity: visible ? 1 : 0,
        transition: `width ${DURATION_MS}ms ease, opacity ${DURATION_MS}ms ease`,
      }}
    />
  );
}

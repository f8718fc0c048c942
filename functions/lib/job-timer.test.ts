// The job timer: runs on its interval (and at once when asked), never two runs at once, a failure logged and retried,
// and stopping waits for the run in progress, then lets the job release what it holds.
import { describe, expect, it, vi } from 'vitest';
import { startJobTimer } from './job-timer.ts';
import { stopJobs } from './shutdown.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startJobTimer', () => {
  it('never overlaps runs, keeps going after a failure, and stops after the run in progress', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const released = vi.fn();
    const job = startJobTimer('test job', async () => {
      runs++;
      active++;
      most = Math.max(most, active);
      await tick(30);
      active--;
      if (runs === 1) throw new Error('first run fails');
    }, { intervalMs: 5, runAtStart: true, onStop: released });
    await expect.poll(() => runs, { timeout: 2000 }).toBeGreaterThanOrEqual(3);
    await job.stop();
    const stoppedAt = runs;
    await tick(50);
    expect(runs).toBe(stoppedAt);
    expect(active).toBe(0);
    expect(most).toBe(1);
    expect(error).toHaveBeenCalledWith('test job:', expect.objectContaining({ message: 'first run fails' }));
    expect(released).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('is stopped by the process shutdown', async () => {
    let runs = 0;
    startJobTimer('shutdown job', async () => void runs++, { intervalMs: 5 });
    await expect.poll(() => runs, { timeout: 2000 }).toBeGreaterThan(0);
    await stopJobs();
    const stoppedAt = runs;
    await tick(40);
    expect(runs).toBe(stoppedAt);
  });
});

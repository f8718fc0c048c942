// Shutdown hooks: every registered job is stopped once, even when another's stop fails; forgotten ones are not.
import { describe, expect, it } from 'vitest';
import { onShutdown, stopJobs } from './shutdown.ts';

describe('stopJobs', () => {
  it('waits for every stop, runs each once, and skips the forgotten', async () => {
    const stopped: string[] = [];
    onShutdown(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      stopped.push('slow');
    });
    onShutdown(() => Promise.reject(new Error('broken job')));
    const forget = onShutdown(async () => void stopped.push('forgotten'));
    forget();
    await stopJobs();
    expect(stopped).toEqual(['slow']);
    await stopJobs();
    expect(stopped).toEqual(['slow']);
  });
});

// Runners left behind by an earlier Kiln process that died before it could stop them: found by their pid file,
// recognised by their command line (a reused pid is left alone), asked to save and stop, killed if they do not.
import { readFile, rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

const RUNNER_SUFFIX = '/server-nodes/local/runner.ts';

/** Alive and not a zombie waiting to be reaped. */
async function isAlive(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return false;
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  return state !== 'Z' && state !== 'X';
}

async function exitsWithin(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!(await isAlive(pid))) return true;
    await sleep(50);
  }
  return !(await isAlive(pid));
}

const signal = (pid: number, name: NodeJS.Signals) => {
  try {
    process.kill(pid, name);
  } catch {
    // Gone already.
  }
};

/**
 * Stops the runner of `serverDirectory` that `pidFile` names, if one is still alive: SIGTERM (it saves and exits),
 * then SIGKILL after `timeoutMs`. Resolves to the pid it stopped, or null when there was none.
 */
export async function stopStaleRunner(pidFile: string, serverDirectory: string, timeoutMs: number): Promise<number | null> {
  const pid = Number.parseInt((await readFile(pidFile, 'utf8').catch(() => '')).trim(), 10);
  const cmdline = Number.isInteger(pid) && pid > 1 ? await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => null) : null;
  const args = cmdline?.split('\0') ?? [];
  const isOurRunner = args.includes(serverDirectory) && args.some((arg) => arg.endsWith(RUNNER_SUFFIX));
  if (!isOurRunner || !(await isAlive(pid))) {
    await rm(pidFile, { force: true });
    return null;
  }
  signal(pid, 'SIGTERM');
  if (!(await exitsWithin(pid, timeoutMs))) {
    signal(pid, 'SIGKILL');
    await exitsWithin(pid, 5000);
  }
  await rm(pidFile, { force: true });
  return pid;
}

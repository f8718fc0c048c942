// One local server's process: starts its runner, reads its console, stops it gracefully (or not), notices a crash and
// restarts it within the restart policy, and kills it when it outgrows its plan's memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';
import pidusage from 'pidusage';
import { NodeError, type NodeServerState, type ServerSpec } from '../port.ts';
import { ConsoleLog } from './console-log.ts';

export interface ProcessOptions {
  runnerPath: string;
  stopTimeoutMs: number;
  watchdogIntervalMs: number;
  restarts: { limit: number; windowMs: number };
}

export type RunSpec = Omit<ServerSpec, 'properties'>;

const MIB = 1024 * 1024;
/** The line a Minecraft server prints once players can join, which Wings eggs wait for too. */
const READY = /\]: Done \(/;

export class ServerProcess {
  startedAt = 0;
  /** The spec the current run started with: a changed plan applies from the next start. */
  private active: RunSpec;
  readonly console: ConsoleLog;
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private stopRequested = false;
  private crashes: number[] = [];
  private watchdog: NodeJS.Timeout | null = null;

  readonly directory: string;
  /** The latest spec Kiln gave: its memory is the limit shown, its auto-restart choice applies at once. */
  spec: RunSpec;
  state: NodeServerState;
  private readonly pidFile: string;
  private readonly options: ProcessOptions;

  constructor(directory: string, pidFile: string, spec: RunSpec, state: NodeServerState, options: ProcessOptions) {
    this.directory = directory;
    this.pidFile = pidFile;
    this.spec = spec;
    this.state = state;
    this.options = options;
    this.console = new ConsoleLog(join(directory, 'logs'));
    this.active = spec;
  }

  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  /** A line of the node's own, told apart from the server's by its prefix. */
  private note(text: string) {
    this.console.append(`[Kiln] ${text}`);
  }

  start(): void {
    if (this.child) return;
    this.stopRequested = false;
    this.active = this.spec;
    this.console.rotate();
    this.state = 'starting';
    this.startedAt = Date.now();
    // Node's own warnings are about flying-squid's code, which the server's owner can do nothing about.
    const args = ['--no-warnings', `--max-old-space-size=${this.active.memoryMb}`, this.options.runnerPath, this.directory];
    const child = spawn(process.execPath, args, {
      cwd: this.directory,
      // Its own process group: a Ctrl+C meant for Kiln must not reach the servers before Kiln stops them in order.
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
      // Only what the runner needs: Kiln's environment holds secrets that are no business of a game server.
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', KILN_GAME_VERSION: this.active.gameVersion, KILN_PID_FILE: this.pidFile },
    });
    this.child = child;
    // Writing to a server that is dying fails with EPIPE; its exit is handled below.
    child.stdin!.on('error', () => undefined);
    for (const stream of [child.stdout!, child.stderr!]) createInterface({ input: stream }).on('line', (line) => this.onLine(line));
    child.on('error', (error) => this.note(`The server could not be started: ${error.message}`));
    this.exited = new Promise((resolve) => {
      child.once('close', (code, signal) => {
        this.onExit(code, signal);
        resolve();
      });
    });
    this.watchdog = setInterval(() => void this.checkMemory(), this.options.watchdogIntervalMs);
  }

  private onLine(raw: string) {
    const text = stripVTControlCharacters(raw);
    this.console.append(text);
    if (this.state === 'starting' && READY.test(text)) this.state = 'running';
  }

  private onExit(code: number | null, signal: NodeJS.Signals | null) {
    clearInterval(this.watchdog!);
    this.child = null;
    this.startedAt = 0;
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    if (this.stopRequested) {
      this.state = 'offline';
      this.note(code === 0 ? 'The server is stopped.' : `The server is stopped (${how}).`);
      this.console.closeFile();
      return;
    }
    this.note(`The server stopped unexpectedly (${how}).`);
    const now = Date.now();
    const { limit, windowMs } = this.options.restarts;
    this.crashes = this.crashes.filter((at) => now - at < windowMs);
    if (this.spec.autoRestart !== false && this.crashes.length < limit) {
      this.crashes.push(now);
      this.note(`Restarting it automatically (${this.crashes.length} of ${limit} times allowed within ${windowMs / 60_000} minutes).`);
      try {
        this.start();
      } catch (error) {
        this.giveUp(`Restarting failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      return;
    }
    this.giveUp(
      this.spec.autoRestart === false
        ? 'Automatic restart is off: the server stays stopped until someone starts it.'
        : `It crashed ${limit} times within ${windowMs / 60_000} minutes: it stays stopped until someone starts it.`,
    );
  }

  private giveUp(why: string) {
    this.state = 'crashed';
    this.note(why);
    this.console.closeFile();
  }

  private async checkMemory() {
    const child = this.child;
    if (!child?.pid) return;
    const usage = await pidusage(child.pid).catch(() => null);
    const limit = this.active.memoryMb * MIB;
    if (!usage || usage.memory <= limit || this.child !== child) return;
    this.note(`The server used ${Math.round(usage.memory / MIB)} MiB of memory, more than its ${this.active.memoryMb} MiB: stopping it.`);
    child.kill('SIGKILL');
  }

  /** Asks the server to save and stop, and kills it when it has not within the stop timeout. */
  async stop(): Promise<void> {
    const child = this.stopping();
    if (!child) return;
    child.stdin!.write('stop\n');
    const timer = setTimeout(() => {
      this.note(`The server did not stop within ${this.options.stopTimeoutMs / 1000} seconds: killing it.`);
      child.kill('SIGKILL');
    }, this.options.stopTimeoutMs);
    await this.exited;
    clearTimeout(timer);
  }

  async kill(): Promise<void> {
    const child = this.stopping();
    if (!child) return;
    child.kill('SIGKILL');
    await this.exited;
  }

  /** Marks the running process as being stopped on purpose; without one, a crashed server is simply offline now. */
  private stopping(): ChildProcess | null {
    const child = this.child;
    if (!child) {
      if (this.state === 'crashed') this.state = 'offline';
      return null;
    }
    this.stopRequested = true;
    this.state = 'stopping';
    return child;
  }

  command(line: string): void {
    if (!this.child || this.state === 'stopping') throw new NodeError('The server is not running.', 'conflict');
    this.child.stdin!.write(`${line.replace(/[\r\n]+/g, ' ')}\n`);
  }

  /** CPU as a share of one core (pidusage's unit) and resident memory; zero when not running. */
  async usage(): Promise<{ cpu: number; memory: number }> {
    const pid = this.child?.pid;
    if (pid === undefined) return { cpu: 0, memory: 0 };
    const usage = await pidusage(pid).catch(() => null);
    return usage ? { cpu: usage.cpu, memory: usage.memory } : { cpu: 0, memory: 0 };
  }
}

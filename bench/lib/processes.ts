/**
 * Child processes of the bench (servers, json-server, PostgreSQL): each in its own process group so the whole
 * tree stops together, logged to bench/.work/logs, and always stopped — by `stop()`, or on exit/SIGINT/SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { LOG_DIR, ROOT } from './paths';

export type Started = { name: string; pid: number; child: ChildProcess; logFile: string; stop(): Promise<void> };

const running = new Set<Started>();

function killGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      /* already gone */
    }
  }
}

let hooked = false;
function hookExit() {
  if (hooked) return;
  hooked = true;
  const killAll = () => {
    for (const p of running) killGroup(p.pid, 'SIGKILL');
  };
  process.on('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      killAll();
      process.exit(130);
    });
  }
}

export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { env?: Record<string, string | undefined>; cwd?: string } = {},
): Started {
  hookExit();
  mkdirSync(LOG_DIR, { recursive: true });
  const logFile = path.join(LOG_DIR, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...options.env } as NodeJS.ProcessEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  if (child.pid === undefined) throw new Error(`could not start ${name}: ${command}`);
  const pid = child.pid;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started: Started = {
    name,
    pid,
    child,
    logFile,
    async stop() {
      if (!running.has(started)) return;
      running.delete(started);
      if (child.exitCode === null && child.signalCode === null) {
        killGroup(pid, 'SIGTERM');
        const done = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
        if (!done) killGroup(pid, 'SIGKILL');
      }
      killGroup(pid, 'SIGKILL'); // grandchildren that outlived their parent
    },
  };
  running.add(started);
  return started;
}

export async function stopAll() {
  await Promise.all([...running].map((p) => p.stop()));
}

/** Waits until `url` answers 2xx, or fails with the tail of the process log. */
export async function waitForHttp(url: string, proc: Started, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) break;
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  const tail = readFileSync(proc.logFile, 'utf8').split('\n').slice(-30).join('\n');
  throw new Error(`${proc.name} did not answer ${url} (exit code ${proc.child.exitCode}):\n${tail}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process from /proc (Linux): current and high-water mark, in bytes. */
export function memoryOf(pid: number): { rss: number; hwm: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
    return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
  } catch {
    return null;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; returns the peak seen. */
export function sampleRss(pid: number, everyMs = 50) {
  let peak = 0;
  const timer = setInterval(() => {
    const m = memoryOf(pid);
    if (m) peak = Math.max(peak, m.rss);
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      const m = memoryOf(pid);
      if (m) peak = Math.max(peak, m.rss);
      return { peakRss: peak, hwm: m?.hwm ?? NaN };
    },
  };
}

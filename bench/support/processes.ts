import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, repoRoot } from '../../e2e/support/server';

export interface Started {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first answered GET /api/health. */
  firstAnswerMs: number;
  stop(): Promise<void>;
}

/** Spawns a command with PORT set and polls GET /api/health every 10 ms until it answers. */
export async function startAndTime(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  /** Signal the started process itself (a cluster's first process stops its server processes), not the innermost. */
  options: { signalStarted?: boolean } = {},
): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // The innermost process only (the server; `node` itself when started directly), once: it closes its database
    // cleanly and the chain above it (scripts/start.mjs, sh, npm) exits with it. Signalling npm left the server
    // running: npm passes the signal to `sh -c`, which does not pass it on. A second SIGTERM would kill the
    // server mid-close and the next start would recover the database.
    process.kill(options.signalStarted ? child.pid! : innermost(child.pid!), 'SIGTERM');
    const timeout = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 15_000);
    await exited;
    clearTimeout(timeout);
  };
  process.once('exit', () => {
    try {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  });
  const deadline = started + 60_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited early:\n${log}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok)
        return { url, child, firstAnswerMs: performance.now() - started, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await stop();
  throw new Error(`${command} did not answer in 60 s:\n${log}`);
}

function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** A process and its descendants, parents before children. */
function processTree(rootPid: number): number[] {
  const tree = [rootPid];
  for (let index = 0; index < tree.length; index++) tree.push(...children(tree[index]!));
  return tree;
}

/** The deepest process under rootPid (the server under npm, sh and scripts/start.mjs), or rootPid itself. */
function innermost(rootPid: number): number {
  return processTree(rootPid).at(-1)!;
}

/** CPU seconds used so far by a process and its descendants, from /proc/<pid>/stat: user, and user + system. */
export function cpuTimes(rootPid: number): { user: number; total: number } {
  let user = 0;
  let system = 0;
  for (const pid of processTree(rootPid)) {
    try {
      // Fields after the command's closing bracket: state is the 3rd field, utime the 14th, stime the 15th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      user += Number(fields[11]);
      system += Number(fields[12]);
    } catch {
      // gone
    }
  }
  return { user: user / 100, total: (user + system) / 100 };
}

/** CPU seconds (user + system) used so far by a process and its descendants. */
export const cpuSeconds = (rootPid: number) => cpuTimes(rootPid).total;

/** Resident memory of a process and its descendants whose command line contains `match`, in MB. */
export function rssMb(rootPid: number, match: string): number {
  for (const pid of processTree(rootPid)) {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    if (command.includes(match)) {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb / 1024;
    }
  }
  throw new Error(`no process matching ${match} under ${rootPid}`);
}

export const serverScript = join(repoRoot, 'apps/api/dist/server.js');
export const helloScript = join(repoRoot, 'bench/support/hello-server.mjs');
export const sameAnswerScript = join(repoRoot, 'bench/support/same-answer-server.mjs');

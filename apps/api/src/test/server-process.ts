import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort, killOnExit } from './processes';

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface ApiProcess {
  url: string;
  process: ChildProcess;
  output: () => string;
  /** SIGKILL by default: the process gets no chance to flush or close anything. */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
}

function spawnServer(port: number, env: Record<string, string>) {
  return killOnExit(
    spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        AUTH_RATE_LIMIT: '1000',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

/**
 * Runs the real server expected to refuse to start: its exit code and everything it printed, or a null code if it
 * still ran after `ms` (then it is killed).
 */
export async function runRefusedApiProcess(
  env: Record<string, string>,
  ms = 60_000,
): Promise<{ code: number | null; output: string }> {
  const child = spawnServer(await freePort(), env);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const closed = new Promise((resolve) => child.once('close', resolve));
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  // What it printed last may still be on its way through the pipes.
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  return { code, output };
}

/** Runs the real server (src/server.ts through tsx) as its own process, as `npm start` would. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  let log = '';
  const child = spawnServer(port, env);
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    if (Date.now() > deadline) throw new Error(`server did not answer in 60 s:\n${log}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    process: child,
    output: () => log,
    kill: async (signal = 'SIGKILL') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
}

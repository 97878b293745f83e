import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

// What every test helper that runs the server as its own process needs: a free port, and the promise that a test
// run which dies (a timeout, Ctrl+C) leaves no server listening behind it. Shared by the API's process tests, the
// browser tests and the benches.

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const running = new Set<ChildProcess>();
let watching = false;

/** Kills `child` if this process exits first; forgets it once it has exited. */
export function killOnExit(child: ChildProcess): ChildProcess {
  if (!watching) {
    watching = true;
    process.once('exit', () => {
      for (const each of running) each.kill('SIGKILL');
    });
  }
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { claimPidFile, releasePidFile, runningServer } from './pid-file';
import { killOnExit } from './test/processes';

// The pid file decides whether a second server may open the embedded database, and whom `npm run backup` signals:
// a live server's file stays as it is, and a file left behind by one that ended (even one whose pid another
// program has since been given) is replaced.

const children: ChildProcess[] = [];
const started = async (command: string, args: string[]) => {
  const child = killOnExit(spawn(command, args, { stdio: 'ignore' }));
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child.pid!;
};
const liveNode = () => started(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
const liveOther = () => started('sleep', ['60']);
async function endedPid() {
  const child = spawn('true');
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

let dir: string;
let pidFile: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'kalkulator-pid-'));
  pidFile = join(dir, 'server.pid');
  return () => rmSync(dir, { recursive: true, force: true });
});
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

describe('the server pid file', () => {
  it('is created naming this process when absent, and removed by it', () => {
    expect(claimPidFile(pidFile)).toBeUndefined();
    expect(readFileSync(pidFile, 'utf8').trim()).toBe(String(process.pid));
    // Only the file itself is left: nothing of the way it was written.
    expect(readdirSync(dir)).toEqual(['server.pid']);
    releasePidFile(pidFile);
    expect(existsSync(pidFile)).toBe(false);
  });

  it('is replaced when it names a parent of this process (npm, start.mjs), which holds no database', () => {
    writeFileSync(pidFile, `${process.ppid}\n`);
    expect(runningServer(pidFile)).toBeUndefined();
    expect(claimPidFile(pidFile)).toBeUndefined();
    expect(readFileSync(pidFile, 'utf8').trim()).toBe(String(process.pid));
  });

  it('is left as it is when it names another live server, whose pid is answered', async () => {
    const other = await liveNode();
    writeFileSync(pidFile, `${other}\n`);
    expect(runningServer(pidFile)).toBe(other);
    expect(claimPidFile(pidFile)).toBe(other);
    expect(readFileSync(pidFile, 'utf8')).toBe(`${other}\n`);
    // Stopping, a refused server leaves the running one's file alone.
    releasePidFile(pidFile);
    expect(readFileSync(pidFile, 'utf8')).toBe(`${other}\n`);
    expect(readdirSync(dir)).toEqual(['server.pid']);
  });

  it.each([
    ['an ended process', endedPid],
    ['a process that is not Node (its pid given to another program)', liveOther],
    ['this very process (a container restarted)', async () => process.pid],
    ['no number', async () => 'abc'],
  ])('is replaced when it names %s', async (_, pidOf) => {
    writeFileSync(pidFile, `${await pidOf()}\n`);
    expect(runningServer(pidFile)).toBeUndefined();
    expect(claimPidFile(pidFile)).toBeUndefined();
    expect(readFileSync(pidFile, 'utf8').trim()).toBe(String(process.pid));
    expect(readdirSync(dir)).toEqual(['server.pid']);
  });
});

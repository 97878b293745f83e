import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';

// $DATA_DIR/server.pid names the server that has the embedded database open. A second server on the same folder
// reads it and is refused (two PGlite instances on one folder each keep their own saves, and the one closed last
// overwrites the other's); `npm run backup` reads it to ask that server for the backup instead of opening the
// folder itself.

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Whether `pid` is a live Node process. A server killed outright (SIGKILL, power cut) leaves its file behind, and
 * the system may since have given its pid to another program: where /proc tells, the process must run Node.
 */
function isNodeProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it lives, under another user.
    if (errorCode(error) !== 'EPERM') return false;
  }
  if (!existsSync('/proc/self/cmdline')) return true;
  try {
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return commandLine.includes('node') || commandLine.includes(basename(process.execPath));
  } catch (error) {
    return errorCode(error) !== 'ENOENT';
  }
}

/**
 * This process's parents up the tree (npm, scripts/start.mjs), where /proc tells; else its parent alone. None of them
 * is a server holding the folder, though one may have been given the pid a server killed outright had (the same
 * start-up sequence in a restarted container).
 */
function ancestors(): Set<number> {
  const found = new Set<number>();
  let pid = process.ppid;
  while (pid > 0 && !found.has(pid)) {
    found.add(pid);
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // "pid (command) state ppid …": the command may hold spaces and parentheses, so read after the last ")".
      pid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      break;
    }
  }
  return found;
}

/** The pid in `pidFile` when it names a live server process other than this one; undefined otherwise. */
export function runningServer(pidFile: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(pidFile, 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number(text.trim());
  // Its own pid, or a parent's: a container restarted gives its processes the pids they had before.
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || ancestors().has(pid)) return undefined;
  return isNodeProcess(pid) ? pid : undefined;
}

/**
 * Makes `pidFile` name this process, unless it names another live server: then that server's pid is answered and
 * the file left as it is. The file appears whole and only if absent (a link to a file already written), so of two
 * servers starting at once one gets it and the other reads its pid; a stale file is replaced.
 */
export function claimPidFile(pidFile: string): number | undefined {
  mkdirSync(dirname(pidFile), { recursive: true });
  const written = `${pidFile}.new-${process.pid}`;
  const aside = `${pidFile}.old-${process.pid}`;
  writeFileSync(written, `${process.pid}\n`);
  try {
    for (;;) {
      try {
        createWhole(written, pidFile);
        return undefined;
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') throw error;
      }
      const holder = runningServer(pidFile);
      if (holder !== undefined) return holder;
      // Stale: moved aside and read again, since a server starting at the same moment may have put its own file
      // in its place between the read and the move; that one goes back.
      try {
        renameSync(pidFile, aside);
      } catch (error) {
        if (errorCode(error) === 'ENOENT') continue;
        throw error;
      }
      const moved = runningServer(aside);
      if (moved !== undefined) {
        try {
          createWhole(aside, pidFile);
        } catch {
          // A third server claimed the name meanwhile; it refuses or is refused in turn.
        }
        return moved;
      }
    }
  } finally {
    rmSync(written, { force: true });
    rmSync(aside, { force: true });
  }
}

/** `to` made a link to `from`, failing with EEXIST if it exists. */
function createWhole(from: string, to: string) {
  try {
    linkSync(from, to);
  } catch (error) {
    if (!['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS'].includes(errorCode(error) ?? '')) throw error;
    // A file system without hard links: created exclusively, written just after.
    writeFileSync(to, readFileSync(from), { flag: 'wx' });
  }
}

/** Removes `pidFile` if it still names this process (a server refused at start never touches another's). */
export function releasePidFile(pidFile: string): void {
  try {
    if (Number(readFileSync(pidFile, 'utf8').trim()) === process.pid) rmSync(pidFile);
  } catch {
    // Already gone.
  }
}

/**
 * One server process at a time on an embedded database. PGlite has no lock of its own: a second server on the same
 * DATA_DIR started without a word, each process then worked on its own copy of the data, and the one stopped last
 * overwrote what the other had written (audit: 20 of 40 records lost, every write answered 201). A lock file beside
 * the database names the process holding it; a lock whose process is gone (a crash, a kill -9) is taken over.
 * Several processes on one database is what DATABASE_URL (a PostgreSQL server) is for.
 */
import { open, readFile, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { StartupError } from '../startupError';

export class DataDirInUseError extends StartupError {
  constructor(readonly lockFile: string, readonly pid: number) {
    super(
      `The embedded database in ${lockFile.replace(/\.lock$/, '')} is in use by process ${pid}: one server process at a time ` +
        'can use a DATA_DIR. Stop that process, give this one another DATA_DIR, or set DATABASE_URL (PostgreSQL) to ' +
        `run several. (If no such process runs, delete ${lockFile}.)`,
    );
  }
}

type Holder = { pid: number; host: string };

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

async function holderOf(lockFile: string): Promise<Holder | null> {
  try {
    const holder = JSON.parse(await readFile(lockFile, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string' ? { pid: holder.pid, host: holder.host } : null;
  } catch {
    return null; // unreadable or half-written: nobody to ask, taken over
  }
}

/** Throws DataDirInUseError when a running process holds the lock of `dbDir`; takes nothing. */
export async function checkDataDirFree(dbDir: string): Promise<void> {
  const lockFile = `${dbDir}.lock`;
  const holder = await holderOf(lockFile);
  if (holder && (holder.host !== hostname() || isRunning(holder.pid))) throw new DataDirInUseError(lockFile, holder.pid);
}

/** Takes the lock of the database folder `dbDir`; resolves with its release. Throws DataDirInUseError. */
export async function lockDataDir(dbDir: string): Promise<() => Promise<void>> {
  const lockFile = `${dbDir}.lock`;
  const me: Holder = { pid: process.pid, host: hostname() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const file = await open(lockFile, 'wx');
      await file.writeFile(JSON.stringify(me));
      await file.close();
      return async () => {
        const holder = await holderOf(lockFile);
        if (holder?.pid === me.pid && holder.host === me.host) await rm(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = await holderOf(lockFile);
      // Another host sharing the folder cannot be asked whether its process runs: taken as running.
      if (holder && (holder.host !== me.host || isRunning(holder.pid))) throw new DataDirInUseError(lockFile, holder.pid);
      await rm(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}

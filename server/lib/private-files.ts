import { chmodSync, existsSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Files this process makes are its user's alone (0600, folders 0700), whatever umask it was started
 * with: the data folder holds the database (customers' names, numbers, e-mail addresses), its WAL,
 * the outbox and the generated secrets. Set before anything writes there, PGlite's files included.
 */
export function keepNewFilesPrivate(): void {
  process.umask(0o077);
}

/** What `keepFolderPrivate` found and did. */
interface FolderModes {
  /** Paths, relative to the folder, whose modes let group or others in and were narrowed. */
  mended: string[];
}

/**
 * Narrows every file under `dir` (and `dir` itself) that its group or others could read, write or
 * enter to 0600 (folders 0700), as a folder left by an earlier version or copied with a loose umask
 * may be; a folder that is not there is left so. Symbolic links are left as they are. Throws, saying what to do, when a mode cannot be
 * changed (a file of another user): the server does not start on a folder others can read.
 */
export function keepFolderPrivate(dir: string): FolderModes {
  const mended: string[] = [];
  const visit = (full: string) => {
    const stat = lstatSync(full);
    if (stat.isSymbolicLink()) return;
    const directory = stat.isDirectory();
    if ((stat.mode & 0o077) !== 0) {
      const wanted = directory ? 0o700 : 0o600;
      try {
        chmodSync(full, (stat.mode & 0o700) | wanted);
      } catch (err) {
        throw new Error(
          `${full} may be read by users other than the server's (mode ${(stat.mode & 0o777).toString(8)}) and its mode cannot be changed (${(err as NodeJS.ErrnoException).code}): make everything under ${dir} belong to the server's user (chown -R) and start again.`,
          { cause: err },
        );
      }
      mended.push(path.relative(dir, full) || '.');
    }
    if (directory) for (const entry of readdirSync(full)) visit(path.join(full, entry));
  };
  if (existsSync(dir)) visit(dir);
  return { mended };
}

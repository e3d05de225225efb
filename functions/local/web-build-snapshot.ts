import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** Errors for which a hard link cannot be made but a copy can (another file system, a file system without links). */
const linkRefusals = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'EMLINK']);

function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (error) {
    if (!linkRefusals.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
    copyFileSync(from, to);
  }
}

function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory()) linkTree(join(from, entry.name), join(to, entry.name));
    else if (entry.isFile()) linkOrCopy(join(from, entry.name), join(to, entry.name));
  }
}

/**
 * The web build a runtime serves is its own: `npm start` rebuilds `web/dist`
 * (Vite empties the folder, then writes new hashed files), so a second
 * `npm start` in the same checkout would otherwise take the files a running
 * runtime's open pages still load (docs/architecture.md#one-machine). Each
 * file is hard-linked into `snapshotDir` (a copy where links cannot be made):
 * emptying `web/dist` unlinks its names, never the files the snapshot holds,
 * and linking a few hundred files takes milliseconds. Undefined when nothing
 * is built (the runtime then says how to build it).
 */
export function snapshotWebBuild(webRoot: string, snapshotDir: string): string | undefined {
  rmSync(snapshotDir, { recursive: true, force: true });
  if (!existsSync(join(webRoot, 'index.html'))) return undefined;
  linkTree(webRoot, snapshotDir);
  return snapshotDir;
}

/** Removes a snapshot; a stale one (a runtime killed) is also replaced by the next start's. */
export function removeWebBuildSnapshot(snapshotDir: string): void {
  rmSync(snapshotDir, { recursive: true, force: true });
}

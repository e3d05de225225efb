import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

function tighten(path: string): void {
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) {
      chmodSync(child, 0o700);
      tighten(child);
    } else if (entry.isFile()) {
      chmodSync(child, 0o600);
    }
  }
}

/**
 * The data folder holds children's records, password hashes and the signing secret: only the account that
 * runs the school may read it (issue 14). The folder is 0700 and what is already in it 0700 / 0600; the
 * process's umask makes what DynamoDB Local (a child process), s3rver and the runtime write later the same.
 */
export function makeDataFolderPrivate(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  tighten(dataDir);
  process.umask(0o077);
}

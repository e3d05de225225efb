import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The JWT signing secret on one machine: made once and kept beside the data,
 * so sessions survive a restart; a fresh one per run when nothing is kept.
 */
export function localSigningSecret(dataDir: string | undefined): string {
  if (!dataDir) return randomBytes(48).toString('base64url');
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

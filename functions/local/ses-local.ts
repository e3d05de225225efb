import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SesLocal {
  /** The SES v2 API and, at `/`, the web inbox; `GET /store` lists what was sent. */
  endpoint: string;
  stop(): Promise<void>;
}

/** `MAIL_PORT` as a port number: 8005 (the emulator's own default) when unset. */
export function mailPortFromEnvironment(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 8005;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`MAIL_PORT must be a port number, not "${value}"`);
  return port;
}

/**
 * Starts aws-ses-v2-local (AWS's SES v2 API emulated, with a web inbox) in
 * this process on 127.0.0.1 only: what it holds is the school's mail. It keeps
 * mail in memory; a restart empties the inbox, never the outbox. Loaded on
 * demand (about a second of module loading), so runtimes without mail pay nothing.
 */
export async function startSesLocal(port: number): Promise<SesLocal> {
  const loaded = (await import('aws-ses-v2-local')) as unknown as {
    default: ((config: { host: string; port: number }) => Promise<Server>) | { default: never };
  };
  const start = ('default' in loaded.default ? loaded.default.default : loaded.default) as (config: {
    host: string;
    port: number;
  }) => Promise<Server>;
  const server = await start({ host: '127.0.0.1', port });
  const { port: boundPort } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${boundPort}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Email as StoredEmail } from 'aws-ses-v2-local/dist/store';

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
 * Its inbox belongs to its module, one per process: a runtime started again in
 * the same process (the API tests run many files in one) starts with it empty.
 */
export async function startSesLocal(port: number): Promise<SesLocal> {
  const loaded = (await import('aws-ses-v2-local')) as unknown as {
    default: ((config: { host: string; port: number }) => Promise<Server>) | { default: never };
  };
  const start = ('default' in loaded.default ? loaded.default.default : loaded.default) as (config: {
    host: string;
    port: number;
  }) => Promise<Server>;
  const { clearStore } = await import('aws-ses-v2-local/dist/store.js');
  clearStore();
  const server = await start({ host: '127.0.0.1', port });
  withAttachmentsInDownloads(server);
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

/**
 * `GET /get-emlContent?messageId=…` (the web inbox's "Email Download") as the
 * emulator answers it, except that attachments keep their bytes: it keeps
 * each one base64-encoded and hands that text to nodemailer as the file's
 * content, so a PDF came out as its base64 text. Here the stored attachments
 * are marked base64, which nodemailer decodes. Same answer's shape as the
 * emulator's: `{ messageId, fileName, body }`, the body a serialised Buffer.
 */
async function emlWithAttachments(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const [{ getStoreReadonly }, { createEmlContent }] = await Promise.all([
    import('aws-ses-v2-local/dist/store.js'),
    import('aws-ses-v2-local/dist/emlFile.js'),
  ]);
  const messageId = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('messageId');
  const email = getStoreReadonly().emails.find((each) => each.messageId === messageId);
  if (!email) {
    response.writeHead(400, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: 'Email not found within the store' }));
    return;
  }
  const decoded = {
    ...email,
    attachments: email.attachments.map((attachment) => ({ ...attachment, encoding: 'base64' })),
  } as StoredEmail;
  const eml = await createEmlContent(decoded);
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(eml));
}

/** Puts `emlWithAttachments` in front of the emulator's own app for that one route. */
function withAttachmentsInDownloads(server: Server): void {
  const emulator = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'GET' && pathname === '/get-emlContent') {
      emlWithAttachments(request, response).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: String(error) }));
      });
      return;
    }
    for (const listener of emulator) listener(request, response);
  });
}

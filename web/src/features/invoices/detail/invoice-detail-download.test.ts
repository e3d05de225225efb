import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../../../shared/schemas/user-schemas';
import { ApiError } from '../../../api/api-error';
import { fetchFile, fileNameFromDisposition } from '../../../api/download-file';
import { clearSession, getSession, setSession } from '../../../api/session-store';

/** The invoice PDF export as the detail and family pages use it: `fetchFile('invoices.export')`. */

const user: PublicUser = {
  _id: '0123456789abcdef01234567',
  id: '0123456789abcdef01234567',
  name: 'Amira Khan',
  email: 'amira@family.test',
  role: 'parent',
  children: [],
  students: [],
  createdAt: '2026-01-15T09:30:00.000Z',
};

const invoiceId = 'abcdefabcdefabcdefabcdef';
const exportUrl = `/api/invoices/${invoiceId}/export`;
const pdfBytes = new TextEncoder().encode('%PDF-1.7 fake');

function pdf(fileName?: string): Response {
  return new Response(pdfBytes, {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      ...(fileName ? { 'content-disposition': `attachment; filename="${fileName}"` } : {}),
    },
  });
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

interface Sent {
  url: string;
  authorization: string | null;
  accept: string | null;
}

function serve(routes: Record<string, () => Response>, queue?: Record<string, Response[]>) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    sent.push({ url, authorization: headers.get('authorization'), accept: headers.get('accept') });
    const key = `${init.method ?? 'GET'} ${url}`;
    const next = queue?.[key]?.shift();
    if (next) return next;
    const handler = routes[key];
    if (!handler) throw new TypeError('Failed to fetch');
    return handler();
  });
  return sent;
}

beforeEach(() => clearSession('logout'));
afterEach(() => vi.unstubAllGlobals());

describe('fetchFile', () => {
  it('sends the token, asks for a PDF and names the file as the server does', async () => {
    setSession({ token: 'access-1', user });
    const sent = serve({ [`GET ${exportUrl}`]: () => pdf('INV-2026-0001.pdf') });
    const file = await fetchFile('invoices.export', { params: { id: invoiceId }, fileName: 'fallback.pdf' });
    expect(file.fileName).toBe('INV-2026-0001.pdf');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(pdfBytes);
    expect(sent[0]).toEqual({
      url: exportUrl,
      authorization: 'Bearer access-1',
      accept: 'application/pdf, application/json',
    });
  });

  it('uses the given name when the answer names no file', async () => {
    setSession({ token: 'access-1', user });
    serve({ [`GET ${exportUrl}`]: () => pdf() });
    const file = await fetchFile('invoices.export', {
      params: { id: invoiceId },
      fileName: 'INV-2026-0002.pdf',
    });
    expect(file.fileName).toBe('INV-2026-0002.pdf');
  });

  it('refreshes a stale token once and retries', async () => {
    setSession({ token: 'stale', user });
    const sent = serve(
      {
        'POST /api/auth/refresh-token': () =>
          json(200, { success: true, data: { token: 'fresh', expiresIn: 900, user } }),
      },
      { [`GET ${exportUrl}`]: [json(401, { success: false, message: 'Token expired' }), pdf('INV-1.pdf')] },
    );
    const file = await fetchFile('invoices.export', { params: { id: invoiceId } });
    expect(file.fileName).toBe('INV-1.pdf');
    expect(sent.map((request) => request.authorization)).toEqual(['Bearer stale', null, 'Bearer fresh']);
    expect(getSession()?.token).toBe('fresh');
  });

  it("throws the server's message when the export fails", async () => {
    setSession({ token: 'access-1', user });
    serve({ [`GET ${exportUrl}`]: () => json(404, { success: false, message: 'Invoice not found' }) });
    const failure = fetchFile('invoices.export', { params: { id: invoiceId } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, message: 'Invoice not found' });
  });

  it('reports a network failure as status 0', async () => {
    setSession({ token: 'access-1', user });
    serve({});
    await expect(fetchFile('invoices.export', { params: { id: invoiceId } })).rejects.toMatchObject({
      status: 0,
    });
  });
});

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="INV-2026-0001.pdf"', 'INV-2026-0001.pdf'],
    ['attachment; filename=INV-2026-0001.pdf', 'INV-2026-0001.pdf'],
    ["attachment; filename*=UTF-8''Facture%20%C3%A9t%C3%A9.pdf", 'Facture été.pdf'],
    ['attachment; filename="plain.pdf"; filename*=UTF-8\'\'better.pdf', 'better.pdf'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="a\\"b.pdf"', 'a"b.pdf'],
  ])('reads %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });

  it('gives nothing when there is no name', () => {
    expect(fileNameFromDisposition(null)).toBeUndefined();
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeUndefined();
  });
});

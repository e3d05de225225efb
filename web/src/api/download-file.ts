import { routeManifest } from 'virtual:route-manifest';
import type { RouteId } from '../../../shared/routes/route-table';
import { readAnswer, sendWithSession, type CallApiOptions } from './api-client';
import { ApiError } from './api-error';

/**
 * Files the API serves (an invoice PDF): fetched like every other call, with
 * the bearer token and one refresh after a 401, then handed to the browser's
 * own download through an object URL and an `<a download>`.
 */

export interface DownloadOptions<Id extends RouteId> extends Pick<
  CallApiOptions<Id>,
  'params' | 'query' | 'signal'
> {
  /** The name to save under when the answer does not name the file itself. */
  fileName?: string;
}

export interface FetchedFile {
  blob: Blob;
  fileName: string;
}

/** How long the object URL outlives the click: some browsers read it after `click()` returns. */
const revokeAfterMs = 30_000;

/**
 * The file name a `Content-Disposition` header gives: `filename*=UTF-8''…`
 * first (RFC 6266), then `filename="…"`; never a path, so a name can only
 * name a file in the download folder.
 */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  let name: string | undefined;
  if (extended) {
    const encoded = extended.replace(/^[\w-]*'[^']*'/, '').replace(/^"(.*)"$/, '$1');
    try {
      name = decodeURIComponent(encoded);
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
    name = plain ? (plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1]!.trim()) : undefined;
  }
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base ? base : undefined;
}

/** The file a route answers, or the `ApiError` of its failure (with the server's message when it gave one). */
export async function fetchFile<Id extends RouteId>(
  id: Id,
  options: DownloadOptions<Id> = {},
): Promise<FetchedFile> {
  const { fileName, ...request } = options;
  const response = await sendWithSession(id, request as CallApiOptions<Id>);
  if (!response.ok) {
    // Throws the error envelope's message; an unexpected success body is no file either.
    await readAnswer(routeManifest[id], response);
    throw new ApiError(response.status, 'Unexpected answer from the server', {}, false);
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error', {}, false);
  }
  const name = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fileName ?? 'download';
  return { blob, fileName: name };
}

/** Hands a blob to the browser's download (the save dialog or the downloads folder). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
  }
}

/** Downloads a file route's answer and saves it; resolves with the name it was saved under. */
export async function downloadFile<Id extends RouteId>(
  id: Id,
  options: DownloadOptions<Id> = {},
): Promise<string> {
  const file = await fetchFile(id, options);
  saveBlob(file.blob, file.fileName);
  return file.fileName;
}

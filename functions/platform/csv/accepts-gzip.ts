import Negotiator from 'negotiator';

/** Whether the client's Accept-Encoding takes gzip (every browser's does; curl's only with --compressed). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return new Negotiator({ headers: { 'accept-encoding': acceptEncoding } })
    .encodings(['gzip'])
    .includes('gzip');
}

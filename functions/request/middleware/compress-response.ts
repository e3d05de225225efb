import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import Negotiator from 'negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

type Encoding = 'br' | 'gzip';

/** Below this an answer is sent as it is: compressing would save a few bytes for the CPU it costs. */
export const minimumCompressedBytes = 1024;

const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  // Quality 5: a 500-item page in a few milliseconds, most of what quality 11 would save.
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 5,
      },
    }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

/** Brotli when the client accepts it at all (it compresses JSON best), else gzip, by its Accept-Encoding. */
function chosenEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  return (['br', 'gzip'] as const).find((encoding) => accepted.encodings([encoding]).length > 0);
}

/**
 * Compresses text answers for clients that accept it. CloudFront does not
 * compress the API behaviour (its cache policy is CachingDisabled), so
 * without this a staff calendar month of a large school would cross the
 * network as megabytes of JSON. File answers (base64 already), small answers
 * and ones that would not shrink are sent as they are.
 */
export function compressResponse(): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    after: (request) => {
      const response = request.response;
      if (!response || response.isBase64Encoded || typeof response.body !== 'string') return;
      const headers = (response.headers ??= {});
      headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
      const encoding = chosenEncoding(request.event.headers?.['accept-encoding']);
      const plain = Buffer.from(response.body);
      if (!encoding || plain.length < minimumCompressedBytes) return;
      const compressed = compressors[encoding](plain);
      if (compressed.length >= plain.length) return;
      headers['content-encoding'] = encoding;
      response.body = compressed.toString('base64');
      response.isBase64Encoded = true;
    },
  };
}

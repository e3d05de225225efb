import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed already. */
const compressible = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves too little to be worth a file. */
const minimumBytes = 1024;

/**
 * Writes a `.br` and a `.gz` copy beside each text file of the build. In AWS,
 * CloudFront compresses the site as it serves it; locally sirv serves these
 * copies to browsers that accept them, so the local runtime (and the
 * Lighthouse figures taken against it) sends the same bytes. The CDK
 * deployment leaves the copies out (infra/constructs/web-distribution.ts).
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!compressible.test(fileName)) continue;
        const path = join(outDir, fileName);
        const source = readFileSync(path);
        if (source.length < minimumBytes) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_QUALITY]: 11,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

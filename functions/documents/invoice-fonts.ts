import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Where the invoice fonts are read from.
 *
 * Contract with the infrastructure (infra/constructs/domain-functions.ts):
 * the Lambda bundle holds no node_modules, so the `documents` function's
 * NodejsFunction copies the two TTF files below from
 * `node_modules/dejavu-fonts-ttf/ttf/` into a `fonts/` folder of the bundle
 * (bundling.commandHooks.afterBundling) and sets
 * `INVOICE_FONT_DIR=/var/task/fonts`. Without the variable (the local runtime,
 * tests) the files are resolved from the installed `dejavu-fonts-ttf` package.
 */
export const invoiceFontDirVariable = 'INVOICE_FONT_DIR';

/** DejaVu Sans: Latin, Greek, Cyrillic, Arabic, Hebrew, Armenian, Georgian… (no CJK). */
export const invoiceFontFiles = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;

export interface InvoiceFontBytes {
  regular: Uint8Array;
  bold: Uint8Array;
}

function fontPath(file: string): string {
  const directory = process.env[invoiceFontDirVariable];
  if (directory) return path.join(directory, file);
  try {
    return createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`);
  } catch (error) {
    throw new Error(
      `Invoice font ${file} not found: set ${invoiceFontDirVariable} to the folder holding it, or install dejavu-fonts-ttf`,
      { cause: error },
    );
  }
}

let fontBytes: Promise<InvoiceFontBytes> | undefined;

/** The font files, read once per container (≈ 1.4 MB together); a failed read is retried on the next call. */
export function loadInvoiceFonts(): Promise<InvoiceFontBytes> {
  fontBytes ??= (async () => {
    const [regular, bold] = await Promise.all([
      readFile(fontPath(invoiceFontFiles.regular)),
      readFile(fontPath(invoiceFontFiles.bold)),
    ]);
    return { regular, bold };
  })().catch((error: unknown) => {
    fontBytes = undefined;
    throw error;
  });
  return fontBytes;
}

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { invoiceFontDirVariable, invoiceFontFiles } from '../../platform/invoice-font-files';

/*
 * Where the invoice fonts are read from: the folder `INVOICE_FONT_DIR` names
 * in Lambda, else the installed `dejavu-fonts-ttf` package
 * (platform/invoice-font-files.ts has the contract with the infrastructure).
 */

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

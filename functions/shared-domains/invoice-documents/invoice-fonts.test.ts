import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoiceFontDirVariable, invoiceFontFiles } from '../../platform/invoice-font-files';

const installed = (file: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`);

async function freshModule() {
  vi.resetModules();
  return import('./invoice-fonts');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('loadInvoiceFonts', () => {
  it('reads the installed package when no font folder is set (local runtime, tests)', async () => {
    vi.stubEnv(invoiceFontDirVariable, '');
    const { loadInvoiceFonts } = await freshModule();
    const fonts = await loadInvoiceFonts();
    expect(Buffer.from(fonts.regular).equals(readFileSync(installed(invoiceFontFiles.regular)))).toBe(true);
    expect(Buffer.from(fonts.bold).equals(readFileSync(installed(invoiceFontFiles.bold)))).toBe(true);
    // Read once per container.
    expect(await loadInvoiceFonts()).toBe(fonts);
  });

  it('reads INVOICE_FONT_DIR in Lambda, and tries again after a failed read', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'invoice-fonts-'));
    try {
      vi.stubEnv(invoiceFontDirVariable, folder);
      const { loadInvoiceFonts } = await freshModule();
      await expect(loadInvoiceFonts()).rejects.toThrow(/DejaVuSans/);
      for (const file of Object.values(invoiceFontFiles)) copyFileSync(installed(file), join(folder, file));
      const fonts = await loadInvoiceFonts();
      expect(fonts.regular.length).toBe(readFileSync(installed(invoiceFontFiles.regular)).length);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

import type { PDFDocument, PDFFont } from 'pdf-lib';
import { cachingFontkit, layoutFeatures } from '../cached-fontkit';
import { loadInvoiceFonts } from '../invoice-fonts';
import { PdfText } from '../pdf-text';

/** Each font's character set, worked out once per container (the font bytes never change). */
const charsetCache = new WeakMap<Uint8Array, ReadonlySet<number>>();

function charsetOf(bytes: Uint8Array, font: PDFFont): ReadonlySet<number> {
  let charset = charsetCache.get(bytes);
  if (!charset) {
    charset = new Set(font.getCharacterSet());
    charsetCache.set(bytes, charset);
  }
  return charset;
}

/**
 * The invoice fonts embedded in `doc` as subsets (only the glyphs drawn are
 * stored), ready to measure and draw text in any script they cover.
 */
export async function embedInvoiceFonts(doc: PDFDocument): Promise<PdfText> {
  const fontBytes = await loadInvoiceFonts();
  doc.registerFontkit(cachingFontkit);
  const [regular, bold] = await Promise.all([
    doc.embedFont(fontBytes.regular, { subset: true, features: layoutFeatures }),
    doc.embedFont(fontBytes.bold, { subset: true, features: layoutFeatures }),
  ]);
  return new PdfText(
    { regular, bold },
    { regular: charsetOf(fontBytes.regular, regular), bold: charsetOf(fontBytes.bold, bold) },
  );
}

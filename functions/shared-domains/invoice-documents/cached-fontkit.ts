import fontkit from '@pdf-lib/fontkit';
import type { Font, Fontkit, GlyphRun, TypeFeatures } from 'pdf-lib/cjs/types/fontkit';

/**
 * fontkit for pdf-lib, made fast for the same few fonts rendered again and again.
 *
 * - A font is parsed once per container, not once per document: pdf-lib only
 *   reads it (each document makes its own subset), and its decoded tables and
 *   glyphs stay warm between invoices.
 * - pdf-lib lays every string out twice (once to measure, once to encode) and
 *   an invoice repeats many strings (subjects, teachers, amounts); a layout
 *   is pure, so the glyph runs are kept, up to `maxCachedRuns` per font.
 * - `layoutFeatures` turns off the GPOS features (kerning, mark and cursive
 *   positioning): pdf-lib places glyphs by their advance widths and never reads
 *   GPOS positions, so they cost time and change nothing. GSUB substitutions,
 *   Arabic joining forms and ligatures among them, stay on.
 */
export const layoutFeatures: TypeFeatures = { kern: false, mark: false, mkmk: false, curs: false };

const maxCachedRuns = 5000;

const parsedFonts = new WeakMap<Uint8Array, Font>();

function withLayoutCache(font: Font): Font {
  const layout = font.layout.bind(font);
  const runs = new Map<string, GlyphRun>();
  font.layout = (text, features) => {
    if (features !== layoutFeatures) return layout(text, features);
    let run = runs.get(text);
    if (!run) {
      if (runs.size >= maxCachedRuns) runs.clear();
      run = layout(text, features);
      runs.set(text, run);
    }
    return run;
  };
  return font;
}

/**
 * fontkit keeps one glyph object per glyph id with the code points it was first asked for. Writing a subset
 * asks for the parts of a composite glyph (ذ is د with a dot, Cyrillic О is Latin O) with none, and the font
 * is shared between documents here: from then on a later document's د or O carried no code points, its
 * ToUnicode entry was empty, and search and copy lost the letter ("خال" for "خالد"). A glyph asked for with
 * code points gets them when it has none.
 */
function withGlyphCodePoints(font: Font): Font {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (glyphId, codePoints) => {
    const glyph = getGlyph(glyphId, codePoints);
    if (codePoints?.length && !glyph.codePoints.length) glyph.codePoints = codePoints;
    return glyph;
  };
  return font;
}

export const cachingFontkit: Fontkit = {
  create(bytes, postscriptName) {
    if (postscriptName !== undefined) return fontkit.create(bytes, postscriptName);
    let font = parsedFonts.get(bytes);
    if (!font) {
      font = withLayoutCache(withGlyphCodePoints(fontkit.create(bytes)));
      parsedFonts.set(bytes, font);
    }
    return font;
  },
};

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

export const cachingFontkit: Fontkit = {
  create(bytes, postscriptName) {
    if (postscriptName !== undefined) return fontkit.create(bytes, postscriptName);
    let font = parsedFonts.get(bytes);
    if (!font) {
      font = withLayoutCache(fontkit.create(bytes));
      parsedFonts.set(bytes, font);
    }
    return font;
  },
};

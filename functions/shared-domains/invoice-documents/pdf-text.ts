import bidiFactory from 'bidi-js';
import { degrees, type Color, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * Text on a PDF page in any script the embedded font covers.
 *
 * pdf-lib hands each string to fontkit, which shapes it (Arabic joining forms
 * through the font's GSUB table) and, when the first letter of the string is
 * of a right-to-left script, reverses the glyphs. It does no bidirectional
 * analysis, so a line mixing directions ("Fatima فاطمة 12") would come out
 * wrong. Here each line is split with the Unicode Bidirectional Algorithm
 * (bidi-js) into runs of one direction, the runs are laid out left to right
 * in visual order, and each run is handed to pdf-lib in the order fontkit
 * expects. Characters neither font has (CJK, emoji) become '?' instead of
 * failing the document.
 */

export type Weight = 'regular' | 'bold';

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: Color;
}

export interface DrawOptions extends TextStyle {
  x: number;
  y: number;
  /** Where `x` is: the left edge (default), the right edge or the centre of the text. */
  align?: 'left' | 'right' | 'center';
  /** Longer text is cut and ends with an ellipsis. */
  maxWidth?: number;
  /** Degrees anticlockwise around (x, y). */
  rotate?: number;
  opacity?: number;
}

interface Run {
  /** What pdf-lib is given: fontkit reverses it again if its first letter is right-to-left. */
  text: string;
  width: number;
}

interface LaidOut {
  font: PDFFont;
  runs: Run[];
  width: number;
}

const replacement = '?';
const ellipsis = '…';
/** Explicit direction marks and isolates: dropped, so bidi-js decides from the letters alone. */
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
/** Control characters (a tab has become a space by then). */
const controls = /\p{Cc}/gu;
/** Letters of right-to-left scripts (Hebrew to Arabic Extended, presentation forms, and the SMP RTL blocks). */
const rightToLeftRange = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;
/** The first letter that has a script of its own decides fontkit's direction (Script.forString). */
const scriptLetter = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;
/** fontkit's right-to-left scripts (its `RTL` table). */
const fontkitRtlScript =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Cypriot}\p{Script=Kharoshthi}\p{Script=Phoenician}\p{Script=Nko}\p{Script=Lydian}\p{Script=Avestan}\p{Script=Imperial_Aramaic}\p{Script=Inscriptional_Pahlavi}\p{Script=Inscriptional_Parthian}\p{Script=Old_South_Arabian}\p{Script=Old_Turkic}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Meroitic_Cursive}\p{Script=Meroitic_Hieroglyphs}\p{Script=Manichaean}\p{Script=Mende_Kikakui}\p{Script=Nabataean}\p{Script=Old_North_Arabian}\p{Script=Palmyrene}\p{Script=Psalter_Pahlavi}]/u;

let bidi: ReturnType<typeof bidiFactory> | undefined;

function fontkitReverses(text: string): boolean {
  const letter = scriptLetter.exec(text);
  return letter !== null && fontkitRtlScript.test(letter[0]);
}

function reverseCodePoints(text: string): string {
  return Array.from(text).reverse().join('');
}

/**
 * One run of a single embedding level as pdf-lib must receive it: in a
 * right-to-left run mirrored characters are swapped ("(" ↔ ")"), and the
 * string is reversed beforehand exactly when fontkit's own reversal would
 * otherwise leave it the wrong way round.
 */
function drawable(logical: string, rightToLeft: boolean): string {
  const mirrored = rightToLeft
    ? Array.from(logical, (char) => bidi!.getMirroredCharacter(char) ?? char).join('')
    : logical;
  return fontkitReverses(mirrored) === rightToLeft ? mirrored : reverseCodePoints(mirrored);
}

/** A line's runs in visual order, left to right, each as pdf-lib must receive it. */
export function visualRuns(text: string): string[] {
  if (!rightToLeftRange.test(text)) return [text];
  bidi ??= bidiFactory();
  const embedding = bidi.getEmbeddingLevels(text, 'auto');
  const order = bidi.getReorderedIndices(text, embedding);
  const levels = embedding.levels;
  const runs: string[] = [];
  let start = 0;
  while (start < order.length) {
    const level = levels[order[start]!]!;
    const rightToLeft = level % 2 === 1;
    const step = rightToLeft ? -1 : 1;
    let end = start;
    while (
      end + 1 < order.length &&
      levels[order[end + 1]!] === level &&
      order[end + 1] === order[end]! + step
    )
      end++;
    const low = Math.min(order[start]!, order[end]!);
    const high = Math.max(order[start]!, order[end]!);
    runs.push(drawable(text.slice(low, high + 1), rightToLeft));
    start = end + 1;
  }
  return runs;
}

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

export interface PdfCharsets {
  regular: ReadonlySet<number>;
  bold: ReadonlySet<number>;
}

export class PdfText {
  constructor(
    private readonly fonts: PdfFonts,
    private readonly charsets: PdfCharsets,
  ) {}

  /**
   * The text with what no font can draw replaced, and the font to draw it
   * in: bold when bold covers it all, else regular if that covers more.
   */
  private clean(text: string, weight: Weight): { text: string; font: PDFFont } {
    const plain = text.replace(/\t/g, ' ').replace(controls, '').replace(bidiControls, '');
    const missing = (charset: ReadonlySet<number>) =>
      Array.from(plain).filter((char) => !charset.has(char.codePointAt(0)!)).length;
    let chosen: Weight = weight;
    if (weight === 'bold') {
      const missingBold = missing(this.charsets.bold);
      if (missingBold > 0 && missing(this.charsets.regular) < missingBold) chosen = 'regular';
    }
    const charset = this.charsets[chosen];
    const drawableText = Array.from(plain, (char) =>
      charset.has(char.codePointAt(0)!) ? char : replacement,
    ).join('');
    return { text: drawableText, font: this.fonts[chosen] };
  }

  private runsOf(text: string, font: PDFFont, size: number): Run[] {
    return visualRuns(text).map((run) => ({ text: run, width: font.widthOfTextAtSize(run, size) }));
  }

  private layout(text: string, style: TextStyle, maxWidth?: number): LaidOut {
    const { text: cleaned, font } = this.clean(text, style.weight ?? 'regular');
    let runs = this.runsOf(cleaned, font, style.size);
    let width = runs.reduce((sum, run) => sum + run.width, 0);
    if (maxWidth !== undefined && width > maxWidth) {
      // The longest start of the text that fits with an ellipsis after it.
      const chars = Array.from(cleaned);
      const attempt = (keep: number) => {
        const attemptRuns = this.runsOf(
          `${chars.slice(0, keep).join('').trimEnd()}${ellipsis}`,
          font,
          style.size,
        );
        return { runs: attemptRuns, width: attemptRuns.reduce((sum, run) => sum + run.width, 0) };
      };
      let best = attempt(0);
      let low = 1;
      let high = chars.length - 1;
      while (low <= high) {
        const middle = Math.floor((low + high) / 2);
        const candidate = attempt(middle);
        if (candidate.width <= maxWidth) {
          best = candidate;
          low = middle + 1;
        } else high = middle - 1;
      }
      runs = best.runs;
      width = best.width;
    }
    return { font, runs, width };
  }

  /** Whether a paragraph reads right to left (its first strong letter is Arabic, Hebrew…). */
  static isRightToLeft(text: string): boolean {
    if (!rightToLeftRange.test(text)) return false;
    bidi ??= bidiFactory();
    return (bidi.getEmbeddingLevels(text, 'auto').paragraphs[0]?.level ?? 0) % 2 === 1;
  }

  width(text: string, style: TextStyle): number {
    return this.layout(text, style).width;
  }

  draw(page: PDFPage, text: string, options: DrawOptions): number {
    const { font, runs, width } = this.layout(text, options, options.maxWidth);
    let x = options.x;
    if (options.align === 'right') x -= width;
    else if (options.align === 'center') x -= width / 2;
    const radians = ((options.rotate ?? 0) * Math.PI) / 180;
    let offset = 0;
    for (const run of runs) {
      if (run.text.length > 0) {
        page.drawText(run.text, {
          x: options.x + (x - options.x + offset) * Math.cos(radians),
          y: options.y + (x - options.x + offset) * Math.sin(radians),
          size: options.size,
          font,
          ...(options.color ? { color: options.color } : {}),
          ...(options.opacity !== undefined ? { opacity: options.opacity } : {}),
          ...(options.rotate ? { rotate: degrees(options.rotate) } : {}),
        });
      }
      offset += run.width;
    }
    return width;
  }

  /** Lines of at most `maxWidth`, breaking at spaces (and inside words too long for a line). */
  wrap(text: string, style: TextStyle, maxWidth: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
      const words = paragraph.split(/[ \t]+/).filter((word) => word.length > 0);
      if (words.length === 0) {
        lines.push('');
        continue;
      }
      let line = '';
      for (const word of words) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.width(candidate, style) <= maxWidth) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        while (this.width(line, style) > maxWidth) {
          const chars = Array.from(line);
          let fit = chars.length - 1;
          while (fit > 1 && this.width(chars.slice(0, fit).join(''), style) > maxWidth) fit--;
          lines.push(chars.slice(0, fit).join(''));
          line = chars.slice(fit).join('');
        }
      }
      lines.push(line);
    }
    while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
    return lines;
  }
}

import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { StoredLogo } from '../entities/school-profile-entity';
import { badRequest } from '../platform/http-errors';

/**
 * Every invoice PDF embeds the logo, and embedding decodes it: a 4,000-pixel
 * photo cost seconds and hundreds of MB on every PDF. So a logo is brought to
 * at most `maxLogoSide` on its long side once, when it is uploaded, in the type
 * it came in (a PNG keeps its transparency). Pure JavaScript (pngjs, jpeg-js):
 * no native binary to build for the functions' ARM Lambdas.
 */
export const maxLogoSide = 1000;

/** Decoding needs 4 bytes a pixel: 40 million is 160 MB, within the documents function's memory. */
const maxLogoPixels = 40_000_000;
export const logoTooManyPixels = 'The logo must be at most 40 megapixels (for example 8,000 × 5,000 pixels)';

interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

const unreadable = (contentType: StoredLogo['contentType']) => {
  const message = `The logo is not a readable ${contentType === 'image/png' ? 'PNG' : 'JPEG'} image`;
  return badRequest(message, { image: message });
};

/** A PNG's size from its header (IHDR comes first), read before anything is decoded. */
function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes.length < 24 || Buffer.from(bytes.subarray(12, 16)).toString('latin1') !== 'IHDR')
    return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** A JPEG's size from its first start-of-frame marker, read before anything is decoded. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    // Fill bytes and markers without a length (RSTn, TEM) carry no frame.
    if (marker === 0xff || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    // SOF0–SOF15, less DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return {
        height: (bytes[at + 5]! << 8) | bytes[at + 6]!,
        width: (bytes[at + 7]! << 8) | bytes[at + 8]!,
      };
    at += 2 + length;
  }
  return undefined;
}

function decode(bytes: Uint8Array, contentType: StoredLogo['contentType']): Rgba {
  try {
    if (contentType === 'image/png') {
      const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      return { width: png.width, height: png.height, data: png.data };
    }
    return jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: maxLogoPixels / 1_000_000,
      maxMemoryUsageInMB: 512,
    });
  } catch {
    throw unreadable(contentType);
  }
}

/**
 * For each pixel of a row `to` long, the pixels of a row `from` long it
 * covers and how much of each (an area average: every source pixel counts
 * for the share of it that falls in the target pixel).
 */
function coverage(from: number, to: number): { first: number; weights: Float64Array }[] {
  const scale = from / to;
  return Array.from({ length: to }, (_, index) => {
    const start = index * scale;
    const end = Math.min(from, start + scale);
    const first = Math.floor(start);
    const weights = new Float64Array(Math.ceil(end) - first);
    for (let source = first; source < Math.ceil(end); source += 1)
      weights[source - first] = (Math.min(end, source + 1) - Math.max(start, source)) / scale;
    return { first, weights };
  });
}

/**
 * Scales down by area averaging, rows then columns, on alpha-premultiplied
 * colour so that transparent pixels lend no colour to the edges they touch.
 */
function scaleDown(image: Rgba, width: number, height: number): Rgba {
  const across = coverage(image.width, width);
  const down = coverage(image.height, height);
  const rows = new Float32Array(image.height * width * 4);
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const { first, weights } = across[x]!;
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let index = 0; index < weights.length; index += 1) {
        const at = (y * image.width + first + index) * 4;
        const weight = weights[index]! * image.data[at + 3]!;
        r += image.data[at]! * weight;
        g += image.data[at + 1]! * weight;
        b += image.data[at + 2]! * weight;
        a += weight;
      }
      const at = (y * width + x) * 4;
      rows[at] = r;
      rows[at + 1] = g;
      rows[at + 2] = b;
      rows[at + 3] = a;
    }
  }
  // Clamped: rounds each channel and keeps a sum a rounding error above 255 at 255.
  const data = new Uint8ClampedArray(width * height * 4);
  const sums = new Float64Array(4);
  for (let y = 0; y < height; y += 1) {
    const { first, weights } = down[y]!;
    for (let x = 0; x < width; x += 1) {
      sums.fill(0);
      for (let index = 0; index < weights.length; index += 1) {
        const from = ((first + index) * width + x) * 4;
        for (let channel = 0; channel < 4; channel += 1)
          sums[channel]! += rows[from + channel]! * weights[index]!;
      }
      const alpha = sums[3]!;
      const at = (y * width + x) * 4;
      if (alpha > 0)
        for (let channel = 0; channel < 3; channel += 1) data[at + channel] = sums[channel]! / alpha;
      data[at + 3] = alpha;
    }
  }
  return { width, height, data: new Uint8Array(data.buffer) };
}

function encode(image: Rgba, contentType: StoredLogo['contentType']): Uint8Array {
  if (contentType === 'image/jpeg') return new Uint8Array(jpeg.encode(image, 90).data);
  const png = new PNG({ width: image.width, height: image.height });
  png.data = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  const opaque = image.data.every((value, index) => index % 4 !== 3 || value === 255);
  // No alpha channel to store when every pixel is opaque: a quarter less to compress.
  return new Uint8Array(PNG.sync.write(png, { colorType: opaque ? 2 : 6, inputColorType: 6 }));
}

/**
 * The logo as it is stored: unchanged when it is within `maxLogoSide` (so
 * it stays the file the school chose), otherwise scaled down and encoded
 * again. An image too large to decode safely, or that does not decode, is a 400.
 */
export function logoWithinSize(bytes: Uint8Array, contentType: StoredLogo['contentType']): Uint8Array {
  const size = contentType === 'image/png' ? pngSize(bytes) : jpegSize(bytes);
  if (!size || !size.width || !size.height) throw unreadable(contentType);
  if (size.width * size.height > maxLogoPixels)
    throw badRequest(logoTooManyPixels, { image: logoTooManyPixels });
  const longSide = Math.max(size.width, size.height);
  if (longSide <= maxLogoSide) return bytes;
  const image = decode(bytes, contentType);
  const ratio = maxLogoSide / Math.max(image.width, image.height);
  const width = Math.max(1, Math.round(image.width * ratio));
  const height = Math.max(1, Math.round(image.height * ratio));
  return encode(scaleDown(image, width, height), contentType);
}

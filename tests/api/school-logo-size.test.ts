import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookMonth, generateInvoice, type Invoice } from './support/invoice-fixtures';
import { request } from './support/http';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

/*
 * A large logo is scaled down once, when it is uploaded, so that no invoice
 * PDF decodes a 4,000-pixel image again: at most 1,000 px on its long side,
 * in the type it came in.
 */
const { runtime, school } = useSchoolWithPeople();
const folder = mkdtempSync(join(tmpdir(), 'logo-size-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

type Rgba = readonly [number, number, number, number];
const red: Rgba = [220, 30, 30, 255];
const blue: Rgba = [20, 60, 200, 255];
const clear: Rgba = [0, 0, 0, 0];

/** An image whose left half is one colour and right half another: flat, so it compresses to a few KB. */
function halves(width: number, height: number, left: Rgba, right: Rgba): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) data.set(x < width / 2 ? left : right, (y * width + x) * 4);
  return data;
}

const pngOf = (width: number, height: number, left: Rgba, right: Rgba) =>
  PNG.sync.write(Object.assign(new PNG({ width, height }), { data: halves(width, height, left, right) }));

/** The pixel at (x, y) of decoded RGBA bytes. */
const pixel = (image: { width: number; data: Uint8Array }, x: number, y: number) => [
  ...image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4),
];

const near = (actual: number[], expected: Rgba, tolerance: number) =>
  actual.every((value, index) => Math.abs(value - expected[index]!) <= tolerance);

const uploadLogo = (image: Buffer | string) =>
  request(runtime.api, 'PUT', '/school-profile/logo', {
    token: school.superAdmin.token,
    body: { image: typeof image === 'string' ? image : image.toString('base64') },
  });

async function storedLogo(): Promise<{ contentType: string; bytes: Buffer }> {
  const answer = await request(runtime.api, 'GET', '/school-profile/logo', { token: school.familyA.token });
  expect(answer.status).toBe(200);
  return {
    contentType: answer.body.data.logo.contentType,
    bytes: Buffer.from(answer.body.data.logo.image, 'base64'),
  };
}

/*
 * Made before the runtime starts: encoding them blocks this process (the local runtime's too) for seconds, and
 * a keep-alive connection left idle that long can be closed under the next request (ECONNRESET).
 */
const largePng = pngOf(4000, 4000, red, clear);
const wideJpeg = jpeg.encode({ width: 3000, height: 1500, data: halves(3000, 1500, blue, red) }, 80).data;

let invoice: Invoice;
let pdfs = 0;

/** Width and height of each image `pdfimages -list` finds in the invoice's PDF. */
async function pdfImageSizes(): Promise<{ type: string; width: number; height: number }[]> {
  const response = await fetch(`${runtime.api}/invoices/${invoice._id}/export`, {
    headers: { authorization: `Bearer ${school.superAdmin.token}` },
  });
  expect(response.status).toBe(200);
  const file = join(folder, `invoice-${++pdfs}.pdf`);
  writeFileSync(file, new Uint8Array(await response.arrayBuffer()));
  const rows = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2);
  return rows.map((row) => {
    const [, , type = '', width, height] = row.trim().split(/\s+/);
    return { type, width: Number(width), height: Number(height) };
  });
}

beforeAll(async () => {
  await bookMonth(runtime.api, school.superAdmin.token, {
    student: school.childA1._id,
    teacher: school.teacherA.id,
    year: 2025,
    month: 3,
    days: [4],
  });
  invoice = await generateInvoice(runtime.api, school.superAdmin.token, {
    studentId: school.childA1._id,
    dateRangeType: 'month',
    year: 2025,
    month: 3,
    currency: 'GBP',
  });
}, 120_000);

describe('a large school logo is scaled down at upload', () => {
  it('stores a 4,000 × 4,000 PNG as a 1,000 × 1,000 PNG that keeps its colours and transparency, and the PDF draws it', async () => {
    expect(largePng.length).toBeLessThan(500 * 1024);
    const uploaded = await uploadLogo(largePng);
    expect(uploaded.status, uploaded.text).toBe(200);

    const stored = await storedLogo();
    expect(stored.contentType).toBe('image/png');
    const image = PNG.sync.read(stored.bytes);
    expect([image.width, image.height]).toEqual([1000, 1000]);
    expect(near(pixel(image, 100, 500), red, 2)).toBe(true);
    expect(pixel(image, 900, 500)[3]).toBe(0);

    const images = await pdfImageSizes();
    expect(images).toContainEqual({ type: 'image', width: 1000, height: 1000 });
    expect(images.every((drawn) => drawn.width <= 1000 && drawn.height <= 1000)).toBe(true);
  });

  it('stores a 3,000 × 1,500 JPEG as a 1,000 × 500 JPEG', async () => {
    const uploaded = await uploadLogo(wideJpeg);
    expect(uploaded.status, uploaded.text).toBe(200);

    const stored = await storedLogo();
    expect(stored.contentType).toBe('image/jpeg');
    const image = jpeg.decode(stored.bytes, { useTArray: true });
    expect([image.width, image.height]).toEqual([1000, 500]);
    expect(near(pixel(image, 100, 250), blue, 12)).toBe(true);
    expect(near(pixel(image, 900, 250), red, 12)).toBe(true);
    expect(await pdfImageSizes()).toContainEqual({ type: 'image', width: 1000, height: 500 });
  });

  it('refuses, with 400 and nothing changed, an image of more pixels than can be decoded safely', async () => {
    const before = await storedLogo();
    // A small file whose header claims 20,000 × 20,000 pixels: 1.6 GB once decoded.
    const bomb = Buffer.from(pngOf(8, 8, red, blue));
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const refused = await uploadLogo(bomb);
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body.message).toBe(
      'The logo must be at most 40 megapixels (for example 8,000 × 5,000 pixels)',
    );
    expect((await storedLogo()).bytes.equals(before.bytes)).toBe(true);
  });
});

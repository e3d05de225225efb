import { pipeline } from 'node:stream/promises';
import { Readable, Writable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { stringify, type Options } from 'csv-stringify/sync';
import { HttpError } from '../http-errors';
import { neutraliseFormula } from './formula-neutralising';

/** A cell as a service hands it over: text is neutralised against formulas, numbers are written as they are. */
export type CsvCell = string | number;

export interface CsvExport {
  /** The header row's titles, in column order. */
  columns: readonly string[];
  /**
   * The rows, page by page as they are read: nothing asks for the whole list
   * at once, and a page rather than a row per step keeps the hand-over cheap
   * (100,000 awaited rows were a measurable share of a year's lessons).
   */
  rows: AsyncIterable<readonly (readonly CsvCell[])[]>;
  /** Compress as the rows are encoded (the client accepts gzip); the answer is then the compressed bytes. */
  gzip: boolean;
}

/**
 * The most an answer may hold. A Lambda behind API Gateway answers at most 6 MB
 * of JSON, and a file answer is base64 inside it (4 bytes for 3), so 4.4 MB is
 * the most a file can be; 4 MB leaves room for the headers.
 */
export const maxAnswerBytes = 4 * 1024 * 1024;

const tooLarge = (gzip: boolean) =>
  new HttpError(
    413,
    gzip
      ? 'This export is too large to send at once: choose a shorter date range'
      : 'This export is too large to send uncompressed: ask with Accept-Encoding: gzip or choose a shorter date range',
  );

/** Keeps what reaches it, and fails as soon as it would hold more than `maxAnswerBytes`. */
function boundedSink(gzip: boolean): { sink: Writable; chunks: Buffer[] } {
  const chunks: Buffer[] = [];
  let size = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxAnswerBytes) return done(tooLarge(gzip));
      chunks.push(chunk);
      done();
    },
  });
  return { sink, chunks };
}

/** How many rows are encoded in one call: one stream chunk per row made encoding most of an export's time. */
const rowsPerChunk = 1000;

/** The rows as CSV text, a chunk of `rowsPerChunk` rows at a time, the BOM and header row first. */
async function* csvText(csv: CsvExport): AsyncGenerator<string> {
  const options: Options = {
    record_delimiter: 'windows',
    // csv-stringify quotes a field with \n but not one with a lone \r, which spreadsheets also read as a line end.
    quoted_match: /\r/,
    cast: { string: neutraliseFormula, number: (value) => String(value) },
  };
  yield stringify([[...csv.columns]], { ...options, bom: true });
  let chunk: (readonly CsvCell[])[] = [];
  for await (const page of csv.rows) {
    chunk.push(...page);
    if (chunk.length >= rowsPerChunk) {
      yield stringify(chunk as CsvCell[][], options);
      chunk = [];
    }
  }
  if (chunk.length) yield stringify(chunk as CsvCell[][], options);
}

/**
 * Encodes a CSV the way Excel opens it and RFC 4180 writes it: UTF-8 with a
 * byte order mark (without one Excel reads UTF-8 as the local code page and
 * mangles Arabic names and £), CRLF between records, fields quoted when they
 * hold a comma, a quote or a line break, with quotes doubled (csv-stringify
 * does the quoting), and every text cell neutralised against formulas.
 *
 * The rows flow through as they are read (`Readable.from` pulls the next
 * chunk only once the sink has taken the last), encoded a thousand at a time,
 * and, with gzip, only compressed bytes are kept: a year of a large school's
 * lessons is about 10 MB of CSV and under 1 MB once compressed. Memory is
 * bounded by `maxAnswerBytes` whatever the range: a bigger export is refused
 * with a 413 rather than built.
 */
export async function encodeCsvExport(csv: CsvExport): Promise<Uint8Array<ArrayBuffer>> {
  const { sink, chunks } = boundedSink(csv.gzip);
  const text = Readable.from(csvText(csv), { objectMode: false });
  if (csv.gzip) await pipeline(text, createGzip({ level: 6 }), sink);
  else await pipeline(text, sink);
  return new Uint8Array(Buffer.concat(chunks));
}

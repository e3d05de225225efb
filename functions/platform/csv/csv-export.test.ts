import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeCsvExport, maxAnswerBytes, type CsvCell } from './csv-export';

async function* pages(...rows: CsvCell[][]) {
  for (const row of rows) yield [row];
}

const bom = '\uFEFF';

describe('encodeCsvExport', () => {
  it('writes a BOM, CRLF records, RFC 4180 quoting, and neutralises every formula start', async () => {
    const bytes = await encodeCsvExport({
      columns: ['Name', 'Note', 'Amount'],
      rows: pages(
        ['=1+2', 'say "hi", then\nleave', 12.5],
        ['+44 20', '-3', -4],
        ['@SUM(A1)', '\tindented', 0],
        ['\rreturn', 'plain', 7],
      ),
      gzip: false,
    });
    expect(Buffer.from(bytes).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(Buffer.from(bytes).toString('utf8')).toBe(
      `${bom}Name,Note,Amount\r\n` +
        `'=1+2,"say ""hi"", then\nleave",12.5\r\n` +
        // Numbers are the export's own amounts, written as numbers.
        `'+44 20,'-3,-4\r\n` +
        `'@SUM(A1),'\tindented,0\r\n` +
        `"'\rreturn",plain,7\r\n`,
    );
  });

  it('compresses as it encodes when asked, to the same text', async () => {
    const rows = () => pages(['Zoë Ñúñez', 'العربية'], ['£1,234.50', '']);
    const plain = await encodeCsvExport({ columns: ['A', 'B'], rows: rows(), gzip: false });
    const packed = await encodeCsvExport({ columns: ['A', 'B'], rows: rows(), gzip: true });
    expect(gunzipSync(packed)).toEqual(Buffer.from(plain));
  });

  it('refuses with a 413 an export that would outgrow an answer, instead of building it', async () => {
    const row = ['x'.repeat(1000)];
    async function* endless() {
      for (let index = 0; index <= maxAnswerBytes / 1000; index++) yield [row];
    }
    await expect(encodeCsvExport({ columns: ['A'], rows: endless(), gzip: false })).rejects.toMatchObject({
      statusCode: 413,
    });
  });
});

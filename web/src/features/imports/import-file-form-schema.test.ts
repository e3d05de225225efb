import { describe, expect, it } from 'vitest';
import { maxImportFileBytes } from '../../../../shared/imports/import-limits';
import { importFileFormSchema } from './import-file-form-schema';

const fileOf = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name);
const firstMessage = (value: unknown) => {
  const parsed = importFileFormSchema.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('the Import page file form', () => {
  it('takes a CSV or an .xlsx of up to the limit', () => {
    expect(firstMessage({ kind: 'families', file: fileOf('families.csv', 10) })).toBeNull();
    expect(firstMessage({ kind: 'teachers', file: fileOf('Staff.XLSX', maxImportFileBytes) })).toBeNull();
  });

  it('names what is wrong before the file travels', () => {
    expect(firstMessage({ kind: 'families' })).toBe('Choose a CSV or Excel (.xlsx) file first.');
    expect(firstMessage({ kind: 'families', file: fileOf('old.xls', 10) })).toBe(
      'Choose a CSV or Excel (.xlsx) file.',
    );
    expect(firstMessage({ kind: 'families', file: fileOf('empty.csv', 0) })).toBe('The file is empty.');
    expect(firstMessage({ kind: 'families', file: fileOf('big.csv', maxImportFileBytes + 1) })).toBe(
      'The file is larger than 700 KB.',
    );
    expect(firstMessage({ kind: 'pupils', file: fileOf('a.csv', 1) })).toBe(
      'kind must be families or teachers',
    );
  });
});

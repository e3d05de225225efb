/**
 * The records of an RFC 4180 CSV as the exports write it (CRLF ends, quoted
 * fields with doubled quotes, a leading BOM), each a list of its fields: a
 * reader for tests, so a quoted comma or line break is one field.
 */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  const endField = () => {
    record.push(field);
    field = '';
  };
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!;
    if (quoted && char === '"' && source[index + 1] === '"') {
      field += '"';
      index++;
    } else if (quoted) {
      if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      endField();
    } else if (char === '\r' && source[index + 1] === '\n') {
      endField();
      records.push(record);
      record = [];
      index++;
    } else {
      field += char;
    }
  }
  if (field !== '' || record.length) records.push([...record, field]);
  return records;
}

/** The records as objects keyed by the header record's names. */
export function csvObjects(text: string): Record<string, string>[] {
  const [header = [], ...rows] = csvRecords(text);
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));
}

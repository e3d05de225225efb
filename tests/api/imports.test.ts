import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/schemas/audit-schemas';
import type { ImportView } from '../../shared/schemas/import-schemas';
import type { Student } from '../../shared/schemas/student-schemas';
import { request } from './support/http';
import { emailsAfterDrain, emailsTo } from './support/mail-store';
import { allStudents, allUsers } from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

/*
 * Issue 38: families with their children, and teachers, imported from a CSV or XLSX file. A preview decides
 * every row and writes nothing but itself; applying runs as a job whose re-run changes nothing; bad files are
 * refused whole; every change is the importing account's audit entry.
 */
const { runtime, school } = useSchoolWithPeople({ email: true });

const familyHeader =
  'Parent first name,Parent last name,Parent email,Parent phone,Child first name,Child last name,Grade,Subjects';

const base64 = (content: string | Uint8Array) => Buffer.from(content).toString('base64');

async function preview(
  kind: 'families' | 'teachers',
  fileName: string,
  content: string | Uint8Array,
  options: { token?: string; mapping?: Record<string, string> } = {},
) {
  return request(runtime.api, 'POST', '/imports', {
    token: options.token ?? school.superAdmin.token,
    body: {
      kind,
      fileName,
      content: base64(content),
      ...(options.mapping ? { mapping: options.mapping } : {}),
    },
  });
}

async function previewed(kind: 'families' | 'teachers', fileName: string, content: string | Uint8Array) {
  const answer = await preview(kind, fileName, content);
  expect(answer.status, answer.text).toBe(201);
  return answer.body.data as ImportView;
}

async function applied(importId: string, sendInvitations = false, token = school.superAdmin.token) {
  const answer = await request(runtime.api, 'POST', `/imports/${importId}/apply`, {
    token,
    body: { sendInvitations },
  });
  expect(answer.status, answer.text).toBe(202);
  expect(answer.body.data.jobId).toBe(importId);
  return finished(importId, token);
}

async function finished(importId: string, token = school.superAdmin.token): Promise<ImportView> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const answer = await request(runtime.api, 'GET', `/imports/${importId}`, { token });
    expect(answer.status, answer.text).toBe(200);
    const view = answer.body.data as ImportView;
    if (view.status !== 'applying') return view;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import ${importId} still applying`);
}

const verdicts = (view: ImportView) => view.rows.map((row) => [row.row, row.verdict, row.reason ?? '']);

const studentsNamed = async (name: string): Promise<Student[]> =>
  (await allStudents(runtime.api, school.superAdmin.token)).filter((student) => student.name === name);

/** Excel's way: UTF-8 with a BOM, semicolons (a European locale), CRLF, a quoted cell with a newline. */
function familiesCsv(): string {
  const rows = [
    'Parent first name;Parent last name;Parent email;Parent phone;Child first name;Child last name;Grade;Subjects',
    'Zoë;Ørsted;zoe@import.example;+44 7700 900123;Émile;Ørsted;Year 4;KS2 Maths; ',
    '"Zoë";"Ørsted";"ZOE@import.example";;"Lia";"Ørsted";"y6";"KS2 Maths; KS2 English"',
    'Fay;Family;fay@people.example;;Amy;A1;Year 6;',
    'Pat;Parent;pat@people.example;;Ben;B1;;KS3 Science',
    'Ned;New;ned@import.example;;Kid;New;Reception;',
    'Ola;Odd;ola@import.example;;Kid;Odd;Year 3;Latin',
    'Tim;Taken;tess@people.example;;Kid;Taken;Year 3;',
    'Bad;Email;not-an-email;;Kid;Bad;Year 3;',
    'Zoë;Ørsted;zoe@import.example;;Émile;Ørsted;Year 4;KS2 Maths',
    '"Quin";"Quote";"quin@import.example";"";"Ann\r\nMarie";"Quote";"Year 2";""',
  ];
  return '\uFEFF' + rows.join('\r\n') + '\r\n';
}

describe('a families file', () => {
  let first: ImportView;

  beforeAll(async () => {
    first = await previewed('families', 'families.csv', familiesCsv());
  });

  it('is read with its BOM, semicolons, accents and quoted newlines, the columns guessed from the headers', () => {
    expect(first.columns[0]).toBe('Parent first name');
    expect(first.mapping).toEqual({
      parentFirstName: 'Parent first name',
      parentLastName: 'Parent last name',
      email: 'Parent email',
      phone: 'Parent phone',
      childFirstName: 'Child first name',
      childLastName: 'Child last name',
      grade: 'Grade',
      subjects: 'Subjects',
    });
    expect(first.rows.find((row) => row.row === 11)?.label).toBe('Quin Quote → Ann\r\nMarie Quote');
  });

  it('answers each row create, update, unchanged or error with the reason', () => {
    expect(verdicts(first)).toEqual([
      [2, 'create', 'New family'],
      [3, 'create', 'New child of a new family'],
      [4, 'update', 'Changes grade'],
      [5, 'unchanged', ''],
      [6, 'error', 'Unknown grade "Reception": use Year 1 to Year 13, or leave it blank'],
      [7, 'error', 'Subject "Latin" is not in the curriculum'],
      [8, 'error', "This email belongs to a Teacher account (an email is one account's only)"],
      [9, 'error', 'Email "not-an-email": Please enter a valid email address'],
      [10, 'error', 'Duplicate of row 2'],
      // The quoted newline stays inside its cell (one row), and a name may not hold one.
      [
        11,
        'error',
        'Child: Student name must not contain control, invisible or direction-changing characters',
      ],
    ]);
    expect(first.counts).toEqual({ create: 2, update: 1, unchanged: 1, error: 6 });
    expect(first.status).toBe('previewed');
  });

  it('changes nothing until applied', async () => {
    expect(await studentsNamed('Émile Ørsted')).toEqual([]);
    expect((await allUsers(runtime.api, school.superAdmin.token)).map((user) => user.email)).not.toContain(
      'zoe@import.example',
    );
  });

  it('applies as a job: one family per email, each child once, a report of every row, audited as the importer', async () => {
    const done = await applied(first.importId, true);
    expect(done.status).toBe('done');
    expect([done.total, done.processed]).toEqual([3, 3]);
    expect(done.outcomes).toEqual({ created: 2, updated: 1, unchanged: 1, failed: 0 });
    expect(done.rows.filter((row) => row.verdict === 'error').every((row) => row.outcome === undefined)).toBe(
      true,
    );
    const users = await allUsers(runtime.api, school.superAdmin.token);
    const zoe = users.filter((user) => user.email.toLowerCase() === 'zoe@import.example');
    expect(zoe.map((user) => [user.name, user.role, user.status, user.phone])).toEqual([
      ['Zoë Ørsted', 'user', 'invited', '+44 7700 900123'],
    ]);
    const [emile] = await studentsNamed('Émile Ørsted');
    const [lia] = await studentsNamed('Lia Ørsted');
    expect([emile?.grade, emile?.parentId, lia?.grade, lia?.subjects.length]).toEqual([
      'Year 4',
      zoe[0]!.id,
      'Year 6',
      2,
    ]);
    const [amy] = await studentsNamed('Amy A1');
    expect([amy?.grade, amy?.subjects.length]).toEqual(['Year 6', 2]);

    // One invitation per new family, sent at the end.
    const emails = await emailsAfterDrain(runtime.mail!);
    expect(emailsTo(emails, 'zoe@import.example')).toHaveLength(1);
    expect(emailsTo(emails, 'quin@import.example')).toHaveLength(0);
    expect(done.invitationsSent).toBe(1);

    const audit = await request(runtime.api, 'GET', `/audit-log?targetId=${emile!._id}`, {
      token: school.superAdmin.token,
    });
    const entries = audit.body.data as AuditEntry[];
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['student.create', school.superAdmin.id],
    ]);
    const amyAudit = await request(
      runtime.api,
      'GET',
      `/audit-log?targetId=${amy!._id}&action=student.update`,
      {
        token: school.superAdmin.token,
      },
    );
    expect((amyAudit.body.data as AuditEntry[]).map((entry) => entry.actorId)).toEqual([
      school.superAdmin.id,
    ]);
  });

  it('is refused a second apply, and re-running the same file changes nothing', async () => {
    const again = await request(runtime.api, 'POST', `/imports/${first.importId}/apply`, {
      token: school.superAdmin.token,
      body: { sendInvitations: false },
    });
    expect(again.status).toBe(409);
    const before = await allStudents(runtime.api, school.superAdmin.token);
    const rerun = await previewed('families', 'families.csv', familiesCsv());
    expect(rerun.counts).toEqual({ create: 0, update: 0, unchanged: 4, error: 6 });
    const done = await applied(rerun.importId);
    expect(done.outcomes).toEqual({ created: 0, updated: 0, unchanged: 4, failed: 0 });
    expect(await allStudents(runtime.api, school.superAdmin.token)).toEqual(before);
  });

  it('two imports of the same file applied at once: one runs, the other waits its turn and then changes nothing', async () => {
    const csv = `${familyHeader}\r\nRay;Race;ray@import.example;;Rob;Race;Year 1;\r\n`.replace(/;/g, ',');
    const [a, b] = [await previewed('families', 'a.csv', csv), await previewed('families', 'b.csv', csv)];
    const starts = await Promise.all(
      [a, b].map((one) =>
        request(runtime.api, 'POST', `/imports/${one.importId}/apply`, {
          token: school.superAdmin.token,
          body: { sendInvitations: false },
        }),
      ),
    );
    expect(starts.map((answer) => answer.status).sort()).toEqual([202, 409]);
    const winner = starts[0]!.status === 202 ? a : b;
    const loser = winner === a ? b : a;
    expect(starts.find((answer) => answer.status === 409)!.body.message).toBe(
      'Another import is being applied. Wait for it to finish, then apply this one.',
    );
    expect((await finished(winner.importId)).outcomes.created).toBe(1);
    expect((await applied(loser.importId)).outcomes).toEqual({
      created: 0,
      updated: 0,
      unchanged: 1,
      failed: 0,
    });
    expect(await studentsNamed('Rob Race')).toHaveLength(1);
  });
});

/** A minimal XLSX workbook: one sheet of inline strings, and a formula where asked. */
function xlsx(rows: string[][], formulaAt?: string): Uint8Array {
  const column = (index: number) => String.fromCharCode(65 + index);
  const cells = rows
    .map((row, r) => {
      const inner = row
        .map((value, c) => {
          const ref = `${column(c)}${r + 1}`;
          if (ref === formulaAt) return `<c r="${ref}"><f>1+1</f><v>2</v></c>`;
          return `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${inner}</row>`;
    })
    .join('');
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}" xmlns:r="${rel}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}"><sheetData>${cells}</sheetData></worksheet>`,
    ),
  });
}

describe('teachers', () => {
  const sheet = [
    ['First name', 'Last name', 'Email'],
    ['Ada', 'Lovelace', 'ada@import.example'],
    ['Tess', 'Teacher', 'tess@people.example'],
    ['Fay', 'Family', 'fay@people.example'],
  ];

  it('are read from an XLSX workbook, imported invited, and matched by email on a re-run', async () => {
    const view = await previewed('teachers', 'teachers.xlsx', xlsx(sheet));
    expect(verdicts(view)).toEqual([
      [2, 'create', 'New teacher'],
      [3, 'unchanged', ''],
      [4, 'error', "This email belongs to a Parent account (an email is one account's only)"],
    ]);
    const done = await applied(view.importId);
    expect(done.outcomes).toEqual({ created: 1, updated: 0, unchanged: 1, failed: 0 });
    const ada = (await allUsers(runtime.api, school.superAdmin.token)).find(
      (user) => user.email === 'ada@import.example',
    );
    expect([ada?.role, ada?.status]).toEqual(['teacher', 'invited']);
    const again = await previewed('teachers', 'teachers.xlsx', xlsx(sheet));
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 2, error: 1 });
  });

  it('are imported only by the Super Admin; an admin imports families', async () => {
    const byAdmin = await preview('teachers', 'teachers.xlsx', xlsx(sheet), { token: school.admin.token });
    expect([byAdmin.status, byAdmin.body.message]).toEqual([403, 'Only the Super Admin can import teachers']);
    const families = await preview(
      'families',
      'f.csv',
      `${familyHeader}\r\n`.replace(/$/, 'A,B,ab@import.example,,C,B,,\r\n'),
      {
        token: school.admin.token,
      },
    );
    expect(families.status, families.text).toBe(201);
    const template = await request(runtime.api, 'GET', '/imports/template.csv?kind=teachers', {
      token: school.admin.token,
    });
    expect(template.status).toBe(403);
  });
});

describe('the mapping', () => {
  it('can be chosen, is remembered for the next file of the kind, and must name columns of the file', async () => {
    const csv = 'Mum,Surname,Mail,Kid\r\nMia,Map,mia@import.example,Max\r\n';
    const guessed = await previewed('families', 'm.csv', csv);
    expect(guessed.mapping).toEqual({ parentLastName: 'Surname' });
    expect(guessed.rows[0]?.reason).toBe(
      'Choose the column for Parent first name, Parent email, Child first name',
    );
    const mapping = {
      parentFirstName: 'Mum',
      parentLastName: 'Surname',
      email: 'Mail',
      childFirstName: 'Kid',
    };
    const chosen = await preview('families', 'm.csv', csv, { mapping });
    expect(chosen.status, chosen.text).toBe(201);
    expect(verdicts(chosen.body.data as ImportView)).toEqual([[2, 'create', 'New family']]);
    expect((await previewed('families', 'm.csv', csv)).mapping).toEqual(mapping);
    const wrong = await preview('families', 'm.csv', csv, { mapping: { ...mapping, grade: 'Year' } });
    expect([wrong.status, wrong.body.message]).toEqual([
      400,
      'The mapping names a column the file does not have: "Year"',
    ]);
  });

  it('has a template to download', async () => {
    const answer = await request(runtime.api, 'GET', '/imports/template.csv?kind=families', {
      token: school.superAdmin.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.text.split('\r\n')[0]).toBe(familyHeader);
  });
});

describe('a bad file is refused whole, with a reason, and nothing is stored', () => {
  const many = (count: number) =>
    `${familyHeader}\r\n` +
    Array.from({ length: count }, (_, index) => `P,Many,many${index}@import.example,,C${index},Many,,`).join(
      '\r\n',
    );

  it.each([
    [
      'not UTF-8',
      'latin1.csv',
      Buffer.from(`${familyHeader}\r\nJos\xe9,X,j@import.example,,A,X,,\r\n`, 'latin1'),
      'The file is not UTF-8 text. In Excel choose "Save as: CSV UTF-8", in Google Sheets "Download: CSV", or upload the .xlsx file.',
    ],
    [
      'a formula in a CSV cell',
      'f.csv',
      `${familyHeader}\r\nA,B,ab@import.example,,=1+1,B,,\r\n`,
      'Cell E2 starts with "=" like a formula. Remove it (or write the value without it) and upload again.',
    ],
    [
      'a formula in an XLSX cell',
      'f.xlsx',
      xlsx(
        [
          ['First name', 'Last name', 'Email'],
          ['A', 'B', 'x'],
        ],
        'C2',
      ),
      'Cell C2 holds a formula. Replace formulas with their values (copy, paste values) and upload again.',
    ],
    [
      'no header row',
      'n.csv',
      'Jane,Smith,jane@import.example,,Tom,Smith,,\r\n',
      'The first row holds data, not column names. Add a header row (see the template) and upload again.',
    ],
    [
      '5,001 rows',
      'big.csv',
      many(5001),
      'The file has 5,001 rows; an import takes at most 5,000. Split it into smaller files.',
    ],
    ['an empty file', 'e.csv', '\uFEFF\r\n', 'The file has no rows.'],
    ['a broken quote', 'q.csv', `${familyHeader}\r\nA,"B,x@import.example\r\n`, undefined],
    [
      'an old .xls',
      'old.xls',
      'binary',
      'Old Excel files (.xls) cannot be read: save the sheet as .xlsx or CSV UTF-8.',
    ],
  ] as const)('%s', async (_case, fileName, content, message) => {
    const answer = await preview(fileName.endsWith('xlsx') ? 'teachers' : 'families', fileName, content);
    expect(answer.status, answer.text).toBe(400);
    if (message) expect(answer.body.message).toBe(message);
    else expect(answer.body.message).toMatch(/^The CSV file could not be read: /);
  });

  it('a file over the size limit', async () => {
    const answer = await preview('families', 'huge.csv', `${familyHeader}\r\n${'x'.repeat(720 * 1024)}`);
    expect([answer.status, answer.body.message]).toEqual([
      400,
      'The file is 720 KB; an import takes at most 700 KB. Split it into smaller files.',
    ]);
  });

  it('reads 5,000 rows', async () => {
    const view = await previewed('families', 'max.csv', many(5000));
    expect(view.rows).toHaveLength(5000);
    expect(view.counts.create).toBe(5000);
  });
});

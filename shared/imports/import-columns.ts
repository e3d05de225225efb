/**
 * The spreadsheet import's columns (issue 38, docs/import.md): what each kind of import reads, the template's
 * headers and the header names the mapping recognises. Families take one row per child (rows with the same
 * parent email make one family); teachers one row each. The product keeps one `name` per account and per
 * student, so first and last names are joined with a space.
 */
export const importKinds = ['families', 'teachers'] as const;
export type ImportKind = (typeof importKinds)[number];

export const familyFields = [
  'parentFirstName',
  'parentLastName',
  'email',
  'phone',
  'childFirstName',
  'childLastName',
  'grade',
  'subjects',
] as const;

/** A teacher account holds a name and an email: the product keeps no phone or subjects on a teacher. */
export const teacherFields = ['firstName', 'lastName', 'email'] as const;

export type FamilyField = (typeof familyFields)[number];
export type TeacherField = (typeof teacherFields)[number];
export type ImportField = FamilyField | TeacherField;

export interface ImportColumn {
  field: ImportField;
  /** The template's header, and what the mapping screen shows. */
  label: string;
  required: boolean;
  /** Other headers (English) that mean this column, compared without case, spaces or punctuation. */
  aliases: readonly string[];
  /** The template's example value. */
  example: string;
}

const familyColumns: readonly ImportColumn[] = [
  {
    field: 'parentFirstName',
    label: 'Parent first name',
    required: true,
    aliases: ['parent first name', 'parent forename', 'guardian first name', 'first name', 'forename'],
    example: 'Jane',
  },
  {
    field: 'parentLastName',
    label: 'Parent last name',
    required: true,
    aliases: [
      'parent last name',
      'parent surname',
      'guardian last name',
      'last name',
      'surname',
      'family name',
    ],
    example: 'Smith',
  },
  {
    field: 'email',
    label: 'Parent email',
    required: true,
    aliases: ['parent email', 'email', 'email address', 'e-mail', 'guardian email', 'parent email address'],
    example: 'jane.smith@example.com',
  },
  {
    field: 'phone',
    label: 'Parent phone',
    required: false,
    aliases: ['parent phone', 'phone', 'phone number', 'mobile', 'telephone', 'parent mobile'],
    example: '+44 7700 900123',
  },
  {
    field: 'childFirstName',
    label: 'Child first name',
    required: true,
    aliases: ['child first name', 'student first name', 'pupil first name', 'child forename', 'child name'],
    example: 'Tom',
  },
  {
    field: 'childLastName',
    label: 'Child last name',
    required: false,
    aliases: ['child last name', 'student last name', 'pupil last name', 'child surname', 'student surname'],
    example: 'Smith',
  },
  {
    field: 'grade',
    label: 'Grade',
    required: false,
    aliases: ['grade', 'year', 'year group', 'school year', 'class'],
    example: 'Year 5',
  },
  {
    field: 'subjects',
    label: 'Subjects',
    required: false,
    aliases: ['subjects', 'subject', 'courses'],
    example: 'Maths; English',
  },
];

const teacherColumns: readonly ImportColumn[] = [
  {
    field: 'firstName',
    label: 'First name',
    required: true,
    aliases: ['first name', 'forename', 'teacher first name', 'given name'],
    example: 'Alan',
  },
  {
    field: 'lastName',
    label: 'Last name',
    required: true,
    aliases: ['last name', 'surname', 'teacher last name', 'family name'],
    example: 'Turing',
  },
  {
    field: 'email',
    label: 'Email',
    required: true,
    aliases: ['email', 'email address', 'e-mail', 'teacher email'],
    example: 'alan.turing@example.com',
  },
];

export function importColumns(kind: ImportKind): readonly ImportColumn[] {
  return kind === 'families' ? familyColumns : teacherColumns;
}

/** Field → the file's header it is read from (absent: not mapped). */
export type ImportMapping = Partial<Record<ImportField, string>>;

const comparable = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The product's guess from the headers: a header equal (case, spaces and punctuation aside) to a column's label
 * or one of its aliases; each header serves one column at most, the first that names it.
 */
export function guessMapping(kind: ImportKind, headers: readonly string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const used = new Set<string>();
  for (const column of importColumns(kind)) {
    const names = [column.label, ...column.aliases].map(comparable);
    const header = names
      .map((name) => headers.find((candidate) => comparable(candidate) === name && !used.has(candidate)))
      .find((found) => found !== undefined);
    if (header === undefined) continue;
    mapping[column.field] = header;
    used.add(header);
  }
  return mapping;
}

/** A mapping fits a file when every header it names is one of the file's headers. */
export function mappingFits(mapping: ImportMapping, headers: readonly string[]): boolean {
  const names = Object.values(mapping);
  return names.length > 0 && names.every((header) => header !== undefined && headers.includes(header));
}

/** The required columns the mapping leaves out, by label. */
export function unmappedRequired(kind: ImportKind, mapping: ImportMapping): string[] {
  return importColumns(kind)
    .filter((column) => column.required && !mapping[column.field])
    .map((column) => column.label);
}

const csvCell = (value: string) => (/[",;\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The downloadable template: the headers and one example row, comma-separated, CRLF as Excel writes it. */
export function importTemplateCsv(kind: ImportKind): string {
  const columns = importColumns(kind);
  const lines = [columns.map((column) => column.label), columns.map((column) => column.example)];
  return lines.map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

import { roleLabels, familyRoles, type Role } from '../roles';
import { phoneSchema } from '../schemas/people-schemas';
import { gradeSchema, studentNameSchema } from '../schemas/student-schemas';
import { emailSchema, personNameSchema } from '../schemas/user-schemas';
import {
  unmappedRequired,
  type FamilyField,
  type ImportKind,
  type ImportMapping,
  type TeacherField,
} from './import-columns';
import { readGrade } from './import-grades';

/**
 * What an import would do with each row of a spreadsheet (issue 38, docs/import.md), decided from the rows and
 * the school as it is now, without writing anything: the preview shows it, and the apply job decides each family
 * again when it gets to it (so a re-run, or a family changed meanwhile, is answered as the school is then).
 */
export type ImportVerdict = 'create' | 'update' | 'unchanged' | 'error';

export interface ExistingChild {
  id: string;
  name: string;
  grade: string;
  subjects: readonly string[];
}

export interface ExistingAccount {
  id: string;
  role: Role;
  name: string;
  children: readonly ExistingChild[];
}

export interface PlanContext {
  /** The curriculum's subjects: lower-case name → id. */
  subjectIdsByName: ReadonlyMap<string, string>;
  /** The accounts holding the file's emails: lower-case email → account. */
  accountsByEmail: ReadonlyMap<string, ExistingAccount>;
}

export interface SheetRow {
  /** The spreadsheet's row number (the header is row 1). */
  row: number;
  cells: readonly string[];
}

export interface FamilyRowValues {
  parentName: string;
  email: string;
  phone: string;
  childName: string;
  /** '' when the cell is blank: a new child has none, an existing one keeps its own. */
  grade: string;
  /** Subject ids; empty when the cell is blank (an existing child keeps its own). */
  subjects: string[];
}

export interface TeacherRowValues {
  name: string;
  email: string;
}

export interface PlannedRow {
  row: number;
  verdict: ImportVerdict;
  reason?: string;
  /** Who the row is about, as the preview lists it ("Jane Smith → Tom Smith"). */
  label: string;
  values?: FamilyRowValues | TeacherRowValues;
}

const emailKey = (email: string) => email.trim().toLowerCase();

function firstProblem(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  value: string,
) {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : (parsed.error?.issues[0]?.message ?? 'Not valid');
}

function cellReader<Field extends string>(
  headers: readonly string[],
  mapping: Partial<Record<Field, string>>,
) {
  const indexes = new Map<Field, number>();
  for (const [field, header] of Object.entries(mapping) as [Field, string | undefined][]) {
    const index = header === undefined ? -1 : headers.indexOf(header);
    if (index >= 0) indexes.set(field, index);
  }
  return (row: SheetRow, field: Field) => {
    const index = indexes.get(field);
    return index === undefined ? '' : (row.cells[index] ?? '').trim();
  };
}

const joinName = (first: string, last: string) => [first, last].filter(Boolean).join(' ');

/** Subject names separated by semicolons (or commas), each one the curriculum's, without case. */
export function readSubjects(
  text: string,
  subjectIdsByName: ReadonlyMap<string, string>,
): { ids: string[] } | { unknown: string } {
  const names = text
    .split(/[;,]/)
    .map((name) => name.trim())
    .filter(Boolean);
  const ids: string[] = [];
  for (const name of names) {
    const id = subjectIdsByName.get(name.toLowerCase());
    if (!id) return { unknown: name };
    if (!ids.includes(id)) ids.push(id);
  }
  return { ids: ids.sort() };
}

/** What an import changes on a child the family already has: blank cells keep what the child has. */
export function childChanges(
  existing: Pick<ExistingChild, 'grade' | 'subjects'>,
  values: Pick<FamilyRowValues, 'grade' | 'subjects'>,
): { grade: string; subjects: string[] } | undefined {
  const grade = values.grade || existing.grade;
  const subjects = values.subjects.length ? values.subjects : [...existing.subjects].sort();
  const same =
    grade === existing.grade &&
    subjects.length === existing.subjects.length &&
    [...existing.subjects].sort().every((id, index) => subjects[index] === id);
  return same ? undefined : { grade, subjects };
}

/** The child of a family with this name (case and spaces aside). */
export function childNamed<Child extends Pick<ExistingChild, 'name'>>(
  children: readonly Child[],
  name: string,
): Child | undefined {
  const wanted = name.trim().replace(/\s+/g, ' ').toLowerCase();
  return children.find((child) => child.name.trim().replace(/\s+/g, ' ').toLowerCase() === wanted);
}

function notMapped(kind: ImportKind, mapping: ImportMapping): string | undefined {
  const missing = unmappedRequired(kind, mapping);
  return missing.length ? `Choose the column for ${missing.join(', ')}` : undefined;
}

const takenReason = (role: Role) =>
  `This email belongs to a ${roleLabels[role]} account (an email is one account's only)`;

export function planFamilies(
  headers: readonly string[],
  rows: readonly SheetRow[],
  mapping: ImportMapping,
  context: PlanContext,
): PlannedRow[] {
  const cell = cellReader<FamilyField>(headers, mapping);
  const unmapped = notMapped('families', mapping);
  const parents = new Map<string, { row: number; name: string }>();
  const childrenSeen = new Map<string, number>();
  return rows.map((sheetRow): PlannedRow => {
    const parentName = joinName(cell(sheetRow, 'parentFirstName'), cell(sheetRow, 'parentLastName'));
    const email = cell(sheetRow, 'email');
    const childLast = cell(sheetRow, 'childLastName') || cell(sheetRow, 'parentLastName');
    const childName = joinName(cell(sheetRow, 'childFirstName'), childLast);
    const label = `${parentName || email || '?'} → ${childName || '?'}`;
    const error = (reason: string): PlannedRow => ({ row: sheetRow.row, verdict: 'error', reason, label });
    if (unmapped) return error(unmapped);
    const problem =
      (firstProblem(personNameSchema, parentName) &&
        `Parent name: ${firstProblem(personNameSchema, parentName)}`) ||
      (firstProblem(emailSchema, email) && `Email "${email}": ${firstProblem(emailSchema, email)}`) ||
      (firstProblem(phoneSchema, cell(sheetRow, 'phone')) &&
        `Phone: ${firstProblem(phoneSchema, cell(sheetRow, 'phone'))}`) ||
      (firstProblem(studentNameSchema, cell(sheetRow, 'childFirstName')) &&
        `Child: ${firstProblem(studentNameSchema, cell(sheetRow, 'childFirstName'))}`) ||
      (firstProblem(studentNameSchema, childName) && `Child: ${firstProblem(studentNameSchema, childName)}`);
    if (problem) return error(problem);
    const grade = readGrade(cell(sheetRow, 'grade'));
    if ('unknown' in grade)
      return error(`Unknown grade "${grade.unknown}": use Year 1 to Year 13, or leave it blank`);
    const gradeProblem = firstProblem(gradeSchema, grade.grade);
    if (gradeProblem) return error(gradeProblem);
    const subjects = readSubjects(cell(sheetRow, 'subjects'), context.subjectIdsByName);
    if ('unknown' in subjects) return error(`Subject "${subjects.unknown}" is not in the curriculum`);
    const key = emailKey(email);
    const parentSeen = parents.get(key);
    if (parentSeen && parentSeen.name.toLowerCase() !== parentName.toLowerCase())
      return error(`Row ${parentSeen.row} gives this email to another parent name ("${parentSeen.name}")`);
    const childKey = `${key}#${childName.toLowerCase().replace(/\s+/g, ' ')}`;
    const duplicateOf = childrenSeen.get(childKey);
    if (duplicateOf !== undefined) return error(`Duplicate of row ${duplicateOf}`);
    const account = context.accountsByEmail.get(key);
    if (account && !familyRoles.includes(account.role)) return error(takenReason(account.role));
    if (!parentSeen) parents.set(key, { row: sheetRow.row, name: parentName });
    childrenSeen.set(childKey, sheetRow.row);
    const values: FamilyRowValues = {
      parentName,
      email,
      phone: cell(sheetRow, 'phone'),
      childName,
      grade: grade.grade,
      subjects: subjects.ids,
    };
    const planned = { row: sheetRow.row, label, values };
    if (!account)
      return {
        ...planned,
        verdict: 'create',
        reason: parentSeen ? 'New child of a new family' : 'New family',
      };
    const child = childNamed(account.children, childName);
    if (!child) return { ...planned, verdict: 'create', reason: `New child of ${account.name}` };
    const changes = childChanges(child, values);
    if (!changes) return { ...planned, verdict: 'unchanged' };
    const what = [
      changes.grade !== child.grade && 'grade',
      changes.subjects.join() !== [...child.subjects].sort().join() && 'subjects',
    ];
    return { ...planned, verdict: 'update', reason: `Changes ${what.filter(Boolean).join(' and ')}` };
  });
}

export function planTeachers(
  headers: readonly string[],
  rows: readonly SheetRow[],
  mapping: ImportMapping,
  context: Pick<PlanContext, 'accountsByEmail'>,
): PlannedRow[] {
  const cell = cellReader<TeacherField>(headers, mapping);
  const unmapped = notMapped('teachers', mapping);
  const seen = new Map<string, number>();
  return rows.map((sheetRow): PlannedRow => {
    const name = joinName(cell(sheetRow, 'firstName'), cell(sheetRow, 'lastName'));
    const email = cell(sheetRow, 'email');
    const label = name || email || '?';
    const error = (reason: string): PlannedRow => ({ row: sheetRow.row, verdict: 'error', reason, label });
    if (unmapped) return error(unmapped);
    const problem =
      (firstProblem(personNameSchema, name) && `Name: ${firstProblem(personNameSchema, name)}`) ||
      (firstProblem(emailSchema, email) && `Email "${email}": ${firstProblem(emailSchema, email)}`);
    if (problem) return error(problem);
    const key = emailKey(email);
    const duplicateOf = seen.get(key);
    if (duplicateOf !== undefined) return error(`Duplicate of row ${duplicateOf}`);
    seen.set(key, sheetRow.row);
    const account = context.accountsByEmail.get(key);
    if (account && account.role !== 'teacher') return error(takenReason(account.role));
    const planned = { row: sheetRow.row, label, values: { name, email } };
    // An existing teacher is matched by email and left as it is (an import never renames an account).
    return account
      ? { ...planned, verdict: 'unchanged' }
      : { ...planned, verdict: 'create', reason: 'New teacher' };
  });
}

export function planImport(
  kind: ImportKind,
  headers: readonly string[],
  rows: readonly SheetRow[],
  mapping: ImportMapping,
  context: PlanContext,
): PlannedRow[] {
  return kind === 'families'
    ? planFamilies(headers, rows, mapping, context)
    : planTeachers(headers, rows, mapping, context);
}

export function verdictCounts(rows: readonly Pick<PlannedRow, 'verdict'>[]): Record<ImportVerdict, number> {
  const counts: Record<ImportVerdict, number> = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const { verdict } of rows) counts[verdict] += 1;
  return counts;
}

import { familyRoles, roleLabels } from '../../shared/roles';
import {
  childChanges,
  childNamed,
  type FamilyRowValues,
  type PlannedRow,
  type TeacherRowValues,
} from '../../shared/imports/import-plan';
import type { ImportKind } from '../../shared/imports/import-columns';
import {
  claimImportLeg,
  findImport,
  importLegPut,
  importProgress,
  importResultPut,
  importResults,
  importRows,
  importRunningRelease,
  type GroupResult,
  type ImportRecord,
  type RowResult,
} from '../entities/import-entity';
import { findSubjectNames } from '../entities/curriculum-entity';
import { getStudentsByIds, type StudentRecord } from '../entities/student-entity';
import {
  getUserByEmail,
  getUserById,
  toPublicUser,
  userStillInvited,
  type UserRecord,
} from '../entities/user-entity';
import { HttpError } from '../platform/http-errors';
import { legWritten } from '../platform/job-legs';
import { logger } from '../platform/logger';
import { isTransactionCancelled } from '../platform/table/transaction-errors';
import { writeTransaction } from '../platform/table/write-transaction';
import { accountLinkWrites } from '../shared-domains/accounts/account-link-writes';
import { createAccount, emailInUseMessage } from '../shared-domains/accounts/create-account';
import { auditPut } from '../shared-domains/audit/audit-put';
import { addStudent, type StaffChange } from './create-student';
import { saveStudentEdit } from './update-student';

/** Families (or teachers) done between two progress records; their results commit with the progress. */
const batchSize = 10;

/**
 * What the job works through: for families, the rows of one parent email together (one family, whatever the
 * order of its rows); for teachers, one row each. Rows the preview refused are left alone.
 */
export function importGroups(kind: ImportKind, rows: readonly PlannedRow[]): PlannedRow[][] {
  const applicable = rows.filter((row) => row.verdict !== 'error' && row.values);
  if (kind === 'teachers') return applicable.map((row) => [row]);
  const groups = new Map<string, PlannedRow[]>();
  for (const row of applicable) {
    const key = (row.values as FamilyRowValues).email.trim().toLowerCase();
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()];
}

function messageOf(error: unknown): string {
  if (error instanceof HttpError) return error.message;
  logger.error('import row failed', { error: String(error) });
  return 'Something went wrong with this row; try it again or add it by hand.';
}

const takenBy = (account: UserRecord) =>
  `This email now belongs to a ${roleLabels[account.role]} account (an email is one account's only)`;

/**
 * An invited account, created as the user form creates one (the same uniqueness of the email, the same audit
 * entry); its invitation goes at the end of the job if staff asked. An address taken meanwhile (another import,
 * a form) answers the account that holds it.
 */
async function createInvitedAccount(
  values: { name: string; email: string; phone?: string },
  role: 'user' | 'teacher',
  change: StaffChange,
): Promise<{ created?: UserRecord; holder?: UserRecord }> {
  try {
    const created = await createAccount(
      { ...values, role },
      {
        isSchoolSetup: false,
        status: 'invited',
        alongside: (user) => [
          auditPut({
            principal: change.principal,
            action: 'user.create',
            target: { type: 'user', id: user.id },
            after: toPublicUser(user),
            requestId: change.requestId,
          }),
        ],
      },
    );
    return { created };
  } catch (error) {
    if (!(error instanceof HttpError && error.message === emailInUseMessage)) throw error;
    const holder = await getUserByEmail(values.email);
    if (!holder) throw error;
    return { holder };
  }
}

async function applyChild(
  parent: UserRecord,
  children: StudentRecord[],
  values: FamilyRowValues,
  change: StaffChange,
): Promise<RowResult['outcome']> {
  const child = childNamed(children, values.childName);
  const wanted = child ? childChanges(child, values) : values;
  if (!wanted) return 'unchanged';
  // A subject deleted from the curriculum since the preview is not given to a child.
  const known = await findSubjectNames(wanted.subjects);
  const gone = wanted.subjects.filter((id) => !known.has(id));
  if (gone.length)
    throw new HttpError(400, 'A subject of this row was deleted from the curriculum since the preview');
  if (!child) {
    const student = await addStudent(
      parent,
      { name: values.childName, grade: values.grade, subjects: values.subjects },
      change,
    );
    children.push(student);
    return 'created';
  }
  const next: StudentRecord = {
    ...child,
    grade: wanted.grade,
    subjects: [...wanted.subjects].sort(),
    updatedAt: new Date().toISOString(),
  };
  await saveStudentEdit(child, next, change);
  children.splice(children.indexOf(child), 1, next);
  return 'updated';
}

/** One family: its account (found by email, or created invited), then each child (found by name, or added). */
async function applyFamily(group: readonly PlannedRow[], change: StaffChange): Promise<GroupResult> {
  const rows = group.map((row) => ({ row: row.row, values: row.values as FamilyRowValues }));
  const firstRow = rows[0]!.row;
  const failAll = (message: string): GroupResult => ({
    firstRow,
    rows: rows.map(({ row }) => ({ row, outcome: 'failed', message })),
  });
  const first = rows[0]!.values;
  let parent = await getUserByEmail(first.email);
  let createdUserId: string | undefined;
  try {
    if (!parent) {
      const { created, holder } = await createInvitedAccount(
        { name: first.parentName, email: first.email, ...(first.phone ? { phone: first.phone } : {}) },
        'user',
        change,
      );
      parent = created ?? holder;
      createdUserId = created?.id;
    }
  } catch (error) {
    return failAll(messageOf(error));
  }
  if (!parent) return failAll('The family could not be created');
  if (!familyRoles.includes(parent.role)) return failAll(takenBy(parent));
  const children = await getStudentsByIds(parent.children);
  const results: RowResult[] = [];
  for (const { row, values } of rows) {
    try {
      const outcome = await applyChild(parent, children, values, change);
      results.push({ row, outcome: createdUserId && outcome === 'unchanged' ? 'created' : outcome });
    } catch (error) {
      results.push({ row, outcome: 'failed', message: messageOf(error) });
    }
  }
  return { firstRow, rows: results, ...(createdUserId ? { createdUserId } : {}) };
}

/** One teacher: found by email (left as it is), or created invited. */
async function applyTeacher(row: PlannedRow, change: StaffChange): Promise<GroupResult> {
  const values = row.values as TeacherRowValues;
  const result = (outcome: RowResult['outcome'], message?: string, createdUserId?: string): GroupResult => ({
    firstRow: row.row,
    rows: [{ row: row.row, outcome, ...(message ? { message } : {}) }],
    ...(createdUserId ? { createdUserId } : {}),
  });
  try {
    const existing = await getUserByEmail(values.email);
    const { created, holder } = existing
      ? { created: undefined, holder: existing }
      : await createInvitedAccount({ name: values.name, email: values.email }, 'teacher', change);
    if (created) return result('created', undefined, created.id);
    if (holder && holder.role !== 'teacher') return result('failed', takenBy(holder));
    return result('unchanged');
  } catch (error) {
    return result('failed', messageOf(error));
  }
}

/** The invitation of each account the import created, one per family or teacher, once every row is done. */
async function sendInvitations(record: ImportRecord, change: StaffChange): Promise<number> {
  const results = await importResults(record.id);
  let sent = 0;
  for (const { createdUserId } of results) {
    if (!createdUserId) continue;
    const user = await getUserById(createdUserId);
    if (user?.accountStatus !== 'invited') continue;
    try {
      await writeTransaction([
        userStillInvited(user.id),
        ...accountLinkWrites(user, { purpose: 'invitation', role: user.role }),
        auditPut({
          principal: change.principal,
          action: 'user.resendInvitation',
          target: { type: 'user', id: user.id },
          after: { invitationSentTo: user.email },
          requestId: change.requestId,
        }),
      ]);
      sent += 1;
    } catch (error) {
      // The account chose its password meanwhile: it needs no invitation.
      if (!isTransactionCancelled(error)) throw error;
    }
  }
  return sent;
}

async function workLeg(record: ImportRecord, leg: number, deadline: number): Promise<void> {
  const change: StaffChange = {
    principal: record.appliedBy ?? record.createdBy,
    requestId: record.requestId ?? record.id,
  };
  const groups = importGroups(record.kind, await importRows(record.id));
  let next = record.processed;
  while (next < groups.length) {
    const batch = groups.slice(next, next + batchSize);
    const results: GroupResult[] = [];
    for (const group of batch)
      results.push(
        record.kind === 'families' ? await applyFamily(group, change) : await applyTeacher(group[0]!, change),
      );
    next += batch.length;
    const now = new Date().toISOString();
    const resultWrites = results.map((result) => importResultPut(record.id, result, record.expiresAt));
    const moreToDo = next < groups.length;
    if (moreToDo && Date.now() >= deadline) {
      await writeTransaction([
        ...resultWrites,
        importProgress(record.id, leg, { processedDelta: batch.length, now, next: 'leg' }),
        importLegPut(record.id, leg + 1, record.expiresAt),
      ]);
      legWritten(record.id, leg + 1, 'import');
      return;
    }
    await writeTransaction([
      ...resultWrites,
      importProgress(record.id, leg, { processedDelta: batch.length, now }),
    ]);
  }
  const invitations = record.sendInvitations ? await sendInvitations(record, change) : 0;
  await writeTransaction([
    importProgress(record.id, leg, {
      processedDelta: 0,
      invitationsDelta: invitations,
      now: new Date().toISOString(),
      next: { status: 'done' },
    }),
    importRunningRelease(record.id),
  ]);
}

/**
 * One leg of an import's apply job. A leg delivered twice finds it claimed and does nothing; a family done twice
 * (a leg lost after its work and before its progress) finds its account and children and changes nothing.
 * An unexpected error ends the job `failed` and frees the school for the next import.
 */
export async function runImportLeg(importId: string, leg: number, budgetMs: number): Promise<void> {
  const deadline = Date.now() + budgetMs;
  if (!(await claimImportLeg(importId, leg, new Date().toISOString()))) return;
  const record = await findImport(importId);
  if (!record) return;
  try {
    await workLeg(record, leg, deadline);
  } catch (error) {
    logger.error('import leg failed', { importId, leg, error: String(error) });
    await writeTransaction([
      importProgress(importId, leg, {
        processedDelta: 0,
        now: new Date().toISOString(),
        next: {
          status: 'failed',
          failure: 'The import stopped unexpectedly; the rows done so far are listed',
        },
      }),
      importRunningRelease(importId),
    ]).catch((failure: unknown) =>
      logger.error('import failure not recorded', { importId, error: String(failure) }),
    );
  }
}

import { newId } from '../../shared/ids';
import type { RouteTable } from '../../shared/routes/route-table';
import {
  curriculumKeys,
  readSubjectPartition,
  readSubjectTree,
  subjectItem,
  subjectRename,
  subjectsQuery,
} from '../entities/curriculum-entity';
import { counterDeltas } from '../entities/school-counters-entity';
import { studentsQuery, subjectUnallocation } from '../entities/student-entity';
import { notFound } from '../platform/http-errors';
import { auditPut } from '../shared-domains/audit/audit-put';
import type { RouteService } from '../platform/route-service';
import { batchDeleteKeys } from '../platform/table/batch-delete-keys';
import { queryAll, queryPages } from '../platform/table/query-items';
import { putIfAbsent, removeExisting } from '../platform/table/table-write';
import { namedWrites } from '../platform/table/named-writes';
import { updateExisting } from '../platform/table/write-item';
import { writeTransaction } from '../platform/table/write-transaction';
import { removeCurriculumProgress } from './remove-curriculum-progress';

const subjectNotFound = () => notFound('Subject not found');

/** One Query on GSI1 a page; a school has tens of subjects, so every page is read. */
export const listSubjects: RouteService<RouteTable['curriculum.listSubjects']> = async () => {
  const items = await queryAll(subjectsQuery);
  const subjects = items.map((item) => ({ _id: item.id as string, name: item.name as string }));
  return { data: subjects };
};

export const getSubject: RouteService<RouteTable['curriculum.getSubject']> = async ({ params }) => {
  const subject = await readSubjectTree(params.subjectId);
  if (!subject) throw subjectNotFound();
  return { data: subject };
};

export const createSubject: RouteService<RouteTable['curriculum.createSubject']> = async ({ body }) => {
  const id = newId();
  const now = new Date().toISOString();
  await writeTransaction([
    putIfAbsent(subjectItem({ id, name: body.name, createdAt: now })),
    counterDeltas({ subjects: 1 }),
  ]);
  return { data: { _id: id, name: body.name }, message: 'Subject added successfully' };
};

export const updateSubject: RouteService<RouteTable['curriculum.updateSubject']> = async ({
  params,
  body,
}) => {
  if (!(await updateExisting(subjectRename(params.subjectId, body.name)))) throw subjectNotFound();
  return { data: { _id: params.subjectId, name: body.name }, message: 'Subject updated successfully' };
};

/**
 * Students allocated the subject lose it from their list. Found by reading
 * the school's student listing (a Query, paged): deleting a subject is a rare
 * staff action, and no index of students by subject is worth its upkeep.
 */
async function unallocateFromStudents(subjectId: string): Promise<void> {
  const allocated = {
    ...studentsQuery,
    filter: { expression: 'contains(subjects, :subject)', values: { ':subject': subjectId } },
    attributes: ['id'],
  };
  for await (const students of queryPages(allocated))
    for (const student of students)
      await updateExisting(subjectUnallocation(student.id as string, subjectId));
}

/**
 * The subject item and the counter go first in one transaction, so the
 * subject disappears at once; its units, topics, topic references, progress
 * and allocations are then removed. Each step is idempotent: a retry after a
 * failure finishes the job.
 */
export const deleteSubject: RouteService<RouteTable['curriculum.deleteSubject']> = async ({
  params,
  principal,
  requestId,
}) => {
  const items = await readSubjectPartition(params.subjectId);
  const subject = items.find((item) => item.entity === 'Subject');
  if (!subject) throw subjectNotFound();
  const transaction = namedWrites({
    subject: removeExisting(curriculumKeys.subject(params.subjectId)),
    counters: counterDeltas({ subjects: -1 }),
    audit: auditPut({
      principal,
      action: 'curriculum.delete',
      target: { type: 'subject', id: params.subjectId },
      before: { name: subject.name },
      requestId,
    }),
  });
  try {
    await writeTransaction(transaction.writes);
  } catch (error) {
    if (transaction.refusedBy(error).has('subject')) throw subjectNotFound();
    throw error;
  }
  const topicReferences = items
    .filter((item) => item.entity === 'Topic')
    .map((item) => curriculumKeys.topicReference(item.id as string));
  const rest = items
    .filter((item) => item.entity !== 'Subject')
    .map((item) => ({ PK: item.PK as string, SK: item.SK as string }));
  await batchDeleteKeys([...rest, ...topicReferences]);
  await removeCurriculumProgress(params.subjectId);
  await unallocateFromStudents(params.subjectId);
  return { data: { _id: params.subjectId }, message: 'Subject deleted successfully' };
};

import { newId } from '../../shared/ids';
import type { RouteTable } from '../../shared/routes/route-table';
import {
  curriculumKeys,
  listSubjectsByName,
  readSubjectPartition,
  readSubjectTree,
  renameSubject,
  subjectPut,
  subjectRemoval,
  subjectTemplateRelease,
} from '../entities/curriculum-entity';
import { counterDeltas } from '../entities/school-counters-entity';
import { unallocateSubjectFromStudents } from '../entities/student-entity';
import { notFound } from '../platform/http-errors';
import { auditPut } from '../shared-domains/audit/audit-put';
import type { RouteService } from '../platform/route-service';
import { batchDeleteKeys } from '../platform/table/batch-delete-keys';
import { namedWrites } from '../platform/table/named-writes';
import { writeTransaction } from '../platform/table/write-transaction';
import { removeCurriculumProgress } from './remove-curriculum-progress';

const subjectNotFound = () => notFound('Subject not found');

/** One Query on GSI1 a page; a school has tens of subjects, so every page is read. */
export const listSubjects: RouteService<RouteTable['curriculum.listSubjects']> = async () => {
  const subjects = await listSubjectsByName();
  return { data: subjects.map((subject) => ({ _id: subject.id, name: subject.name })) };
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
    subjectPut({ id, name: body.name, createdAt: now }),
    counterDeltas({ subjects: 1 }),
  ]);
  return { data: { _id: id, name: body.name }, message: 'Subject added successfully' };
};

export const updateSubject: RouteService<RouteTable['curriculum.updateSubject']> = async ({
  params,
  body,
}) => {
  if (!(await renameSubject(params.subjectId, body.name))) throw subjectNotFound();
  return { data: { _id: params.subjectId, name: body.name }, message: 'Subject updated successfully' };
};

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
  const { subject, units, topics } = await readSubjectPartition(params.subjectId);
  if (!subject) throw subjectNotFound();
  const transaction = namedWrites({
    subject: subjectRemoval(params.subjectId),
    counters: counterDeltas({ subjects: -1 }),
    // A subject imported from a template frees it, so the school may import that template again.
    template: subject.templateId !== undefined && subjectTemplateRelease(subject.templateId),
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
  await batchDeleteKeys([
    ...units.map((unit) => curriculumKeys.unit(unit.subjectId, unit.id)),
    ...topics.map((topic) => curriculumKeys.topic(topic.subjectId, topic.unitId, topic.id)),
    ...topics.map((topic) => curriculumKeys.topicReference(topic.id)),
  ]);
  await removeCurriculumProgress(params.subjectId);
  await unallocateSubjectFromStudents(params.subjectId);
  return { data: { _id: params.subjectId }, message: 'Subject deleted successfully' };
};

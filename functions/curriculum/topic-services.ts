import { writeTransaction } from '../platform/table/write-transaction';
import { newId } from '../../shared/ids';
import type { RouteTable } from '../../shared/routes/route-table';
import {
  topicPut,
  topicReferencePut,
  topicReferenceRemoval,
  topicReferenceRename,
  topicRemoval,
  topicRename,
  unitExists,
} from '../entities/curriculum-entity';
import { notFound } from '../platform/http-errors';
import { auditPut } from '../shared-domains/audit/audit-put';
import type { RouteService } from '../platform/route-service';
import { namedWrites } from '../platform/table/named-writes';
import { removeCurriculumProgress } from './remove-curriculum-progress';

const topicNotFound = () => notFound('Topic not found');

/** The topic and its reference item (topic id → subject, unit, name) are written together. */
export const createTopic: RouteService<RouteTable['curriculum.createTopic']> = async ({ params, body }) => {
  const id = newId();
  const { subjectId, unitId } = params;
  const transaction = namedWrites({
    unit: unitExists(subjectId, unitId),
    topic: topicPut({ id, unitId, subjectId, name: body.name, createdAt: new Date().toISOString() }),
    reference: topicReferencePut({ topicId: id, topicName: body.name, unitId, subjectId }),
  });
  try {
    await writeTransaction(transaction.writes);
  } catch (error) {
    if (transaction.refusedBy(error).has('unit')) throw notFound('Unit not found');
    throw error;
  }
  return { data: { _id: id, name: body.name }, message: 'Topic added successfully' };
};

export const updateTopic: RouteService<RouteTable['curriculum.updateTopic']> = async ({ params, body }) => {
  const { subjectId, unitId, topicId } = params;
  const transaction = namedWrites({
    topic: topicRename({ subjectId, unitId, id: topicId }, body.name),
    reference: topicReferenceRename(topicId, body.name),
  });
  try {
    await writeTransaction(transaction.writes);
  } catch (error) {
    if (transaction.refusedBy(error).size > 0) throw topicNotFound();
    throw error;
  }
  return { data: { _id: topicId, name: body.name }, message: 'Topic updated successfully' };
};

export const deleteTopic: RouteService<RouteTable['curriculum.deleteTopic']> = async ({
  params,
  principal,
  requestId,
}) => {
  const { subjectId, unitId, topicId } = params;
  const transaction = namedWrites({
    topic: topicRemoval({ subjectId, unitId, id: topicId }),
    reference: topicReferenceRemoval(topicId),
    audit: auditPut({
      principal,
      action: 'curriculum.delete',
      target: { type: 'topic', id: topicId },
      before: { subjectId, unitId },
      requestId,
    }),
  });
  try {
    await writeTransaction(transaction.writes);
  } catch (error) {
    if (transaction.refusedBy(error).has('topic')) throw topicNotFound();
    throw error;
  }
  await removeCurriculumProgress(subjectId, `${unitId}#${topicId}#`);
  return { data: { _id: topicId }, message: 'Topic deleted successfully' };
};

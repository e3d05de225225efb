import { writeTransaction } from '../platform/table/write-transaction';
import { newId } from '../../shared/ids';
import type { RouteTable } from '../../shared/routes/route-table';
import { batchDeleteKeys } from '../platform/table/batch-delete-keys';
import {
  curriculumKeys,
  readTopicsOfUnit,
  renameUnit,
  subjectExists,
  unitPut,
  unitRemoval,
} from '../entities/curriculum-entity';
import { notFound } from '../platform/http-errors';
import { auditPut } from '../shared-domains/audit/audit-put';
import type { RouteService } from '../platform/route-service';
import { namedWrites } from '../platform/table/named-writes';
import { removeCurriculumProgress } from './remove-curriculum-progress';

const unitNotFound = () => notFound('Unit not found');

export const createUnit: RouteService<RouteTable['curriculum.createUnit']> = async ({ params, body }) => {
  const id = newId();
  const transaction = namedWrites({
    subject: subjectExists(params.subjectId),
    unit: unitPut({ id, subjectId: params.subjectId, name: body.name, createdAt: new Date().toISOString() }),
  });
  try {
    await writeTransaction(transaction.writes);
  } catch (error) {
    if (transaction.refusedBy(error).has('subject')) throw notFound('Subject not found');
    throw error;
  }
  return { data: { _id: id, name: body.name, topics: [] }, message: 'Unit added successfully' };
};

export const updateUnit: RouteService<RouteTable['curriculum.updateUnit']> = async ({ params, body }) => {
  if (!(await renameUnit(params.subjectId, params.unitId, body.name))) throw unitNotFound();
  // In curriculum order, as GET /subjects/{id} gives them.
  const topics = await readTopicsOfUnit(params.subjectId, params.unitId);
  return {
    data: {
      _id: params.unitId,
      name: body.name,
      topics: topics.map((topic) => ({ _id: topic.id, name: topic.name })),
    },
    message: 'Unit updated successfully',
  };
};

/** The unit first (so it is gone at once), then its topics, their references and all progress on them. */
export const deleteUnit: RouteService<RouteTable['curriculum.deleteUnit']> = async ({
  params,
  principal,
  requestId,
}) => {
  const topics = await readTopicsOfUnit(params.subjectId, params.unitId);
  const transaction = namedWrites({
    unit: unitRemoval(params.subjectId, params.unitId),
    audit: auditPut({
      principal,
      action: 'curriculum.delete',
      target: { type: 'unit', id: params.unitId },
      before: { subjectId: params.subjectId, topics: topics.length },
      requestId,
    }),
  });
  await writeTransaction(transaction.writes).catch((error: unknown) => {
    throw transaction.refusedBy(error).has('unit') ? unitNotFound() : error;
  });
  await batchDeleteKeys([
    ...topics.map((topic) => curriculumKeys.topic(topic.subjectId, topic.unitId, topic.id)),
    ...topics.map((topic) => curriculumKeys.topicReference(topic.id)),
  ]);
  await removeCurriculumProgress(params.subjectId, `${params.unitId}#`);
  return { data: { _id: params.unitId }, message: 'Unit deleted successfully' };
};

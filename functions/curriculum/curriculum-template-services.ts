import { newId } from '../../shared/ids';
import type { RouteTable } from '../../shared/routes/route-table';
import type { CurriculumTemplateSummary } from '../../shared/schemas/curriculum-template-schemas';
import {
  curriculumKeys,
  findSubjectNames,
  findSubjectOfTemplate,
  findSubjectsOfTemplates,
  getSubjectName,
  subjectPut,
  subjectTemplateClaim,
  topicPut,
  topicReferencePut,
  unitPut,
} from '../entities/curriculum-entity';
import { counterDeltas } from '../entities/school-counters-entity';
import { notFound } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { batchDeleteKeys } from '../platform/table/batch-delete-keys';
import { namedWrites } from '../platform/table/named-writes';
import type { EntityWrite } from '../platform/table/table-write';
import { maxTransactionItems, writeTransaction } from '../platform/table/write-transaction';
import { auditPut } from '../shared-domains/audit/audit-put';
import { curriculumTemplates, findCurriculumTemplate } from './templates/catalogue';
import type { CurriculumTemplate } from './templates/curriculum-template';

/** The catalogue, each template with the subject an earlier import made while that subject exists. */
export const listCurriculumTemplates: RouteService<RouteTable['curriculum.listTemplates']> = async () => {
  const imported = await findSubjectsOfTemplates(curriculumTemplates.map((template) => template.id));
  const existing = await findSubjectNames(imported.values());
  const data: CurriculumTemplateSummary[] = curriculumTemplates.map((template) => {
    const subjectId = imported.get(template.id);
    return {
      id: template.id,
      name: template.name,
      keyStage: template.keyStage,
      subjectName: template.subjectName,
      source: template.source,
      units: template.units.map((unit) => ({ name: unit.name, topics: [...unit.topics] })),
      importedSubjectId: subjectId && existing.has(subjectId) ? subjectId : null,
    };
  });
  return { data };
};

/** The subject a template's import made, with its name, while it exists. */
async function importedSubject(templateId: string) {
  const subjectId = await findSubjectOfTemplate(templateId);
  if (!subjectId) return { subjectId: undefined, name: undefined };
  return { subjectId, name: await getSubjectName(subjectId) };
}

/**
 * The template's units, topics and topic references, in curriculum order: the curriculum orders by
 * `createdAt` (then id), so each item is a millisecond after the one before it.
 */
function templateTree(template: CurriculumTemplate, subjectId: string, start: Date) {
  let step = 0;
  const nextTime = () => new Date(start.getTime() + step++).toISOString();
  const writes: EntityWrite[] = [];
  const keys: { PK: string; SK: string }[] = [];
  for (const unit of template.units) {
    const unitId = newId(start);
    writes.push(unitPut({ id: unitId, subjectId, name: unit.name, createdAt: nextTime() }));
    keys.push(curriculumKeys.unit(subjectId, unitId));
    for (const name of unit.topics) {
      const id = newId(start);
      writes.push(
        topicPut({ id, unitId, subjectId, name, createdAt: nextTime() }),
        topicReferencePut({ topicId: id, topicName: name, unitId, subjectId }),
      );
      keys.push(curriculumKeys.topic(subjectId, unitId, id), curriculumKeys.topicReference(id));
    }
  }
  return { writes, keys };
}

/**
 * Makes an ordinary subject from a template: 201 with the new subject, or 200 with the one an earlier
 * import made (the template's marker names it). The units and topics are written first, in
 * transactions of at most 100; nothing lists them until the last transaction adds the subject item
 * (listed on GSI1), the template's marker (refused if another import holds it), the counter and the
 * audit entry. An import that loses a race removes its unlisted units and topics and answers the winner's subject.
 */
export const importCurriculumTemplate: RouteService<RouteTable['curriculum.importTemplate']> = async ({
  params,
  principal,
  requestId,
}) => {
  const template = findCurriculumTemplate(params.templateId);
  if (!template) throw notFound('Curriculum template not found');
  const earlier = await importedSubject(template.id);
  if (earlier.subjectId && earlier.name !== undefined)
    return {
      data: { _id: earlier.subjectId, name: earlier.name },
      message: `${template.name} was imported before`,
      statusCode: 200,
    };

  const subjectId = newId();
  const now = new Date();
  const tree = templateTree(template, subjectId, now);
  for (let start = 0; start < tree.writes.length; start += maxTransactionItems)
    await writeTransaction(tree.writes.slice(start, start + maxTransactionItems));

  const transaction = namedWrites({
    template: subjectTemplateClaim(template.id, subjectId, earlier.subjectId),
    subject: subjectPut({
      id: subjectId,
      name: template.subjectName,
      createdAt: now.toISOString(),
      templateId: template.id,
    }),
    counters: counterDeltas({ subjects: 1 }),
    audit: auditPut({
      principal,
      action: 'curriculum.import',
      target: { type: 'subject', id: subjectId },
      after: {
        name: template.subjectName,
        templateId: template.id,
        units: template.units.length,
        topics: template.units.reduce((sum, unit) => sum + unit.topics.length, 0),
      },
      requestId,
    }),
  });
  try {
    await writeTransaction(transaction.writes);
  } catch (error) {
    if (!transaction.refusedBy(error).has('template')) throw error;
    await batchDeleteKeys(tree.keys);
    const winner = await importedSubject(template.id);
    if (!winner.subjectId || winner.name === undefined) throw error;
    return {
      data: { _id: winner.subjectId, name: winner.name },
      message: `${template.name} was imported before`,
      statusCode: 200,
    };
  }
  return { data: { _id: subjectId, name: template.subjectName }, message: `${template.name} imported` };
};

import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { SubjectDetail, SubjectSummary } from '../../shared/schemas/curriculum-schemas';
import type { CurriculumTemplateSummary } from '../../shared/schemas/curriculum-template-schemas';
import { gcseMathsHigher } from '../../functions/curriculum/templates/gcse-maths-higher';
import { ks2Science } from '../../functions/curriculum/templates/ks2-science';
import {
  allocateSubjects,
  readCounters,
  readSheet,
  readSubject,
  setStatus,
} from './support/curriculum-fixtures';
import { request } from './support/http';
import { getData } from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

const { runtime, school } = useSchoolWithPeople();

const send = (method: string, path: string, token?: string, body?: unknown) =>
  request(runtime.api, method, path, { token, body });
const importTemplate = (templateId: string, token = school.superAdmin.token) =>
  send('POST', `/curriculum-templates/${templateId}/import`, token);
const listTemplates = (token = school.superAdmin.token) =>
  getData<CurriculumTemplateSummary[]>(runtime.api, '/curriculum-templates', token);
const listSubjects = () => getData<SubjectSummary[]>(runtime.api, '/subjects', school.superAdmin.token);
const tree = (subjectId: string) => readSubject(runtime.api, school.superAdmin.token, subjectId);

/**
 * The subject each unit, topic and topic reference in the table belongs to, and which subjects exist
 * (a test-only Scan of the whole table).
 */
async function curriculumItems(): Promise<{ owners: string[]; subjects: Set<string> }> {
  const { dynamo } = await import('../../functions/platform/dynamo-client');
  const { tableName } = await import('../../functions/platform/runtime-config');
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return {
    owners: items
      .filter((item) => ['Unit', 'Topic', 'TopicReference'].includes(item.entity as string))
      .map((item) => item.subjectId as string),
    subjects: new Set(items.filter((item) => item.entity === 'Subject').map((item) => item.id as string)),
  };
}

/** The template's outline: its units' names with their topics' names, in order. */
const outlineOf = (units: readonly { name: string; topics: readonly ({ name: string } | string)[] }[]) =>
  units.map((unit) => [
    unit.name,
    ...unit.topics.map((topic) => (typeof topic === 'string' ? topic : topic.name)),
  ]);

describe('GET /curriculum-templates', () => {
  it('lists the 17 templates by key stage with their units and topics, none imported yet', async () => {
    const templates = await listTemplates();
    expect(templates).toHaveLength(17);
    expect(templates.map((template) => template.keyStage)).toEqual([
      ...Array<string>(3).fill('KS1'),
      ...Array<string>(3).fill('KS2'),
      ...Array<string>(3).fill('KS3'),
      ...Array<string>(8).fill('GCSE'),
    ]);
    const higher = templates.find((template) => template.id === 'gcse-maths-higher')!;
    expect(higher).toMatchObject({ name: 'GCSE Maths (Higher)', importedSubjectId: null });
    expect(higher.source).toMatch(/AQA GCSE Mathematics 8300/);
    expect(outlineOf(higher.units)).toEqual(outlineOf(gcseMathsHigher.units));
    expect(templates.every((template) => template.importedSubjectId === null)).toBe(true);
  });

  it('is for staff and teachers: families are refused, signed-out callers too', async () => {
    expect((await send('GET', '/curriculum-templates', school.teacherA.token)).status).toBe(200);
    expect((await send('GET', '/curriculum-templates', school.familyA.token)).status).toBe(403);
    expect((await send('GET', '/curriculum-templates', school.familyB.token)).status).toBe(403);
    expect((await send('GET', '/curriculum-templates')).status).toBe(401);
  });
});

describe('POST /curriculum-templates/{id}/import', () => {
  it('makes an ordinary subject with the template units and topics in order, counted and audited', async () => {
    const before = await readCounters(runtime.api, school.admin.token);
    const answer = await importTemplate('gcse-maths-higher');
    expect(answer.status, answer.text).toBe(201);
    const subject = answer.body.data as SubjectSummary;
    expect(subject.name).toBe('GCSE Maths (Higher)');

    const detail = await tree(subject._id);
    expect(outlineOf(detail.units)).toEqual(outlineOf(gcseMathsHigher.units));
    expect((await listSubjects()).map((listed) => listed._id)).toContain(subject._id);
    expect((await readCounters(runtime.api, school.admin.token)).subjects).toBe(before.subjects + 1);

    const templates = await listTemplates();
    expect(templates.find((template) => template.id === 'gcse-maths-higher')?.importedSubjectId).toBe(
      subject._id,
    );

    const audit = await getData<{ action: string; target: { id: string } }[]>(
      runtime.api,
      `/audit-log?action=curriculum.import&targetId=${subject._id}`,
      school.superAdmin.token,
    );
    expect(audit).toHaveLength(1);
  });

  it('answers the existing subject with 200 on a second import, adding nothing', async () => {
    const first = (await importTemplate('ks1-maths', school.admin.token)).body.data as SubjectSummary;
    const subjectsBefore = await listSubjects();
    const again = await importTemplate('ks1-maths', school.teacherA.token);
    expect(again.status, again.text).toBe(200);
    expect(again.body.data).toEqual(first);
    expect(await listSubjects()).toEqual(subjectsBefore);
  });

  it('makes one subject when three imports of a template race, each answered with it', async () => {
    const counters = await readCounters(runtime.api, school.admin.token);
    const answers = await Promise.all([
      importTemplate('ks2-science'),
      importTemplate('ks2-science', school.admin.token),
      importTemplate('ks2-science', school.teacherA.token),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    const [a, ...others] = answers.map((answer) => answer.body.data as SubjectSummary);
    expect(others).toEqual([a, a]);
    const named = (await listSubjects()).filter((subject) => subject.name === 'KS2 Science');
    expect(named).toEqual([a]);
    expect(outlineOf((await tree(a!._id)).units)).toEqual(outlineOf(ks2Science.units));
    expect((await readCounters(runtime.api, school.admin.token)).subjects).toBe(counters.subjects + 1);
    // A loser removed the units and topics it had written: every one left belongs to a subject.
    const { owners, subjects } = await curriculumItems();
    const topics = ks2Science.units.reduce((sum, unit) => sum + unit.topics.length, 0);
    // Each unit, and each topic with its reference item.
    const itemsOfTemplate = ks2Science.units.length + 2 * topics;
    expect(owners.filter((owner) => owner === a!._id)).toHaveLength(itemsOfTemplate);
    expect(owners.filter((owner) => !subjects.has(owner))).toEqual([]);
  });

  it('imports again over a marker whose subject is gone, and lists it as not imported meanwhile', async () => {
    const { SubjectTemplateEntity } = await import('../../functions/entities/curriculum-entity');
    const { putEntityItem } = await import('../../functions/platform/table/entity-writes');
    await putEntityItem(SubjectTemplateEntity, {
      templateId: 'ks3-english',
      subjectId: '0123456789abcdef01234567',
    });
    const listed = (await listTemplates()).find((template) => template.id === 'ks3-english');
    expect(listed?.importedSubjectId).toBeNull();
    const answer = await importTemplate('ks3-english');
    expect(answer.status, answer.text).toBe(201);
    const made = answer.body.data as SubjectSummary;
    expect((await listTemplates()).find((template) => template.id === 'ks3-english')?.importedSubjectId).toBe(
      made._id,
    );
  });

  it('refuses families (403), an unknown template (404) and a malformed id (400), changing nothing', async () => {
    const before = await listSubjects();
    expect((await importTemplate('ks3-maths', school.familyA.token)).status).toBe(403);
    expect((await importTemplate('ks3-maths', school.familyB.token)).status).toBe(403);
    expect((await send('POST', '/curriculum-templates/ks3-maths/import')).status).toBe(401);
    const unknown = await importTemplate('ks9-latin');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, message: 'Curriculum template not found' });
    expect((await importTemplate('KS3_Maths!')).status).toBe(400);
    expect(await listSubjects()).toEqual(before);
  });

  it('is edited like any subject, shows on a progress sheet, and can be imported again once deleted', async () => {
    const subject = (await importTemplate('gcse-physics', school.admin.token)).body.data as SubjectSummary;
    const detail: SubjectDetail = await tree(subject._id);
    const [unit] = detail.units;
    const [topic] = unit!.topics;

    expect(
      (await send('PUT', `/subjects/${subject._id}`, school.teacherA.token, { name: 'Physics (our way)' }))
        .status,
    ).toBe(200);
    const renamed = await send(
      'PUT',
      `/subjects/${subject._id}/units/${unit!._id}/topics/${topic!._id}`,
      school.teacherA.token,
      { name: 'Energy stores (revised)' },
    );
    expect(renamed.status, renamed.text).toBe(200);
    const added = await send('POST', `/subjects/${subject._id}/units`, school.teacherA.token, {
      name: 'Exam practice',
    });
    expect(added.status, added.text).toBe(201);
    const edited = await tree(subject._id);
    expect(edited.name).toBe('Physics (our way)');
    expect(edited.units[0]!.topics[0]!.name).toBe('Energy stores (revised)');
    expect(edited.units.at(-1)!.name).toBe('Exam practice');

    // On the progress sheet of a child it is allocated to.
    const child = school.childA1;
    await allocateSubjects(runtime.api, school.superAdmin.token, child._id, [...child.subjects, subject._id]);
    await setStatus(runtime.api, school.teacherA.token, child._id, topic!._id, 'ok');
    const sheet = await readSheet(runtime.api, school.teacherA.token, child._id, subject._id);
    expect(sheet.map((record) => record.topicId._id)).toContain(topic!._id);
    await allocateSubjects(runtime.api, school.superAdmin.token, child._id, child.subjects);

    // Deleting it frees the template: the next import makes a new subject.
    expect((await send('DELETE', `/subjects/${subject._id}`, school.admin.token)).status).toBe(200);
    expect(
      (await listTemplates()).find((template) => template.id === 'gcse-physics')?.importedSubjectId,
    ).toBeNull();
    const again = await importTemplate('gcse-physics', school.admin.token);
    expect(again.status, again.text).toBe(201);
    expect((again.body.data as SubjectSummary)._id).not.toBe(subject._id);
  });
});

import { curriculumKeys, type TopicReference } from '../functions/entities/curriculum-entity';
import { newId } from '../shared/ids';
import { iso } from './school-calendar';
import type { SchoolSize } from './school-sizes';
import type { SeededRandom } from './seeded-random';

export interface CurriculumUnit {
  id: string;
  name: string;
  createdAt: string;
  topics: TopicReference[];
}

export interface CurriculumSubject {
  id: string;
  name: string;
  createdAt: string;
  units: CurriculumUnit[];
}

const stages = ['KS2', 'KS3', 'GCSE', '11+', 'A Level'];
const disciplines = ['Maths', 'English', 'Science', 'Biology', 'Chemistry', 'Physics'];
const unitThemes = ['Foundations', 'Skills', 'Application', 'Problem Solving', 'Revision', 'Extension'];
const topicWords = [
  'Place value',
  'Fractions',
  'Ratio',
  'Algebra',
  'Geometry',
  'Statistics',
  'Probability',
  'Grammar',
  'Punctuation',
  'Comprehension',
  'Creative writing',
  'Poetry',
  'Cells',
  'Forces',
  'Energy',
  'Atoms',
  'Reactions',
  'Waves',
  'Ecosystems',
  'Electricity',
];
const topicsPerUnit = 5;
const curriculumCreatedFrom = Date.parse('2025-08-01T07:00:00Z');

/** Subjects of units of five topics, named like a UK tutoring school's (KS2 Maths, GCSE Physics, …). */
export function createCurriculum(random: SeededRandom, size: SchoolSize): CurriculumSubject[] {
  const topicsPerSubject = size.topics / size.subjects;
  if (!Number.isInteger(topicsPerSubject / topicsPerUnit))
    throw new Error(`${size.topics} topics do not split into ${size.subjects} subjects of units of five`);
  let clock = curriculumCreatedFrom;
  const tick = () => (clock += random.int(1, 30) * 1000);
  return Array.from({ length: size.subjects }, (_, subjectIndex) => {
    const subjectMs = tick();
    const subject: CurriculumSubject = {
      id: newId(new Date(subjectMs)),
      name: `${stages[Math.floor(subjectIndex / disciplines.length) % stages.length]} ${disciplines[subjectIndex % disciplines.length]}`,
      createdAt: iso(subjectMs),
      units: [],
    };
    for (let unitIndex = 0; unitIndex < topicsPerSubject / topicsPerUnit; unitIndex++) {
      const unitMs = tick();
      const unit: CurriculumUnit = {
        id: newId(new Date(unitMs)),
        name: `${unitIndex + 1}. ${unitThemes[unitIndex % unitThemes.length]}`,
        createdAt: iso(unitMs),
        topics: [],
      };
      for (let topicIndex = 0; topicIndex < topicsPerUnit; topicIndex++) {
        unit.topics.push({
          topicId: newId(new Date(tick())),
          topicName: `${random.pick(topicWords)} ${unitIndex + 1}.${topicIndex + 1}`,
          unitId: unit.id,
          subjectId: subject.id,
        });
      }
      subject.units.push(unit);
    }
    return subject;
  });
}

/** Subject, unit, topic and topic-reference items as the curriculum services write them. */
export function* curriculumItems(subjects: readonly CurriculumSubject[]): Generator<Record<string, unknown>> {
  for (const subject of subjects) {
    yield {
      ...curriculumKeys.subject(subject.id),
      ...curriculumKeys.subjectListing(subject.name, subject.id),
      entity: 'Subject',
      id: subject.id,
      name: subject.name,
      createdAt: subject.createdAt,
    };
    for (const unit of subject.units) {
      yield {
        ...curriculumKeys.unit(subject.id, unit.id),
        entity: 'Unit',
        id: unit.id,
        subjectId: subject.id,
        name: unit.name,
        createdAt: unit.createdAt,
      };
      for (const [index, topic] of unit.topics.entries()) {
        yield {
          ...curriculumKeys.topic(subject.id, unit.id, topic.topicId),
          entity: 'Topic',
          id: topic.topicId,
          unitId: unit.id,
          subjectId: subject.id,
          name: topic.topicName,
          // Topics of a unit are created one after another: their order is the curriculum's.
          createdAt: iso(Date.parse(unit.createdAt) + (index + 1) * 1000),
        };
        yield { ...curriculumKeys.topicReference(topic.topicId), entity: 'TopicReference', ...topic };
      }
    }
  }
}

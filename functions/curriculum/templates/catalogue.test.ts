import { describe, expect, it } from 'vitest';
import {
  subjectBodySchema,
  topicBodySchema,
  unitBodySchema,
} from '../../../shared/schemas/curriculum-schemas';
import { curriculumTemplateLimits, keyStages } from '../../../shared/schemas/curriculum-template-schemas';
import { curriculumTemplates, findCurriculumTemplate } from './catalogue';

const duplicates = (names: readonly string[]) =>
  names.filter(
    (name, index) => names.findIndex((other) => other.toLowerCase() === name.toLowerCase()) !== index,
  );

describe('the curriculum template catalogue', () => {
  it('ships the issue’s 17 templates, ids and names unique, ordered by key stage', () => {
    expect(curriculumTemplates.map((template) => template.id)).toEqual([
      'ks1-english',
      'ks1-maths',
      'ks1-science',
      'ks2-english',
      'ks2-maths',
      'ks2-science',
      'ks3-english',
      'ks3-maths',
      'ks3-science',
      'gcse-english-language',
      'gcse-english-literature',
      'gcse-maths-foundation',
      'gcse-maths-higher',
      'gcse-combined-science',
      'gcse-biology',
      'gcse-chemistry',
      'gcse-physics',
    ]);
    expect(duplicates(curriculumTemplates.map((template) => template.name))).toEqual([]);
    expect(duplicates(curriculumTemplates.map((template) => template.subjectName))).toEqual([]);
    const stageOrder = curriculumTemplates.map((template) => keyStages.indexOf(template.keyStage));
    expect(stageOrder).toEqual([...stageOrder].sort((a, b) => a - b));
  });

  it('finds a template by id and nothing for an unknown one', () => {
    expect(findCurriculumTemplate('gcse-maths-higher')?.name).toBe('GCSE Maths (Higher)');
    expect(findCurriculumTemplate('gcse-latin')).toBeUndefined();
  });

  describe.each(curriculumTemplates.map((template) => [template.id, template] as const))(
    '%s',
    (_, template) => {
      it('names its source and keeps within the unit and topic counts', () => {
        expect(template.source).toMatch(/^(DfE|AQA)/);
        const { minUnits, maxUnits, minTopicsPerUnit, maxTopicsPerUnit } = curriculumTemplateLimits;
        expect(template.units.length).toBeGreaterThanOrEqual(minUnits);
        expect(template.units.length).toBeLessThanOrEqual(maxUnits);
        for (const unit of template.units) {
          expect(unit.topics.length, unit.name).toBeGreaterThanOrEqual(minTopicsPerUnit);
          expect(unit.topics.length, unit.name).toBeLessThanOrEqual(maxTopicsPerUnit);
        }
      });

      it('has names the curriculum accepts as they are (no trimming), unique within their parent', () => {
        const accepted = (schema: typeof subjectBodySchema, name: string) =>
          schema.safeParse({ name }).data?.name === name;
        expect(accepted(subjectBodySchema, template.subjectName)).toBe(true);
        expect(duplicates(template.units.map((unit) => unit.name))).toEqual([]);
        for (const unit of template.units) {
          expect(accepted(unitBodySchema, unit.name), unit.name).toBe(true);
          expect(duplicates(unit.topics), unit.name).toEqual([]);
          for (const topic of unit.topics) expect(accepted(topicBodySchema, topic), topic).toBe(true);
        }
      });
    },
  );
});

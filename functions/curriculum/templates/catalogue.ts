import type { CurriculumTemplate } from './curriculum-template';
import { gcseBiology } from './gcse-biology';
import { gcseChemistry } from './gcse-chemistry';
import { gcseCombinedScience } from './gcse-combined-science';
import { gcseEnglishLanguage } from './gcse-english-language';
import { gcseEnglishLiterature } from './gcse-english-literature';
import { gcseMathsFoundation } from './gcse-maths-foundation';
import { gcseMathsHigher } from './gcse-maths-higher';
import { gcsePhysics } from './gcse-physics';
import { ks1English } from './ks1-english';
import { ks1Maths } from './ks1-maths';
import { ks1Science } from './ks1-science';
import { ks2English } from './ks2-english';
import { ks2Maths } from './ks2-maths';
import { ks2Science } from './ks2-science';
import { ks3English } from './ks3-english';
import { ks3Maths } from './ks3-maths';
import { ks3Science } from './ks3-science';

/**
 * The curriculum templates the product ships, in the order the picker shows them (key stage, then subject).
 * Only the curriculum function bundles them; the web app reads them through `GET /curriculum-templates`.
 */
export const curriculumTemplates: readonly CurriculumTemplate[] = [
  ks1English,
  ks1Maths,
  ks1Science,
  ks2English,
  ks2Maths,
  ks2Science,
  ks3English,
  ks3Maths,
  ks3Science,
  gcseEnglishLanguage,
  gcseEnglishLiterature,
  gcseMathsFoundation,
  gcseMathsHigher,
  gcseCombinedScience,
  gcseBiology,
  gcseChemistry,
  gcsePhysics,
];

export function findCurriculumTemplate(templateId: string): CurriculumTemplate | undefined {
  return curriculumTemplates.find((template) => template.id === templateId);
}

import type { KeyStage } from '../../../shared/schemas/curriculum-template-schemas';

/**
 * One template of the catalogue: a ready-made subject a school imports and then edits as its own.
 * The units and topics follow the programme of study or specification named in `source` (the facts);
 * the wording is ours. docs/curriculum-templates.md lists every template with its source.
 */
export interface CurriculumTemplate {
  /** Stable: the import remembers it on the subject, so it never changes once shipped. */
  id: string;
  /** What the picker shows. */
  name: string;
  keyStage: KeyStage;
  /** The name of the subject an import makes. */
  subjectName: string;
  source: string;
  units: readonly TemplateUnit[];
}

export interface TemplateUnit {
  name: string;
  topics: readonly string[];
}

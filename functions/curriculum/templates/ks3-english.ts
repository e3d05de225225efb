import type { CurriculumTemplate } from './curriculum-template';

export const ks3English: CurriculumTemplate = {
  id: 'ks3-english',
  name: 'KS3 English',
  keyStage: 'KS3',
  subjectName: 'KS3 English',
  source: 'DfE National Curriculum in England: English programmes of study, key stage 3 (2013)',
  units: [
    {
      name: 'Reading fiction',
      topics: [
        'Novels from different periods',
        'Short stories',
        'Plot, character and setting',
        'Narrative voice and viewpoint',
        'Themes and ideas',
      ],
    },
    {
      name: 'Reading poetry',
      topics: [
        'Poetry since 1789, including the Romantics',
        'Form, metre and rhyme',
        'Imagery and figurative language',
        'Comparing two poems',
      ],
    },
    {
      name: 'Shakespeare and drama',
      topics: [
        'Reading a whole Shakespeare play',
        'Soliloquy, dialogue and stage directions',
        'Performance and interpretation',
        'Context of the play',
      ],
    },
    {
      name: 'Reading non-fiction',
      topics: [
        'Articles, essays and speeches',
        'Purpose, audience and bias',
        'Summarising and synthesising',
        'Rhetorical devices',
      ],
    },
    {
      name: 'Critical writing',
      topics: [
        'Making a point with evidence and explanation',
        'Embedding quotations',
        'Analysing language, form and structure',
        'Writing about context',
      ],
    },
    {
      name: 'Creative writing',
      topics: [
        'Stories with structure and suspense',
        'Descriptive writing',
        'Scripts',
        'Poetry of their own',
      ],
    },
    {
      name: 'Transactional writing',
      topics: [
        'Arguments and persuasive writing',
        'Formal letters and reports',
        'Speeches',
        'Adapting tone and register',
      ],
    },
    {
      name: 'Grammar and vocabulary',
      topics: [
        'Sentence types for effect',
        'Paragraphing and cohesion',
        'Standard English and formal register',
        'Accurate punctuation',
        'Spelling strategies and etymology',
      ],
    },
    {
      name: 'Spoken English',
      topics: [
        'Formal presentations',
        'Debate and discussion',
        'Performing and rehearsing scripts and poetry',
      ],
    },
  ],
};

import type { CurriculumTemplate } from './curriculum-template';

export const gcseEnglishLanguage: CurriculumTemplate = {
  id: 'gcse-english-language',
  name: 'GCSE English Language',
  keyStage: 'GCSE',
  subjectName: 'GCSE English Language',
  source: 'AQA GCSE English Language 8700 specification; DfE GCSE English language subject content (2013)',
  units: [
    {
      name: 'Reading fiction (Paper 1 Section A)',
      topics: [
        'Retrieving explicit and implicit information',
        "Analysing the writer's use of language",
        'Analysing structure: openings, shifts and endings',
        'Evaluating a text critically',
        'Reading 20th- and 21st-century literary fiction',
      ],
    },
    {
      name: 'Descriptive and narrative writing (Paper 1 Section B)',
      topics: [
        'Planning a description from an image',
        'Structuring a narrative',
        'Crafting vocabulary and imagery',
        'Varying sentences for effect',
        'Openings and endings that work',
      ],
    },
    {
      name: 'Reading non-fiction (Paper 2 Section A)',
      topics: [
        '19th-century non-fiction texts',
        'Summarising differences between two sources',
        'Language analysis in non-fiction',
        "Comparing writers' viewpoints and perspectives",
      ],
    },
    {
      name: 'Writing to present a viewpoint (Paper 2 Section B)',
      topics: [
        'Articles and letters',
        'Speeches',
        'Essays and leaflets',
        'Rhetoric and persuasive techniques',
        'Counter-arguments',
      ],
    },
    {
      name: 'Technical accuracy',
      topics: [
        'Sentence demarcation',
        'Advanced punctuation',
        'Spelling of ambitious vocabulary',
        'Paragraphing and discourse markers',
        'Standard English',
      ],
    },
    {
      name: 'Spoken language endorsement',
      topics: [
        'Choosing and researching a topic',
        'Presenting to an audience',
        'Responding to questions and feedback',
      ],
    },
    {
      name: 'Exam technique',
      topics: [
        'Timing across both papers',
        'Reading the question and the marks',
        'Checking and proof-reading',
      ],
    },
  ],
};

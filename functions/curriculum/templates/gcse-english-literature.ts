import type { CurriculumTemplate } from './curriculum-template';

export const gcseEnglishLiterature: CurriculumTemplate = {
  id: 'gcse-english-literature',
  name: 'GCSE English Literature',
  keyStage: 'GCSE',
  subjectName: 'GCSE English Literature',
  source:
    'AQA GCSE English Literature 8702 specification; DfE GCSE English literature subject content (2013)',
  units: [
    {
      name: 'Shakespeare',
      topics: [
        'Plot and structure of the play',
        'Characters and their development',
        'Themes',
        'Language, imagery and verse',
        'Context: Jacobean or Elizabethan England',
        'Extract-to-whole essay technique',
      ],
    },
    {
      name: 'The 19th-century novel',
      topics: [
        'Plot and structure',
        'Characterisation',
        'Themes and ideas',
        "The writer's methods",
        'Victorian social and historical context',
      ],
    },
    {
      name: 'Modern prose or drama',
      topics: [
        'Plot and dramatic structure',
        'Characters as constructs',
        'Themes and messages',
        'Stagecraft or narrative methods',
        'Context of the text',
      ],
    },
    {
      name: 'Poetry anthology',
      topics: [
        'Power and conflict or love and relationships cluster',
        'Form and structure in the anthology poems',
        'Language and imagery',
        'Comparing two anthology poems',
        'Context of the poets',
      ],
    },
    {
      name: 'Unseen poetry',
      topics: ['First reading strategies', 'Analysing an unseen poem', 'Comparing two unseen poems'],
    },
    {
      name: 'Essay writing',
      topics: [
        'Building an argument',
        'Choosing and embedding quotations',
        'Analysing methods with subject terminology',
        'Weaving in context',
        'Spelling, punctuation and grammar marks',
      ],
    },
  ],
};

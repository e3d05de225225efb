import type { CurriculumTemplate } from './curriculum-template';

export const ks2English: CurriculumTemplate = {
  id: 'ks2-english',
  name: 'KS2 English',
  keyStage: 'KS2',
  subjectName: 'KS2 English',
  source: 'DfE National Curriculum in England: English programmes of study, key stages 1 and 2 (2013)',
  units: [
    {
      name: 'Word reading',
      topics: [
        'Root words, prefixes and suffixes',
        'Reading exception words',
        'Reading aloud with fluency and expression',
        'Working out meaning from context',
      ],
    },
    {
      name: 'Reading comprehension',
      topics: [
        'Retrieving and recording information',
        'Inferring feelings, thoughts and motives',
        'Predicting from details stated and implied',
        'Summarising main ideas across paragraphs',
        "Explaining the writer's choice of language",
        'Comparing books and texts',
        'Distinguishing fact from opinion',
      ],
    },
    {
      name: 'Spelling',
      topics: [
        'Prefixes such as dis-, mis-, re-, sub-, inter-',
        'Suffixes -ation, -ous, -tion, -sion, -cian',
        'Homophones and commonly confused words',
        'Silent letters',
        'Words ending -able, -ible, -ably, -ibly',
        'Using a dictionary to check spelling and meaning',
      ],
    },
    {
      name: 'Vocabulary, grammar and punctuation',
      topics: [
        'Word classes: determiners, pronouns, prepositions, conjunctions',
        'Fronted adverbials and their commas',
        'Relative clauses',
        'Modal verbs and adverbs of possibility',
        'Active and passive voice',
        'Direct speech punctuation',
        'Apostrophes for plural possession',
        'Colons, semi-colons, dashes and hyphens',
        'The subjunctive in formal writing',
      ],
    },
    {
      name: 'Writing: planning and drafting',
      topics: [
        'Learning from models of similar writing',
        'Planning characters, settings and plot',
        'Organising paragraphs around a theme',
        'Headings, subheadings and bullet points',
        'Cohesion within and across paragraphs',
      ],
    },
    {
      name: 'Writing: purpose and audience',
      topics: [
        'Narrative writing',
        'Persuasive writing',
        'Non-chronological reports',
        'Letters and formal writing',
        'Recounts and biographies',
        'Poetry',
      ],
    },
    {
      name: 'Evaluating and editing',
      topics: [
        'Proof-reading for spelling and punctuation',
        'Improving vocabulary and sentence structure',
        'Consistent tense and subject-verb agreement',
        'Reading work aloud to an audience',
      ],
    },
    {
      name: 'Handwriting',
      topics: [
        'Joining letters consistently',
        'Legibility and speed',
        'Choosing the right style for the task',
      ],
    },
  ],
};

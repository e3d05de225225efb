import type { CurriculumTemplate } from './curriculum-template';

export const ks1English: CurriculumTemplate = {
  id: 'ks1-english',
  name: 'KS1 English',
  keyStage: 'KS1',
  subjectName: 'KS1 English',
  source: 'DfE National Curriculum in England: English programmes of study, key stages 1 and 2 (2013)',
  units: [
    {
      name: 'Phonics and decoding',
      topics: [
        'Sounds of single letters and common digraphs',
        'Blending sounds to read unfamiliar words',
        'Alternative spellings of the same sound',
        'Reading common exception words',
        'Words with -s, -es, -ing, -ed and -er endings',
        'Reading words of more than one syllable',
      ],
    },
    {
      name: 'Reading for meaning',
      topics: [
        'Listening to and talking about stories and poems',
        'Retelling familiar stories in order',
        'Predicting what might happen next',
        'Checking that a text makes sense while reading',
        'Answering questions about what has been read',
        'Fiction and non-fiction: telling them apart',
      ],
    },
    {
      name: 'Handwriting',
      topics: [
        'Sitting correctly and holding a pencil comfortably',
        'Forming lower-case letters in the right place',
        'Capital letters and digits',
        'Letter families formed in similar ways',
        'First diagonal and horizontal joining strokes',
        'Spacing between words',
      ],
    },
    {
      name: 'Spelling',
      topics: [
        'The days of the week and the alphabet in order',
        'Prefix un- and suffixes -ful, -less, -ness and -ment',
        'Homophones and near-homophones',
        'Contractions with the apostrophe',
        'Writing simple dictated sentences',
      ],
    },
    {
      name: 'Composition',
      topics: [
        'Saying a sentence aloud before writing it',
        'Sequencing sentences to make a short narrative',
        'Writing about real events and personal experience',
        'Writing poetry and for different purposes',
        'Planning by talking and noting key words',
        'Re-reading and improving own writing',
      ],
    },
    {
      name: 'Grammar and punctuation',
      topics: [
        'Capital letters, full stops, question marks and exclamation marks',
        'Joining words and clauses with and, or, but',
        'Subordination with when, if, that and because',
        'Nouns, adjectives, verbs and adverbs',
        'Present and past tense used consistently',
        'Commas in a list',
        'Apostrophes for possession (singular)',
      ],
    },
    {
      name: 'Spoken language',
      topics: [
        'Listening and responding to adults and peers',
        'Asking relevant questions',
        'Speaking audibly and with expression',
        'Reciting poems by heart',
        'Taking part in role play and discussion',
      ],
    },
  ],
};

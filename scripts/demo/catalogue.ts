/**
 * The demo school's curriculum: subjects of the National Curriculum for
 * England (Key Stages 2 and 3) and GCSE, with the units and topics a tutor
 * would list, in teaching order. Units and topics are created in this order,
 * which is the order the progress sheet shows.
 */
export type KeyStage = 'KS2' | 'KS3' | 'GCSE';

export interface CatalogueUnit {
  name: string;
  topics: readonly string[];
}

export interface CatalogueSubject {
  name: string;
  keyStage: KeyStage;
  /** What kind of teacher teaches it. */
  area: 'maths' | 'english' | 'science';
  units: readonly CatalogueUnit[];
}

export const catalogue: readonly CatalogueSubject[] = [
  {
    name: 'KS2 Maths',
    keyStage: 'KS2',
    area: 'maths',
    units: [
      {
        name: 'Number and place value',
        topics: ['Place value up to 10,000,000', 'Rounding numbers', 'Negative numbers', 'Roman numerals'],
      },
      {
        name: 'Addition and subtraction',
        topics: ['Column addition', 'Column subtraction', 'Mental addition and subtraction'],
      },
      {
        name: 'Multiplication and division',
        topics: [
          'Times tables to 12 × 12',
          'Short multiplication',
          'Long multiplication',
          'Short division',
          'Long division',
          'Factors, multiples and primes',
          'Square and cube numbers',
        ],
      },
      {
        name: 'Fractions, decimals and percentages',
        topics: [
          'Equivalent fractions',
          'Adding and subtracting fractions',
          'Multiplying fractions',
          'Decimals to three places',
          'Percentages of amounts',
        ],
      },
      {
        name: 'Measurement',
        topics: [
          'Converting units of measure',
          'Perimeter and area',
          'Volume of cuboids',
          'Telling the time',
        ],
      },
      {
        name: 'Geometry',
        topics: [
          'Properties of 2D shapes',
          'Angles in a triangle',
          'Coordinates in four quadrants',
          'Reflection and translation',
        ],
      },
      {
        name: 'Statistics',
        topics: ['Bar charts and tables', 'Line graphs', 'Pie charts', 'Calculating the mean'],
      },
    ],
  },
  {
    name: 'KS2 English',
    keyStage: 'KS2',
    area: 'english',
    units: [
      {
        name: 'Reading comprehension',
        topics: ['Retrieving information', 'Inference', 'Summarising main ideas', 'Language for effect'],
      },
      {
        name: 'Spelling',
        topics: [
          'Prefixes and suffixes',
          'Homophones',
          "Words ending '-tion', '-sion', '-cian'",
          'Silent letters',
        ],
      },
      {
        name: 'Grammar and punctuation',
        topics: [
          'Word classes',
          'Fronted adverbials',
          'Relative clauses',
          'Modal verbs',
          'Apostrophes for possession',
          'Inverted commas',
          'Active and passive voice',
        ],
      },
      {
        name: 'Composition',
        topics: [
          'Planning a narrative',
          'Paragraphs and cohesion',
          'Persuasive writing',
          'Editing and proofreading',
        ],
      },
    ],
  },
  {
    name: 'KS3 Maths',
    keyStage: 'KS3',
    area: 'maths',
    units: [
      {
        name: 'Number',
        topics: [
          'Order of operations (BIDMAS)',
          'Prime factorisation',
          'HCF and LCM',
          'Powers and roots',
          'Standard form',
          'Fractions, decimals and percentages',
        ],
      },
      {
        name: 'Algebra',
        topics: [
          'Simplifying expressions',
          'Expanding brackets',
          'Factorising expressions',
          'Solving linear equations',
          'Sequences and the nth term',
          'Straight-line graphs',
        ],
      },
      {
        name: 'Ratio, proportion and rates of change',
        topics: [
          'Simplifying ratios',
          'Sharing in a ratio',
          'Direct proportion',
          'Percentage change',
          'Speed, distance and time',
        ],
      },
      {
        name: 'Geometry and measures',
        topics: [
          'Angles in parallel lines',
          'Area of trapeziums and circles',
          'Volume of prisms',
          "Pythagoras' theorem",
          'Constructions and loci',
          'Transformations',
        ],
      },
      { name: 'Probability', topics: ['The probability scale', 'Sample spaces', 'Venn diagrams'] },
      { name: 'Statistics', topics: ['Averages and range', 'Scatter graphs', 'Pie charts'] },
    ],
  },
  {
    name: 'KS3 English',
    keyStage: 'KS3',
    area: 'english',
    units: [
      { name: 'Reading fiction', topics: ['Character analysis', 'Themes in a novel', 'Narrative structure'] },
      {
        name: 'Shakespeare',
        topics: ['Romeo and Juliet: key scenes', 'Shakespearean language', 'Dramatic devices'],
      },
      { name: 'Poetry', topics: ['Poetic techniques', 'Comparing poems', 'Unseen poetry'] },
      {
        name: 'Writing',
        topics: ['Writing to argue', 'Descriptive writing', 'Sentence variety', 'Punctuation for effect'],
      },
    ],
  },
  {
    name: 'KS3 Science',
    keyStage: 'KS3',
    area: 'science',
    units: [
      {
        name: 'Biology',
        topics: [
          'Cells and organisation',
          'Photosynthesis',
          'Respiration',
          'Ecosystems and food webs',
          'Inheritance and variation',
        ],
      },
      {
        name: 'Chemistry',
        topics: [
          'The particle model',
          'Atoms, elements and compounds',
          'The periodic table',
          'Acids and alkalis',
          'Chemical reactions',
        ],
      },
      {
        name: 'Physics',
        topics: [
          'Forces and motion',
          'Energy stores and transfers',
          'Electricity and circuits',
          'Waves: light and sound',
          'Magnetism',
          'Space physics',
        ],
      },
      {
        name: 'Working scientifically',
        topics: ['Planning investigations', 'Variables and fair tests', 'Analysing data'],
      },
    ],
  },
  {
    name: 'GCSE Maths',
    keyStage: 'GCSE',
    area: 'maths',
    units: [
      {
        name: 'Number',
        topics: [
          'Prime factorisation',
          'Indices and surds',
          'Standard form calculations',
          'Recurring decimals to fractions',
          'Upper and lower bounds',
        ],
      },
      {
        name: 'Algebra',
        topics: [
          'Rearranging formulae',
          'Solving quadratic equations by factorising',
          'The quadratic formula',
          'Completing the square',
          'Simultaneous equations',
          'Linear and quadratic inequalities',
          'Functions and inverse functions',
          'Algebraic proof',
        ],
      },
      {
        name: 'Ratio & proportion',
        topics: [
          'Ratio problems',
          'Direct and inverse proportion',
          'Compound interest and depreciation',
          'Rates of change and gradients',
        ],
      },
      {
        name: 'Geometry & measures',
        topics: [
          'Trigonometry (SOHCAHTOA)',
          'Sine and cosine rules',
          'Circle theorems',
          'Vectors',
          'Similarity and congruence',
          'Volume of spheres and cones',
        ],
      },
      {
        name: 'Probability',
        topics: [
          'Relative frequency',
          'Tree diagrams',
          'Conditional probability',
          'Venn diagrams and set notation',
        ],
      },
      { name: 'Statistics', topics: ['Sampling methods', 'Cumulative frequency', 'Box plots', 'Histograms'] },
    ],
  },
  {
    name: 'GCSE English Language',
    keyStage: 'GCSE',
    area: 'english',
    units: [
      {
        name: 'Paper 1: Creative reading and writing',
        topics: [
          'Language analysis',
          'Structure analysis',
          'Evaluating a statement',
          'Descriptive writing',
          'Narrative writing',
        ],
      },
      {
        name: "Paper 2: Writers' viewpoints and perspectives",
        topics: [
          'Synthesising two sources',
          "Comparing writers' perspectives",
          'Writing to present a viewpoint',
        ],
      },
      { name: 'Spoken language', topics: ['Presentation skills'] },
    ],
  },
  {
    name: 'GCSE Combined Science',
    keyStage: 'GCSE',
    area: 'science',
    units: [
      {
        name: 'Biology',
        topics: [
          'Cell biology',
          'Organisation',
          'Infection and response',
          'Bioenergetics',
          'Homeostasis',
          'Ecology',
        ],
      },
      {
        name: 'Chemistry',
        topics: [
          'Atomic structure and the periodic table',
          'Bonding and structure',
          'Quantitative chemistry',
          'Chemical changes',
          'Rates of reaction',
          'Organic chemistry',
        ],
      },
      {
        name: 'Physics',
        topics: [
          'Energy',
          'Electricity',
          'Particle model of matter',
          'Atomic structure and radiation',
          'Forces',
          'Waves',
        ],
      },
    ],
  },
];

/** Year 3–6 is Key Stage 2, Year 7–9 Key Stage 3, Year 10–11 the GCSE years. */
export function keyStageOfYear(year: number): KeyStage {
  if (year <= 6) return 'KS2';
  return year <= 9 ? 'KS3' : 'GCSE';
}

export function subjectsOfKeyStage(keyStage: KeyStage): CatalogueSubject[] {
  return catalogue.filter((subject) => subject.keyStage === keyStage);
}

export function topicCount(subject: CatalogueSubject): number {
  return subject.units.reduce((sum, unit) => sum + unit.topics.length, 0);
}

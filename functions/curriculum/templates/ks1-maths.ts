import type { CurriculumTemplate } from './curriculum-template';

export const ks1Maths: CurriculumTemplate = {
  id: 'ks1-maths',
  name: 'KS1 Maths',
  keyStage: 'KS1',
  subjectName: 'KS1 Maths',
  source: 'DfE National Curriculum in England: mathematics programmes of study, key stages 1 and 2 (2013)',
  units: [
    {
      name: 'Number and place value',
      topics: [
        'Counting to and across 100, forwards and backwards',
        'Counting in steps of 2, 3, 5 and 10',
        'Reading and writing numbers to 100 in numerals and words',
        'Tens and ones in a two-digit number',
        'Comparing and ordering numbers with <, > and =',
        'One more and one less, ten more and ten less',
        'Number lines and other representations',
      ],
    },
    {
      name: 'Addition and subtraction',
      topics: [
        'Number bonds to 10 and 20',
        'Related facts to 100',
        'Adding and subtracting one- and two-digit numbers',
        'Adding three one-digit numbers',
        'Addition is commutative, subtraction is not',
        'Missing number problems',
        'Checking with the inverse operation',
      ],
    },
    {
      name: 'Multiplication and division',
      topics: [
        'Doubling and halving',
        'Arrays and repeated addition',
        'The 2, 5 and 10 multiplication tables',
        'Sharing and grouping',
        'Odd and even numbers',
        'Multiplication and division word problems',
      ],
    },
    {
      name: 'Fractions',
      topics: [
        'Halves and quarters of shapes and objects',
        'Finding 1/3, 1/4, 2/4 and 3/4 of a length or quantity',
        'Equivalence of 2/4 and 1/2',
        'Counting in halves and quarters',
      ],
    },
    {
      name: 'Measurement',
      topics: [
        'Length and height in centimetres and metres',
        'Mass in kilograms and grams',
        'Capacity and volume in litres and millilitres',
        'Temperature in degrees Celsius',
        'Coins and notes: making amounts and giving change',
        'Telling the time to five minutes',
        'Days, weeks, months and years',
      ],
    },
    {
      name: 'Geometry: shape',
      topics: [
        'Recognising common 2-D shapes',
        'Sides and lines of symmetry of 2-D shapes',
        'Recognising common 3-D shapes',
        'Edges, vertices and faces of 3-D shapes',
        'Sorting and comparing shapes',
      ],
    },
    {
      name: 'Geometry: position and direction',
      topics: [
        'Describing position and movement',
        'Whole, half, quarter and three-quarter turns',
        'Clockwise and anticlockwise',
        'Patterns and sequences of objects',
      ],
    },
    {
      name: 'Statistics',
      topics: [
        'Tally charts and tables',
        'Pictograms and block diagrams',
        'Asking and answering questions about data',
        'Totalling and comparing categories',
      ],
    },
  ],
};

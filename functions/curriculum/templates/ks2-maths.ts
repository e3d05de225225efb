import type { CurriculumTemplate } from './curriculum-template';

export const ks2Maths: CurriculumTemplate = {
  id: 'ks2-maths',
  name: 'KS2 Maths',
  keyStage: 'KS2',
  subjectName: 'KS2 Maths',
  source: 'DfE National Curriculum in England: mathematics programmes of study, key stages 1 and 2 (2013)',
  units: [
    {
      name: 'Number and place value',
      topics: [
        'Place value in numbers up to 10 000 000',
        'Rounding to the nearest 10, 100, 1000 and beyond',
        'Negative numbers in context',
        'Roman numerals',
        'Counting in multiples of 6, 7, 9, 25 and 1000',
      ],
    },
    {
      name: 'Addition and subtraction',
      topics: [
        'Column addition with up to four digits and beyond',
        'Column subtraction with exchanging',
        'Mental strategies',
        'Estimating and checking answers',
        'Multi-step problems',
      ],
    },
    {
      name: 'Multiplication and division',
      topics: [
        'Multiplication tables to 12 × 12',
        'Factors, multiples and primes',
        'Square and cube numbers',
        'Short and long multiplication',
        'Short and long division',
        'Order of operations',
      ],
    },
    {
      name: 'Fractions',
      topics: [
        'Equivalent fractions and simplifying',
        'Comparing and ordering fractions',
        'Adding and subtracting fractions',
        'Mixed numbers and improper fractions',
        'Multiplying and dividing fractions',
        'Fractions of amounts',
      ],
    },
    {
      name: 'Decimals and percentages',
      topics: [
        'Tenths, hundredths and thousandths',
        'Rounding decimals',
        'Multiplying and dividing by 10, 100 and 1000',
        'Percentages as parts of 100',
        'Equivalent fractions, decimals and percentages',
      ],
    },
    {
      name: 'Ratio and algebra',
      topics: [
        'Relative sizes and scale factors',
        'Unequal sharing and grouping',
        'Simple formulae',
        'Linear number sequences',
        'Missing numbers and two unknowns',
      ],
    },
    {
      name: 'Measurement',
      topics: [
        'Converting between units of measure',
        'Perimeter of rectilinear shapes',
        'Area of rectangles, triangles and parallelograms',
        'Volume of cuboids',
        'Money problems',
        'Time: 12- and 24-hour clocks',
      ],
    },
    {
      name: 'Geometry',
      topics: [
        'Acute, obtuse and reflex angles',
        'Angles on a line, around a point and in triangles',
        'Properties of quadrilaterals',
        'Parts of a circle',
        'Nets of 3-D shapes',
        'Coordinates in four quadrants',
        'Translation and reflection',
      ],
    },
    {
      name: 'Statistics',
      topics: [
        'Bar charts and time graphs',
        'Tables and timetables',
        'Line graphs',
        'Pie charts',
        'The mean as an average',
      ],
    },
  ],
};

import type { CurriculumTemplate } from './curriculum-template';

export const gcseMathsFoundation: CurriculumTemplate = {
  id: 'gcse-maths-foundation',
  name: 'GCSE Maths (Foundation)',
  keyStage: 'GCSE',
  subjectName: 'GCSE Maths (Foundation)',
  source:
    'AQA GCSE Mathematics 8300 specification (Foundation tier); DfE GCSE mathematics subject content (2013)',
  units: [
    {
      name: 'Number',
      topics: [
        'Place value and ordering',
        'The four operations with integers and decimals',
        'Factors, multiples and primes',
        'Powers, roots and standard form',
        'Fractions',
        'Rounding, estimation and error intervals',
      ],
    },
    {
      name: 'Algebra: expressions and equations',
      topics: [
        'Algebraic notation and simplifying',
        'Expanding and factorising',
        'Substitution and formulae',
        'Solving linear equations',
        'Linear inequalities',
        'Simultaneous linear equations',
      ],
    },
    {
      name: 'Algebra: sequences and graphs',
      topics: [
        'Term-to-term and position-to-term rules',
        'Straight-line graphs y = mx + c',
        'Quadratic graphs and roots',
        'Real-life graphs',
        'Cubic and reciprocal graphs',
      ],
    },
    {
      name: 'Ratio, proportion and rates of change',
      topics: [
        'Ratio and sharing',
        'Direct and inverse proportion',
        'Percentages and percentage change',
        'Simple and compound interest',
        'Compound measures',
        'Scale factors and maps',
      ],
    },
    {
      name: 'Geometry: angles and shapes',
      topics: [
        'Angle rules and parallel lines',
        'Polygons and interior angles',
        'Congruence and similarity',
        'Transformations',
        'Constructions, loci and bearings',
      ],
    },
    {
      name: 'Geometry: measures',
      topics: [
        'Perimeter and area',
        'Circles and arcs',
        'Volume and surface area',
        "Pythagoras' theorem",
        'Right-angled trigonometry',
        'Vectors',
      ],
    },
    {
      name: 'Probability',
      topics: [
        'Probability of single events',
        'Sample spaces and two-way tables',
        'Tree diagrams',
        'Venn diagrams',
        'Expected and relative frequency',
      ],
    },
    {
      name: 'Statistics',
      topics: [
        'Averages and range',
        'Charts and diagrams',
        'Scatter graphs and correlation',
        'Sampling and data',
      ],
    },
  ],
};

import type { CurriculumTemplate } from './curriculum-template';

export const ks3Maths: CurriculumTemplate = {
  id: 'ks3-maths',
  name: 'KS3 Maths',
  keyStage: 'KS3',
  subjectName: 'KS3 Maths',
  source: 'DfE National Curriculum in England: mathematics programmes of study, key stage 3 (2013)',
  units: [
    {
      name: 'Number',
      topics: [
        'Order of operations and brackets',
        'Prime factorisation, HCF and LCM',
        'Negative numbers',
        'Powers and roots',
        'Standard form',
        'Rounding, significant figures and estimation',
      ],
    },
    {
      name: 'Fractions, decimals and percentages',
      topics: [
        'Operations with fractions and mixed numbers',
        'Converting fractions, decimals and percentages',
        'Percentage increase and decrease',
        'Reverse percentages',
        'Simple interest',
      ],
    },
    {
      name: 'Algebraic expressions',
      topics: [
        'Algebraic notation',
        'Simplifying and collecting like terms',
        'Expanding brackets',
        'Factorising',
        'Substituting into formulae',
        'Rearranging formulae',
      ],
    },
    {
      name: 'Equations, sequences and graphs',
      topics: [
        'Solving linear equations',
        'Linear sequences and the nth term',
        'Coordinates and straight-line graphs',
        'Gradient and intercept',
        'Real-life graphs',
        'Simple quadratic graphs',
      ],
    },
    {
      name: 'Ratio, proportion and rates of change',
      topics: [
        'Ratio notation and simplifying',
        'Dividing in a ratio',
        'Direct and inverse proportion',
        'Speed, density and pressure',
        'Scale drawings and maps',
      ],
    },
    {
      name: 'Geometry and measures',
      topics: [
        'Angle facts and parallel lines',
        'Properties of polygons',
        'Area of triangles, parallelograms and trapezia',
        'Circumference and area of circles',
        'Volume and surface area of prisms',
        "Pythagoras' theorem",
        'Constructions and loci',
        'Transformations',
      ],
    },
    {
      name: 'Probability',
      topics: [
        'The probability scale',
        'Listing outcomes and sample spaces',
        'Relative frequency',
        'Venn diagrams',
      ],
    },
    {
      name: 'Statistics',
      topics: [
        'Mean, median, mode and range',
        'Frequency tables',
        'Bar charts, pie charts and line graphs',
        'Scatter graphs and correlation',
      ],
    },
  ],
};

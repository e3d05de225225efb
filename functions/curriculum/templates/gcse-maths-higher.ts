import type { CurriculumTemplate } from './curriculum-template';

export const gcseMathsHigher: CurriculumTemplate = {
  id: 'gcse-maths-higher',
  name: 'GCSE Maths (Higher)',
  keyStage: 'GCSE',
  subjectName: 'GCSE Maths (Higher)',
  source:
    'AQA GCSE Mathematics 8300 specification (Higher tier); DfE GCSE mathematics subject content (2013)',
  units: [
    {
      name: 'Number',
      topics: [
        'Product of prime factors, HCF and LCM',
        'Laws of indices, including fractional and negative',
        'Standard form calculations',
        'Surds and rationalising denominators',
        'Recurring decimals to fractions',
        'Upper and lower bounds',
      ],
    },
    {
      name: 'Algebraic manipulation',
      topics: [
        'Expanding products of binomials',
        'Factorising quadratics',
        'Algebraic fractions',
        'Rearranging formulae',
        'Algebraic proof',
        'Functions, composite and inverse functions',
      ],
    },
    {
      name: 'Equations and inequalities',
      topics: [
        'Quadratic equations by factorising and formula',
        'Completing the square',
        'Simultaneous equations, one linear one quadratic',
        'Quadratic inequalities',
        'Iteration',
      ],
    },
    {
      name: 'Sequences and graphs',
      topics: [
        'Arithmetic, geometric and quadratic sequences',
        'Equations of straight lines and perpendicular lines',
        'Quadratic, cubic, reciprocal and exponential graphs',
        'Equation of a circle and tangents',
        'Transformations of graphs',
        'Gradients and areas under graphs',
      ],
    },
    {
      name: 'Ratio, proportion and rates of change',
      topics: [
        'Ratio problems',
        'Direct and inverse proportion equations',
        'Compound interest, growth and decay',
        'Compound measures',
        'Similar shapes: length, area and volume',
      ],
    },
    {
      name: 'Geometry and trigonometry',
      topics: [
        'Circle theorems',
        'Congruent triangle proofs',
        'Sine and cosine rules',
        'Area of a triangle using ½ab sin C',
        '3-D Pythagoras and trigonometry',
        'Trigonometric graphs',
        'Vectors and geometric proof',
      ],
    },
    {
      name: 'Mensuration',
      topics: [
        'Arcs and sectors',
        'Volume and surface area of cones, spheres and pyramids',
        'Frustums and composite solids',
        'Enlargement with fractional and negative scale factors',
      ],
    },
    {
      name: 'Probability',
      topics: [
        'Tree diagrams with dependent events',
        'Conditional probability',
        'Venn diagrams and set notation',
        'The product rule for counting',
      ],
    },
    {
      name: 'Statistics',
      topics: [
        'Cumulative frequency and box plots',
        'Histograms with unequal class widths',
        'Comparing distributions',
        'Sampling and capture-recapture',
      ],
    },
  ],
};

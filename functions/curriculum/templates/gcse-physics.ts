import type { CurriculumTemplate } from './curriculum-template';

export const gcsePhysics: CurriculumTemplate = {
  id: 'gcse-physics',
  name: 'GCSE Physics',
  keyStage: 'GCSE',
  subjectName: 'GCSE Physics',
  source: 'AQA GCSE Physics 8463 specification; DfE GCSE physics subject content (2015)',
  units: [
    {
      name: 'Energy',
      topics: [
        'Energy stores and systems',
        'Kinetic, gravitational and elastic energy',
        'Specific heat capacity',
        'Power and efficiency',
        'National and global energy resources',
      ],
    },
    {
      name: 'Electricity',
      topics: [
        'Circuit symbols, current and charge',
        'Resistance and I–V characteristics',
        'Series and parallel circuits',
        'Mains electricity and the National Grid',
        'Power and energy transfers',
        'Static electricity',
      ],
    },
    {
      name: 'Particle model of matter',
      topics: [
        'Density',
        'Changes of state and internal energy',
        'Specific latent heat',
        'Gas pressure and temperature',
      ],
    },
    {
      name: 'Atomic structure',
      topics: [
        'The structure of the atom and isotopes',
        'Alpha, beta and gamma radiation',
        'Nuclear equations and half-life',
        'Contamination and irradiation',
        'Nuclear fission and fusion',
      ],
    },
    {
      name: 'Forces',
      topics: [
        'Scalars, vectors and resultant forces',
        'Work done and elasticity',
        'Moments, levers and gears',
        'Pressure in fluids',
        'Motion graphs and acceleration',
        "Newton's laws",
        'Stopping distances',
        'Momentum',
      ],
    },
    {
      name: 'Waves',
      topics: [
        'Transverse and longitudinal waves',
        'Wave speed, frequency and wavelength',
        'Reflection and refraction',
        'Sound and ultrasound',
        'The electromagnetic spectrum',
        'Lenses and visible light',
        'Black body radiation',
      ],
    },
    {
      name: 'Magnetism and electromagnetism',
      topics: [
        'Permanent and induced magnets',
        'Magnetic fields of currents',
        'The motor effect',
        'Generators and the dynamo',
        'Transformers',
      ],
    },
    {
      name: 'Space physics',
      topics: [
        'The solar system',
        'The life cycle of a star',
        'Orbital motion',
        'Red-shift and the Big Bang',
      ],
    },
  ],
};

import type { CurriculumTemplate } from './curriculum-template';

export const gcseCombinedScience: CurriculumTemplate = {
  id: 'gcse-combined-science',
  name: 'GCSE Combined Science (Trilogy)',
  keyStage: 'GCSE',
  subjectName: 'GCSE Combined Science',
  source:
    'AQA GCSE Combined Science: Trilogy 8464 specification; DfE GCSE combined science subject content (2015)',
  units: [
    {
      name: 'Biology: cells and organisation',
      topics: [
        'Cell structure and microscopy',
        'Cell division and stem cells',
        'Transport in cells',
        'Digestive system and enzymes',
        'The heart, blood and lungs',
        'Plant tissues and transpiration',
      ],
    },
    {
      name: 'Biology: infection, response and bioenergetics',
      topics: [
        'Pathogens and communicable disease',
        'The immune system and vaccination',
        'Photosynthesis and its limiting factors',
        'Respiration and metabolism',
        'The nervous system and homeostasis',
        'Hormones and blood glucose',
      ],
    },
    {
      name: 'Biology: inheritance and ecology',
      topics: [
        'Sexual and asexual reproduction',
        'DNA and genetic inheritance',
        'Variation and evolution',
        'Ecosystems and adaptations',
        'Biodiversity and human impact',
      ],
    },
    {
      name: 'Chemistry: atoms, bonding and quantities',
      topics: [
        'Atomic structure and the periodic table',
        'Ionic, covalent and metallic bonding',
        'Relative formula mass and moles',
        'Conservation of mass and balanced equations',
      ],
    },
    {
      name: 'Chemistry: reactions and energy',
      topics: [
        'Reactivity of metals and extraction',
        'Acids, bases and salts',
        'Electrolysis',
        'Exothermic and endothermic reactions',
        'Rates of reaction',
        'Reversible reactions and equilibrium',
      ],
    },
    {
      name: 'Chemistry: organic, analysis and the atmosphere',
      topics: [
        'Crude oil, alkanes and cracking',
        'Purity, formulations and chromatography',
        'Tests for gases',
        'The atmosphere and climate change',
        'Using resources and potable water',
      ],
    },
    {
      name: 'Physics: energy and electricity',
      topics: [
        'Energy stores and efficiency',
        'Energy resources',
        'Circuits, current and resistance',
        'Domestic electricity and power',
        'Particle model, density and specific heat capacity',
      ],
    },
    {
      name: 'Physics: atoms, forces and waves',
      topics: [
        'Atomic structure and radioactive decay',
        'Forces, motion and Newton’s laws',
        'Momentum',
        'Transverse and longitudinal waves',
        'The electromagnetic spectrum',
        'Magnetism and electromagnetism',
      ],
    },
    {
      name: 'Required practicals',
      topics: [
        'Biology practicals',
        'Chemistry practicals',
        'Physics practicals',
        'Working scientifically and data analysis',
      ],
    },
  ],
};

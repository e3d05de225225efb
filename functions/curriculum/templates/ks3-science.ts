import type { CurriculumTemplate } from './curriculum-template';

export const ks3Science: CurriculumTemplate = {
  id: 'ks3-science',
  name: 'KS3 Science',
  keyStage: 'KS3',
  subjectName: 'KS3 Science',
  source: 'DfE National Curriculum in England: science programmes of study, key stage 3 (2013)',
  units: [
    {
      name: 'Cells and organisation',
      topics: [
        'Animal and plant cells',
        'Using a light microscope',
        'Unicellular organisms',
        'Diffusion',
        'Cells, tissues, organs and systems',
      ],
    },
    {
      name: 'Body systems and health',
      topics: [
        'Skeletal and muscular systems',
        'Nutrition and digestion',
        'Gas exchange and breathing',
        'Reproduction in humans and plants',
        'Effects of drugs, alcohol and smoking',
      ],
    },
    {
      name: 'Ecosystems, genetics and evolution',
      topics: [
        'Photosynthesis',
        'Aerobic and anaerobic respiration',
        'Food webs and interdependence',
        'DNA, genes and chromosomes',
        'Variation and natural selection',
      ],
    },
    {
      name: 'Particles and materials',
      topics: [
        'The particle model of solids, liquids and gases',
        'Atoms, elements and compounds',
        'Pure substances and mixtures',
        'Separation techniques',
        'The periodic table',
      ],
    },
    {
      name: 'Chemical reactions',
      topics: [
        'Word and symbol equations',
        'Conservation of mass',
        'Combustion, oxidation and thermal decomposition',
        'Acids, alkalis and the pH scale',
        'Neutralisation',
        'The reactivity series',
      ],
    },
    {
      name: 'Earth and atmosphere',
      topics: [
        'The rock cycle',
        'Composition of the atmosphere',
        'The carbon cycle and climate',
        'Earth as a source of limited resources',
      ],
    },
    {
      name: 'Energy',
      topics: [
        'Energy stores and transfers',
        'Fuels and energy resources',
        'Energy costs in the home',
        'Heating and thermal equilibrium',
        'Work done and power',
      ],
    },
    {
      name: 'Forces and motion',
      topics: [
        'Speed and distance-time graphs',
        'Balanced and unbalanced forces',
        "Hooke's law",
        'Pressure in fluids',
        'Moments',
      ],
    },
    {
      name: 'Waves, electricity and magnetism',
      topics: [
        'Sound waves',
        'Light waves, reflection and refraction',
        'Current, potential difference and resistance',
        'Series and parallel circuits',
        'Magnets and electromagnets',
      ],
    },
    {
      name: 'Space physics',
      topics: [
        'Gravity, mass and weight',
        'The solar system and the Milky Way',
        'Seasons and the tilt of the Earth',
        'The light year',
      ],
    },
  ],
};

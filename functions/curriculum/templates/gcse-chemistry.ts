import type { CurriculumTemplate } from './curriculum-template';

export const gcseChemistry: CurriculumTemplate = {
  id: 'gcse-chemistry',
  name: 'GCSE Chemistry',
  keyStage: 'GCSE',
  subjectName: 'GCSE Chemistry',
  source: 'AQA GCSE Chemistry 8462 specification; DfE GCSE chemistry subject content (2015)',
  units: [
    {
      name: 'Atomic structure and the periodic table',
      topics: [
        'Atoms, elements, compounds and mixtures',
        'Development of the atomic model',
        'Electronic structure and isotopes',
        'The periodic table and its groups',
        'Transition metals',
      ],
    },
    {
      name: 'Bonding, structure and properties of matter',
      topics: [
        'Ionic bonding and ionic compounds',
        'Covalent bonding and simple molecules',
        'Giant covalent structures, graphene and fullerenes',
        'Metallic bonding and alloys',
        'States of matter',
        'Nanoparticles',
      ],
    },
    {
      name: 'Quantitative chemistry',
      topics: [
        'Conservation of mass and relative formula mass',
        'Moles and reacting masses',
        'Limiting reactants',
        'Concentration of solutions',
        'Yield and atom economy',
        'Titration calculations and gas volumes',
      ],
    },
    {
      name: 'Chemical changes',
      topics: [
        'Reactivity series and displacement',
        'Oxidation and reduction',
        'Acids, alkalis and making salts',
        'Strong and weak acids',
        'Electrolysis of molten and aqueous compounds',
      ],
    },
    {
      name: 'Energy changes',
      topics: [
        'Exothermic and endothermic reactions',
        'Reaction profiles and activation energy',
        'Bond energies',
        'Cells, batteries and fuel cells',
      ],
    },
    {
      name: 'Rates and equilibrium',
      topics: [
        'Measuring rates of reaction',
        'Factors affecting rate and collision theory',
        'Catalysts',
        'Reversible reactions',
        "Le Chatelier's principle",
      ],
    },
    {
      name: 'Organic chemistry',
      topics: [
        'Crude oil, alkanes and fractional distillation',
        'Cracking and alkenes',
        'Alcohols and carboxylic acids',
        'Addition and condensation polymers',
        'Amino acids and DNA',
      ],
    },
    {
      name: 'Chemical analysis',
      topics: [
        'Pure substances and formulations',
        'Chromatography',
        'Tests for gases',
        'Flame tests and tests for ions',
        'Instrumental methods',
      ],
    },
    {
      name: 'The atmosphere and using resources',
      topics: [
        "Evolution of the Earth's atmosphere",
        'Greenhouse gases and climate change',
        'Atmospheric pollutants',
        'Potable water and waste water',
        'Life cycle assessment and recycling',
        'The Haber process and NPK fertilisers',
      ],
    },
  ],
};

import type { CurriculumTemplate } from './curriculum-template';

export const ks2Science: CurriculumTemplate = {
  id: 'ks2-science',
  name: 'KS2 Science',
  keyStage: 'KS2',
  subjectName: 'KS2 Science',
  source: 'DfE National Curriculum in England: science programmes of study, key stages 1 and 2 (2013)',
  units: [
    {
      name: 'Living things and their habitats',
      topics: [
        'Grouping and classifying living things',
        'Using classification keys',
        'Life cycles of mammals, amphibians, insects and birds',
        'Reproduction in plants and animals',
        'Environments change and affect living things',
      ],
    },
    {
      name: 'Animals, including humans',
      topics: [
        'Nutrition and a balanced diet',
        'Skeletons and muscles',
        'The digestive system',
        'Teeth and their functions',
        'The heart, blood vessels and blood',
        'Food chains: producers, predators and prey',
        'Changes as humans develop to old age',
      ],
    },
    {
      name: 'Plants',
      topics: [
        'Functions of roots, stem, leaves and flowers',
        'What plants need for life and growth',
        'Transport of water within plants',
        'Pollination, seed formation and dispersal',
      ],
    },
    {
      name: 'Materials and their properties',
      topics: [
        'Solids, liquids and gases',
        'Changes of state and their temperatures',
        'The water cycle',
        'Dissolving, mixtures and separating',
        'Reversible and irreversible changes',
        'Rocks, fossils and soils',
      ],
    },
    {
      name: 'Light and sound',
      topics: [
        'Light travels in straight lines',
        'Reflection and how we see',
        'Shadows',
        'Sound as vibration',
        'Pitch and volume',
      ],
    },
    {
      name: 'Forces and magnets',
      topics: [
        'Contact and non-contact forces',
        'Magnetic poles, attraction and repulsion',
        'Gravity',
        'Air resistance, water resistance and friction',
        'Levers, pulleys and gears',
      ],
    },
    {
      name: 'Electricity',
      topics: [
        'Common appliances that run on electricity',
        'Building simple series circuits',
        'Switches, conductors and insulators',
        'Voltage and the brightness of a bulb',
        'Circuit diagram symbols',
      ],
    },
    {
      name: 'Earth and space',
      topics: [
        'The Sun, Earth and Moon as spherical bodies',
        'The planets of the solar system',
        "Day and night from the Earth's rotation",
        'Phases of the Moon',
      ],
    },
    {
      name: 'Evolution and inheritance',
      topics: [
        'Fossils as evidence of past life',
        'Offspring vary from their parents',
        'Adaptation to environments',
        'Evolution by natural selection',
      ],
    },
  ],
};

import type { CurriculumTemplate } from './curriculum-template';

export const ks1Science: CurriculumTemplate = {
  id: 'ks1-science',
  name: 'KS1 Science',
  keyStage: 'KS1',
  subjectName: 'KS1 Science',
  source: 'DfE National Curriculum in England: science programmes of study, key stages 1 and 2 (2013)',
  units: [
    {
      name: 'Plants',
      topics: [
        'Naming common wild and garden plants and trees',
        'Deciduous and evergreen trees',
        'The parts of a flowering plant',
        'Seeds and bulbs growing into plants',
        'What plants need to grow and stay healthy',
      ],
    },
    {
      name: 'Animals, including humans',
      topics: [
        'Fish, amphibians, reptiles, birds and mammals',
        'Carnivores, herbivores and omnivores',
        'Parts of the human body and the senses',
        'Animals have offspring that grow into adults',
        'Basic needs of animals: water, food and air',
        'Exercise, healthy eating and hygiene',
      ],
    },
    {
      name: 'Everyday materials',
      topics: [
        'An object and the material it is made from',
        'Wood, plastic, glass, metal, water and rock',
        'Simple physical properties of materials',
        'Grouping materials by their properties',
      ],
    },
    {
      name: 'Uses of everyday materials',
      topics: [
        'Choosing materials for particular uses',
        'Squashing, bending, twisting and stretching solid objects',
        'Comparing suitability of materials',
      ],
    },
    {
      name: 'Seasonal changes',
      topics: [
        'Changes across the four seasons',
        'Weather in each season',
        'How day length varies through the year',
      ],
    },
    {
      name: 'Living things and their habitats',
      topics: [
        'Living, dead and never alive',
        'Habitats suited to the animals and plants in them',
        'Microhabitats',
        'Simple food chains',
      ],
    },
    {
      name: 'Working scientifically',
      topics: [
        'Asking simple questions',
        'Observing closely with simple equipment',
        'Performing simple tests',
        'Identifying and classifying',
        'Gathering and recording data to answer questions',
      ],
    },
  ],
};

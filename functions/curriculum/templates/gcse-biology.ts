import type { CurriculumTemplate } from './curriculum-template';

export const gcseBiology: CurriculumTemplate = {
  id: 'gcse-biology',
  name: 'GCSE Biology',
  keyStage: 'GCSE',
  subjectName: 'GCSE Biology',
  source: 'AQA GCSE Biology 8461 specification; DfE GCSE biology subject content (2015)',
  units: [
    {
      name: 'Cell biology',
      topics: [
        'Eukaryotic and prokaryotic cells',
        'Microscopy and magnification',
        'Culturing microorganisms',
        'Mitosis and the cell cycle',
        'Stem cells',
        'Diffusion, osmosis and active transport',
      ],
    },
    {
      name: 'Organisation',
      topics: [
        'Digestive system and enzymes',
        'Heart and blood vessels',
        'Blood and coronary heart disease',
        'Non-communicable diseases',
        'Plant tissues, transpiration and translocation',
      ],
    },
    {
      name: 'Infection and response',
      topics: [
        'Viral, bacterial, fungal and protist diseases',
        'Human defence and the immune system',
        'Vaccination, antibiotics and painkillers',
        'Discovery and development of drugs',
        'Monoclonal antibodies',
        'Plant disease and defences',
      ],
    },
    {
      name: 'Bioenergetics',
      topics: [
        'Photosynthesis',
        'Rate of photosynthesis and limiting factors',
        'Aerobic and anaerobic respiration',
        'Response to exercise',
        'Metabolism',
      ],
    },
    {
      name: 'Homeostasis and response',
      topics: [
        'The nervous system and reflexes',
        'The brain and the eye',
        'Body temperature control',
        'Hormones, blood glucose and diabetes',
        'Kidneys and water balance',
        'Reproductive hormones and contraception',
        'Plant hormones',
      ],
    },
    {
      name: 'Inheritance, variation and evolution',
      topics: [
        'Meiosis and sexual reproduction',
        'DNA structure and protein synthesis',
        'Genetic inheritance and disorders',
        'Variation and natural selection',
        'Selective breeding and genetic engineering',
        'Fossils, extinction and classification',
      ],
    },
    {
      name: 'Ecology',
      topics: [
        'Communities and interdependence',
        'Abiotic and biotic factors',
        'Adaptations',
        'Cycling of materials',
        'Biodiversity and human impact',
        'Food production and security',
      ],
    },
    {
      name: 'Required practicals',
      topics: [
        'Microscopy and osmosis practicals',
        'Enzyme and food test practicals',
        'Photosynthesis and reaction time practicals',
        'Field investigation and decay practicals',
      ],
    },
  ],
};

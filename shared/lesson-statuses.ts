/** The form offers all four. */
export const lessonStatuses = ['pending', 'confirmed', 'completed', 'canceled'] as const;
export type LessonStatus = (typeof lessonStatuses)[number];

export const lessonStatusLabels: Record<LessonStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  canceled: 'Canceled',
};

/**
 * The calendar's event border colour by status (pending yellow, confirmed blue, completed green, canceled
 * red).
 */
export const lessonStatusBorderColors: Record<LessonStatus, string> = {
  pending: '#ca8a04',
  confirmed: '#2563eb',
  completed: '#16a34a',
  canceled: '#dc2626',
};

/** Recurring events carry a purple right border. */
export const recurringBorderColor = '#7c3aed';

import type { z } from 'zod';
import type { activityStatusSchema } from './schemas/people-schemas';

export type ActivityStatus = z.infer<typeof activityStatusSchema>;

/** The recent-activity list's status colours (text-safe on white, WCAG AA). */
export const activityStatusColors: Record<ActivityStatus, string> = {
  info: '#1d4ed8',
  success: '#15803d',
  warning: '#b45309',
  danger: '#b91c1c',
};

import { CalendarPlus } from 'lucide-react';
import type { RowAction } from './row-actions';

/**
 * A student's make-up credits, each with its Book make-up (docs/lesson-policy.md#make-up-credits).
 * Its own file: row-actions.tsx is on every people page, this icon only on Student Management's.
 */
export const makeUpCreditsAction = (onClick: () => void): RowAction => ({
  label: 'Make-ups',
  icon: CalendarPlus,
  onClick,
});

import {
  Activity,
  BookOpen,
  CalendarDays,
  CalendarPlus,
  CircleCheck,
  Clock,
  FileText,
  GraduationCap,
  Repeat,
  TrendingUp,
  UserPlus,
  UserRound,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';

/**
 * The recent-activity icons the API names (lucide names). A fixed map rather
 * than all of lucide, which would put every icon in the bundle; an unknown
 * name gets the generic one.
 */
const activityIcons: Record<string, LucideIcon> = {
  'user-plus': UserPlus,
  users: UsersRound,
  user: UserRound,
  'trending-up': TrendingUp,
  'book-open': BookOpen,
  'graduation-cap': GraduationCap,
  calendar: CalendarDays,
  'calendar-days': CalendarDays,
  'calendar-plus': CalendarPlus,
  repeat: Repeat,
  'file-text': FileText,
  'check-circle': CircleCheck,
  'circle-check': CircleCheck,
  clock: Clock,
};

export function activityIcon(name: string): LucideIcon {
  return activityIcons[name] ?? Activity;
}

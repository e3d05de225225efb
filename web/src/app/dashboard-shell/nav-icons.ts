import {
  Activity,
  BookOpen,
  CalendarDays,
  Clock,
  FileText,
  GraduationCap,
  LayoutDashboard,
  ReceiptText,
  ScrollText,
  Settings,
  TrendingUp,
  UserCog,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { NavIcon } from '../../screens';

/** The pictures screens.ts names for its sidebar items, kept out of the first bundle. */
export const navIcons: Record<NavIcon, LucideIcon> = {
  'layout-dashboard': LayoutDashboard,
  'trending-up': TrendingUp,
  'calendar-days': CalendarDays,
  'receipt-text': ReceiptText,
  'file-text': FileText,
  'graduation-cap': GraduationCap,
  'book-open': BookOpen,
  'users-round': UsersRound,
  'user-cog': UserCog,
  clock: Clock,
  'scroll-text': ScrollText,
  activity: Activity,
  settings: Settings,
};

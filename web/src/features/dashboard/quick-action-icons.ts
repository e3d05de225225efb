import {
  BookOpen,
  ChartNoAxesColumn,
  ChartPie,
  ReceiptText,
  UserCog,
  UserPlus,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { QuickActionIcon } from '../../screens';

/** The pictures screens.ts names for its quick actions, kept out of the first bundle. */
export const quickActionIcons: Record<QuickActionIcon, LucideIcon> = {
  'user-plus': UserPlus,
  'book-open': BookOpen,
  'user-cog': UserCog,
  'users-round': UsersRound,
  'chart-pie': ChartPie,
  'receipt-text': ReceiptText,
  'chart-no-axes-column': ChartNoAxesColumn,
};

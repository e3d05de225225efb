import {
  BookOpen,
  CalendarDays,
  GraduationCap,
  FileText,
  LayoutDashboard,
  ReceiptText,
  TrendingUp,
  UserCog,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { roles, type Role } from '../../../../shared/roles';
import { appPaths } from '../../app/app-paths';

export interface SidebarItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Who sees the item (spec §2 'Sidebar items by role'); the route guard enforces the same roles. */
  roles: readonly Role[];
  /** Active only on this exact path, not on the pages below it. */
  end?: boolean;
}

/**
 * The sidebar, in display order. Only pages that exist are listed: a new
 * page adds its entry here with the roles from the spec.
 */
export const sidebarItems: readonly SidebarItem[] = [
  { label: 'Dashboard', to: appPaths.dashboard, icon: LayoutDashboard, roles, end: true },
  { label: 'Student Progress', to: appPaths.studentProgress, icon: TrendingUp, roles },
  { label: 'Lesson Booking', to: appPaths.lessonBooking, icon: CalendarDays, roles },
  { label: 'My Invoices', to: appPaths.familyInvoices, icon: ReceiptText, roles: ['user', 'parent'] },
  {
    label: 'Invoice Management',
    to: appPaths.invoiceManagement,
    icon: FileText,
    roles: ['super_admin', 'admin'],
  },
  {
    label: 'Student Management',
    to: appPaths.studentManagement,
    icon: GraduationCap,
    roles: ['super_admin', 'admin'],
  },
  {
    label: 'Subject Management',
    to: appPaths.subjectManagement,
    icon: BookOpen,
    roles: ['super_admin', 'admin'],
  },
  {
    label: 'Teacher Management',
    to: appPaths.teacherManagement,
    icon: UsersRound,
    roles: ['super_admin', 'admin'],
  },
  { label: 'User Management', to: appPaths.userManagement, icon: UserCog, roles: ['super_admin'] },
];

export function sidebarItemsFor(role: Role): SidebarItem[] {
  return sidebarItems.filter((item) => item.roles.includes(role));
}

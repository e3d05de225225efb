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
import { roles, type Role } from '../../../../shared/roles';
import { appPaths } from '../../app/app-paths';
import { addStudentPath } from '../people/student-management-links';

export interface QuickAction {
  label: string;
  description: string;
  to: string;
  icon: LucideIcon;
  roles: readonly Role[];
}

const staff: readonly Role[] = ['super_admin', 'admin'];

/**
 * The dashboard's shortcuts, in display order. Spec §6: Manage Subjects for
 * super_admin and admin, Manage Users for super_admin; the others go
 * straight to what each role does most.
 */
export const quickActions: readonly QuickAction[] = [
  {
    label: 'Add Student',
    description: 'Enrol a student and link a parent',
    to: addStudentPath,
    icon: UserPlus,
    roles: staff,
  },
  {
    label: 'Manage Subjects',
    description: 'Subjects, units and topics',
    to: appPaths.subjectManagement,
    icon: BookOpen,
    roles: staff,
  },
  {
    label: 'Manage Users',
    description: 'Families, admins and Super Admins',
    to: appPaths.userManagement,
    icon: UserCog,
    roles: ['super_admin'],
  },
  {
    label: 'Manage Teachers',
    description: 'Teachers and the students they teach',
    to: appPaths.teacherManagement,
    icon: UsersRound,
    roles: staff,
  },
  {
    label: 'Invoice Analytics',
    description: 'Revenue, payments and overdue invoices by month',
    to: appPaths.invoiceAnalytics,
    icon: ChartPie,
    roles: staff,
  },
  {
    label: 'My Invoices',
    description: 'Invoices for your children, to view and download',
    to: appPaths.familyInvoices,
    icon: ReceiptText,
    roles: ['user', 'parent'],
  },
  {
    label: 'View Progress',
    description: 'Progress sheets by subject',
    to: appPaths.studentProgress,
    icon: ChartNoAxesColumn,
    roles,
  },
];

export function quickActionsFor(role: Role): QuickAction[] {
  return quickActions.filter((action) => action.roles.includes(role));
}

import { BookOpen, GraduationCap, TrendingUp, UsersRound, type LucideIcon } from 'lucide-react';
import { familyRoles, staffAdminRoles, type Role } from '../../../../shared/roles';
import type { DashboardCounters } from '../../../../shared/schemas/people-schemas';
import { appPaths } from '../../screens';

export interface StatCard {
  id: keyof DashboardCounters;
  label: string;
  /** What the number counts, for this role. */
  hint: string;
  icon: LucideIcon;
  to: string;
}

/**
 * The dashboard counters: Students for super_admin, admin, user and
 * parent; Subjects for super_admin and admin; Users for super_admin only;
 * Progress Updates for super_admin, admin, user and parent. A teacher sees
 * its own students as 'My Students'. The API scopes every number to what
 * the caller may see.
 */
export function statCardsFor(role: Role): StatCard[] {
  const staff = staffAdminRoles.includes(role);
  const family = familyRoles.includes(role);
  const cards: StatCard[] = [];
  if (role === 'teacher') {
    cards.push({
      id: 'students',
      label: 'My Students',
      hint: 'Assigned to you',
      icon: GraduationCap,
      to: appPaths.studentProgress,
    });
  }
  if (staff || family) {
    cards.push({
      id: 'students',
      label: 'Students',
      hint: staff ? 'In the school' : 'On your account',
      icon: GraduationCap,
      to: appPaths.studentProgress,
    });
  }
  if (staff) {
    cards.push({
      id: 'subjects',
      label: 'Subjects',
      hint: 'In the curriculum',
      icon: BookOpen,
      to: appPaths.subjectManagement,
    });
  }
  if (role === 'super_admin') {
    cards.push({
      id: 'users',
      label: 'Users',
      hint: 'Accounts in the school',
      icon: UsersRound,
      to: appPaths.userManagement,
    });
  }
  if (staff || family) {
    cards.push({
      id: 'progressUpdates',
      label: 'Progress Updates',
      hint: staff ? 'Topic statuses recorded' : 'Recorded for your children',
      icon: TrendingUp,
      to: appPaths.studentProgress,
    });
  }
  return cards;
}

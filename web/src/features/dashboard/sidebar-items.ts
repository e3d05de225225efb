import { LayoutDashboard, type LucideIcon } from 'lucide-react';
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
];

export function sidebarItemsFor(role: Role): SidebarItem[] {
  return sidebarItems.filter((item) => item.roles.includes(role));
}

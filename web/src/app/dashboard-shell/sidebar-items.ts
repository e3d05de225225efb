import type { LucideIcon } from 'lucide-react';
import type { Role } from '../../../../shared/roles';
import { screens } from '../../screens';
import { navIcons } from './nav-icons';

export interface SidebarItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Who sees the item: the screen's roles (which the route guard enforces too), or those of them its item names. */
  roles: readonly Role[];
  /** Active only on this exact path, not on the pages below it. */
  end?: boolean;
}

/** The sidebar, in display order: the screens of screens.ts that name a sidebar item. */
export const sidebarItems: readonly SidebarItem[] = screens.flatMap(({ nav, path, roles }) =>
  nav && roles !== 'public'
    ? [{ label: nav.label, to: path, icon: navIcons[nav.icon], roles: nav.roles ?? roles, end: nav.exact }]
    : [],
);

export function sidebarItemsFor(role: Role): SidebarItem[] {
  return sidebarItems.filter((item) => item.roles.includes(role));
}

import type { LucideIcon } from 'lucide-react';
import type { Role } from '../../../../shared/roles';
import { roleMayOpen, screens, type Screen } from '../../screens';
import { quickActionIcons } from './quick-action-icons';

export interface QuickAction {
  label: string;
  description: string;
  to: string;
  icon: LucideIcon;
  /** The screen's own roles: a shortcut never leads where the route guard would refuse. */
  roles: Screen['roles'];
}

/** The dashboard's shortcuts, in display order: the screens of screens.ts that name one. */
export const quickActions: readonly QuickAction[] = screens
  .flatMap((screen) => (screen.quickAction ? [{ screen, action: screen.quickAction }] : []))
  .sort((a, b) => a.action.rank - b.action.rank)
  .map(({ screen, action }) => ({
    label: action.label,
    description: action.description,
    to: `${screen.path}${action.search ?? ''}`,
    icon: quickActionIcons[action.icon],
    roles: screen.roles,
  }));

export function quickActionsFor(role: Role): QuickAction[] {
  return quickActions.filter((action) => roleMayOpen(action, role));
}

import { LogOut } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import { roleLabels } from '../../../../shared/roles';
import type { PublicUser } from '../../../../shared/schemas/user-schemas';
import { appPaths } from '../../screens';
import { Logo, productName } from '../../components/logo';
import { useLogout } from '../../features/auth/auth-api';
import { sidebarItemsFor } from './sidebar-items';
import { UserAvatar } from './user-avatar';

export interface SidebarProps {
  user: PublicUser;
  /** Called when an item is chosen, so the phone drawer can close. */
  onNavigate?: () => void;
}

/**
 * The dashboard's navigation (docs/architecture.md#screens): the role's items, who is signed in, and Logout.
 */
export function Sidebar({ user, onNavigate }: SidebarProps) {
  const logout = useLogout();

  return (
    <div className="flex h-full flex-col bg-white">
      <div className="flex h-16 shrink-0 items-center border-b border-slate-200 px-5">
        <Link
          to={appPaths.home}
          onClick={onNavigate}
          className="rounded-control"
          aria-label={`${productName} home`}
        >
          <Logo size="sm" />
        </Link>
      </div>

      <nav aria-label="Dashboard" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {sidebarItemsFor(user.role).map(({ label, to, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  `group flex h-11 items-center gap-3 rounded-control px-3 text-sm font-semibold transition-colors ${
                    isActive
                      ? 'bg-brand-50 text-brand-800'
                      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                  }`
                }
              >
                {({ isActive }) => (
                  <>
                    <Icon
                      aria-hidden="true"
                      className={`size-5 ${isActive ? 'text-brand-700' : 'text-slate-500 group-hover:text-slate-700'}`}
                    />
                    {label}
                  </>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className="shrink-0 border-t border-slate-200 p-3">
        <div className="flex items-center gap-3 rounded-control px-2 py-2" data-testid="sidebar-user">
          <UserAvatar name={user.name} />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
            <p className="truncate text-xs text-slate-600">{roleLabels[user.role]}</p>
          </div>
        </div>
        <button
          type="button"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          className="mt-1 flex h-11 w-full items-center gap-3 rounded-control px-3 text-sm font-semibold text-slate-700 transition-colors hover:bg-red-50 hover:text-red-800 disabled:opacity-60"
        >
          <LogOut aria-hidden="true" className="size-5" />
          {logout.isPending ? 'Logging out...' : 'Logout'}
        </button>
      </div>
    </div>
  );
}

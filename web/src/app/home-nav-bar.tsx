import { LogIn, LogOut } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import { Logo, productName } from '../components/logo';
import { useLogout } from '../features/auth/auth-api';
import { appPaths } from '../screens';
import { useSession } from '../api/session-context';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `inline-flex h-10 items-center gap-1.5 rounded-control px-3 text-sm font-semibold transition-colors ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

/**
 * The public pages' navigation bar (docs/architecture.md#screens): Home, Dashboard and Logout when signed in;
 * Login when not.
 */
export function HomeNavBar() {
  const { user } = useSession();
  const logout = useLogout();

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        <Link to={appPaths.home} aria-label={`${productName} home`} className="rounded-control">
          {/* Signed in, a phone needs the wordmark's width for Dashboard and Logout. */}
          <span className={user ? 'sm:hidden' : 'hidden'}>
            <Logo showWordmark={false} />
          </span>
          <span className={user ? 'hidden sm:inline' : 'inline'}>
            <Logo />
          </span>
        </Link>
        <nav aria-label="Main">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to={appPaths.home} end className={linkClasses}>
                Home
              </NavLink>
            </li>
            {user ? (
              <>
                <li>
                  <NavLink to={appPaths.dashboard} className={linkClasses}>
                    Dashboard
                  </NavLink>
                </li>
                <li>
                  <button
                    type="button"
                    onClick={() => logout.mutate()}
                    disabled={logout.isPending}
                    className={linkClasses({ isActive: false })}
                  >
                    <LogOut aria-hidden="true" className="size-4" />
                    {logout.isPending ? 'Logging out...' : 'Logout'}
                  </button>
                </li>
              </>
            ) : (
              <li>
                <NavLink to={appPaths.login} className={linkClasses}>
                  <LogIn aria-hidden="true" className="size-4" />
                  Login
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}

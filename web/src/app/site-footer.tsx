import { Link } from 'react-router-dom';
import { Logo } from '../components/logo';
import { appPaths } from '../screens';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-8">
          <Logo size="sm" />
          <nav aria-label="Footer">
            <ul className="flex gap-5 text-sm font-medium">
              <li>
                <Link
                  to={appPaths.home}
                  className="text-slate-700 underline-offset-4 hover:text-brand-800 hover:underline"
                >
                  Home
                </Link>
              </li>
              <li>
                <Link
                  to={appPaths.dashboard}
                  className="text-slate-700 underline-offset-4 hover:text-brand-800 hover:underline"
                >
                  Dashboard
                </Link>
              </li>
              <li>
                <Link
                  to={appPaths.privacy}
                  className="text-slate-700 underline-offset-4 hover:text-brand-800 hover:underline"
                >
                  Privacy
                </Link>
              </li>
            </ul>
          </nav>
        </div>
        <div className="space-y-1 text-sm text-slate-600 md:text-right">
          <p>
            Offered in conjunction with our two partner websites for private tuition and learning resources.
          </p>
          <p>© {year} School Progress. A school progress management system.</p>
        </div>
      </div>
    </footer>
  );
}

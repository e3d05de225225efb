import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { roleLabels, type Role } from '../../../../shared/roles';
import { appPaths } from '../../screens';
import { CopyLinkField } from '../../components/copy-link-field';
import { quickActionsFor } from './quick-actions';

/** The role's shortcuts; staff also get the link families register with. */
export function QuickActionsPanel({ role, origin }: { role: Role; origin: string }) {
  const actions = quickActionsFor(role);
  const staff = role === 'super_admin' || role === 'admin';

  return (
    <section
      id="quick-actions"
      aria-labelledby="quick-actions-title"
      className="scroll-mt-20 rounded-card border border-slate-200 bg-white shadow-card"
    >
      <div className="border-b border-slate-100 px-5 py-4 sm:px-6">
        <h2 id="quick-actions-title" className="text-lg font-semibold text-slate-900">
          Quick actions
        </h2>
      </div>
      <ul className="space-y-1 p-2 sm:p-3">
        {actions.map(({ label, description, to, icon: Icon }) => (
          <li key={label}>
            <Link
              to={to}
              className="group flex items-center gap-3 rounded-control px-3 py-3 hover:bg-slate-50"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-control bg-brand-50 text-brand-700 group-hover:bg-brand-100">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold text-slate-900">{label}</span>
                <span className="block text-sm text-slate-600">{description}</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            </Link>
          </li>
        ))}
      </ul>
      {staff ? (
        <div className="space-y-2 border-t border-slate-100 px-5 py-4 sm:px-6">
          <h3 className="text-sm font-semibold text-slate-900">Invite families</h3>
          <p className="text-sm text-slate-600">
            Families create their own accounts, with the role {roleLabels.user}. Share this link with them:
          </p>
          <CopyLinkField label="Registration link" value={`${origin}${appPaths.register}`} />
        </div>
      ) : null}
    </section>
  );
}

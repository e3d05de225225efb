import type { ReactNode } from 'react';

export interface AccountSectionProps {
  /** Names the section for assistive technology and the page's outline (an h2). */
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One card of the Account page: a heading, a line saying what it is for, its form or buttons. */
export function AccountSection({ id, title, description, children }: AccountSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-card border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div>
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

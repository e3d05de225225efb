import type { ReactNode, Ref } from 'react';

export interface PageHeaderProps {
  title: string;
  description?: string;
  /** Buttons on the right; below the title on a phone. */
  actions?: ReactNode;
  /** Lets the page move focus to its heading, e.g. after the row that had focus was deleted. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A dashboard page's h1, a line saying what the page is for, and its main actions. */
export function PageHeader({ title, description, actions, headingRef }: PageHeaderProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-3xl"
        >
          {title}
        </h1>
        {description ? <p className="mt-1 text-sm text-slate-600 sm:text-base">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

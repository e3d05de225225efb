import type { ReactNode, Ref } from 'react';

export interface PageHeaderProps {
  /** Text, or text with a name isolated in a `<bdi>`. */
  title: ReactNode;
  description?: string;
  /** Buttons on the right; below the title on a phone. */
  actions?: ReactNode;
  /** Lets the page move focus to its heading, e.g. after the row that had focus was deleted. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A dashboard page's h1, a line saying what the page is for, and its main actions. */
export function PageHeader({ title, description, actions, headingRef }: PageHeaderProps) {
  return (
    // The actions sit beside the title while it keeps 20rem, and wrap below it otherwise (a phone, large text).
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0 flex-[1_1_20rem]">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-3xl"
        >
          {title}
        </h1>
        {description ? <p className="mt-1 text-sm text-slate-600 sm:text-base">{description}</p> : null}
      </div>
      {actions ? <div className="flex max-w-full flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

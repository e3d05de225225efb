import { Link } from 'react-router-dom';
import { appPaths } from '../../screens';

export interface OverviewHeadingProps {
  /** The heading's id, which its section is labelled by. */
  id: string;
  title: string;
  /** Padded, for an overview drawn inside a card of its own. */
  inset?: boolean;
}

/** A home overview's heading, with the way to every lesson beside it. */
export function OverviewHeading({ id, title, inset = false }: OverviewHeadingProps) {
  return (
    <div className={`flex flex-wrap items-baseline justify-between gap-2${inset ? ' px-5 pt-5 pb-3' : ''}`}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <Link to={appPaths.lessonBooking} className="text-sm font-semibold text-brand-700 hover:underline">
        All lessons
      </Link>
    </div>
  );
}

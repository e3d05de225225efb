import {
  topicStatusColors,
  topicStatusLegendColors,
  type TopicStatus,
} from '../../../../shared/topic-statuses';

/** The colours' names, read out next to a square so colour is never the only signal. */
export const topicStatusColourNames: Record<TopicStatus, string> = {
  started: 'pink',
  difficult: 'red',
  ok: 'amber',
  confident: 'green',
  not_studied: 'near-white',
};

const sizes = { sm: 'size-3.5 rounded-[3px]', md: 'size-5 rounded', lg: 'size-6 rounded-md' } as const;

export interface TopicStatusSquareProps {
  status: TopicStatus;
  /** The sheet's squares and the legend use slightly different shades (shared/topic-statuses.ts). */
  palette?: 'sheet' | 'legend';
  size?: keyof typeof sizes;
  /** Says the colour's name to screen readers; leave off where the status label is right beside it. */
  announce?: boolean;
  className?: string;
}

/** A status colour square in the spec's exact hex, with a hairline so near-white still shows. */
export function TopicStatusSquare({
  status,
  palette = 'sheet',
  size = 'md',
  announce = false,
  className,
}: TopicStatusSquareProps) {
  const colour = (palette === 'legend' ? topicStatusLegendColors : topicStatusColors)[status];
  return (
    <>
      <span
        aria-hidden="true"
        data-status-square={status}
        className={`inline-block shrink-0 align-middle ring-1 ring-slate-900/20 ring-inset ${sizes[size]}${className ? ` ${className}` : ''}`}
        style={{ backgroundColor: colour }}
      />
      {announce ? <span className="sr-only">{topicStatusColourNames[status]}</span> : null}
    </>
  );
}

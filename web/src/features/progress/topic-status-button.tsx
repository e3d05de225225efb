import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { topicStatusLabels } from '../../../../shared/topic-statuses';
import type { SheetTopic } from './progress-sheet-model';
import { TopicStatusSquare } from './topic-status-square';

type TopicStatusButtonProps = ComponentProps<'button'> & { topic: SheetTopic };

/**
 * A topic's status in words, the button that opens its editor: the popover's
 * trigger, and its disabled stand-in while the popover is still loading.
 */
export function TopicStatusButton({ topic, ...buttonProps }: TopicStatusButtonProps) {
  return (
    <button
      type="button"
      className="group flex min-h-11 w-full items-center gap-1.5 rounded-control border border-slate-200 bg-white px-2 py-1.5 text-left text-xs leading-snug font-medium text-slate-800 shadow-sm transition-colors hover:border-slate-300 hover:bg-slate-50 data-[state=open]:border-brand-500 data-[state=open]:ring-1 data-[state=open]:ring-brand-500 sm:px-2.5 sm:text-sm"
      {...buttonProps}
    >
      <TopicStatusSquare status={topic.status} size="sm" className="sm:hidden" />
      <span className="min-w-0 flex-1 break-words">
        {topicStatusLabels[topic.status]}
        <span className="sr-only">
          , change the status of {topic.number} {topic.name}
        </span>
      </span>
      <ChevronDown
        aria-hidden="true"
        className="hidden size-4 shrink-0 text-slate-500 group-hover:text-slate-700 sm:block"
      />
    </button>
  );
}

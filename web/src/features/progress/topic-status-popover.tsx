import { Popover } from 'radix-ui';
import type { TopicStatus } from '../../../../shared/topic-statuses';
import type { SheetTopic } from './progress-sheet-model';
import { TopicStatusButton } from './topic-status-button';
import { TopicStatusEditor } from './topic-status-editor';

export interface TopicStatusPopoverProps {
  studentId: string;
  topic: SheetTopic;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (status: TopicStatus) => void;
}

/** A topic's status button and the editor it opens beside it (the RAG column). */
export function TopicStatusPopover({
  studentId,
  topic,
  open,
  onOpenChange,
  onSave,
}: TopicStatusPopoverProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <TopicStatusButton topic={topic} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="end"
          sideOffset={6}
          collisionPadding={12}
          aria-label={`Change the status of ${topic.number} ${topic.name}`}
          className="z-30 w-[min(21rem,calc(100vw-1.5rem))] animate-pop-in rounded-card border border-slate-200 bg-white p-4 shadow-raised focus:outline-none"
        >
          <p className="mb-3 text-sm font-semibold break-words text-slate-900">
            <span className="text-slate-600">{topic.number}</span> {topic.name}
          </p>
          <TopicStatusEditor
            studentId={studentId}
            topic={topic}
            onSave={onSave}
            onCancel={() => onOpenChange(false)}
          />
          <Popover.Arrow className="fill-white" width={14} height={7} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

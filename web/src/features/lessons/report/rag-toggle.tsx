import {
  reportStatusRag,
  reportTopicStatuses,
  type ReportTopicStatus,
} from '../../../../../shared/lesson-reports';
import { topicStatusColors } from '../../../../../shared/topic-statuses';

/** Each status's pressed look: the sheet's own colour behind dark text (amber and green) or white (red). */
const pressedClasses: Record<ReportTopicStatus, string> = {
  difficult: 'text-white',
  ok: 'text-slate-900',
  confident: 'text-slate-900',
};

export interface RagToggleProps {
  topicName: string;
  value: ReportTopicStatus | undefined;
  /** A second tap on the pressed status takes the topic out of the report. */
  onChange: (value: ReportTopicStatus | undefined) => void;
  disabled?: boolean;
}

/**
 * Red / amber / green for one topic: three toggle buttons (aria-pressed), reached with Tab and pressed
 * with Enter or Space; each names its topic to a screen reader. One tap picks the topic with that status,
 * so a report of three topics is three taps.
 */
export function RagToggle({ topicName, value, onChange, disabled }: RagToggleProps) {
  return (
    <div role="group" aria-label={`Status of ${topicName}`} className="flex shrink-0 gap-1">
      {reportTopicStatuses.map((status) => {
        const pressed = value === status;
        return (
          <button
            key={status}
            type="button"
            aria-pressed={pressed}
            disabled={disabled}
            onClick={() => onChange(pressed ? undefined : status)}
            style={pressed ? { backgroundColor: topicStatusColors[status] } : undefined}
            className={`min-h-11 min-w-16 rounded-control border px-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 ${
              pressed
                ? `border-slate-700 ${pressedClasses[status]}`
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
            }`}
          >
            {reportStatusRag[status]}
            <span className="sr-only">{` for ${topicName}`}</span>
          </button>
        );
      })}
    </div>
  );
}

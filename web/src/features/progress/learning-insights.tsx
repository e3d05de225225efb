import { Sparkles, Star, Target } from 'lucide-react';
import { useState } from 'react';
import { topicStatusLabels, topicStatusLegendColors, topicStatuses } from '../../../../shared/topic-statuses';
import { countByStatus, focusNextOf, strengthsOf, type SheetTopic } from './progress-sheet-model';
import { TopicStatusSquare } from './topic-status-square';

const focusShown = 5;

/**
 * Our addition (the landing page promises recommendations and strengths and
 * weaknesses): the sheet summed up so a parent sees at a glance where the
 * child stands, what is going well and what to practise next.
 */
export function LearningInsights({ topics }: { topics: readonly SheetTopic[] }) {
  const counts = countByStatus(topics);
  const total = topics.length;
  const strengths = strengthsOf(topics);
  const focus = focusNextOf(topics);
  const marked = total - counts.not_studied;
  const [showAllFocus, setShowAllFocus] = useState(false);
  const focusVisible = showAllFocus ? focus : focus.slice(0, focusShown);

  return (
    <section
      aria-labelledby="insights-title"
      className="rounded-card border border-slate-200 bg-white shadow-card"
      data-testid="learning-insights"
    >
      <div className="border-b border-slate-100 px-4 py-3 sm:px-5">
        <h2 id="insights-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Sparkles aria-hidden="true" className="size-5 text-brand-700" />
          Learning insights
        </h2>
      </div>

      <div className="space-y-5 px-4 py-4 sm:px-5">
        <div>
          <h3 className="sr-only">Progress at a glance</h3>
          <p className="text-sm text-slate-700">
            <span className="text-2xl font-bold text-slate-900 tabular-nums">{counts.confident}</span> of{' '}
            {total} topic{total === 1 ? '' : 's'} confident
            <span className="text-slate-500"> · {marked} marked so far</span>
          </p>
          {/* The bar is a picture of the list below it, which says the same in words. */}
          <div
            aria-hidden="true"
            className="mt-2 flex h-3.5 w-full overflow-hidden rounded-full bg-slate-100 ring-1 ring-slate-900/10 ring-inset"
            data-testid="status-bar"
          >
            {topicStatuses.map((status) =>
              counts[status] > 0 ? (
                <span
                  key={status}
                  data-bar-status={status}
                  className="h-full"
                  style={{ flexGrow: counts[status], backgroundColor: topicStatusLegendColors[status] }}
                />
              ) : null,
            )}
          </div>
          <ul className="mt-3 space-y-1.5 text-sm" aria-label="Topics by status" data-testid="status-counts">
            {topicStatuses.map((status) => (
              <li key={status} className="flex items-center gap-2">
                <TopicStatusSquare status={status} palette="legend" size="sm" />
                <span className="min-w-0 flex-1 text-slate-700">{topicStatusLabels[status]}</span>
                <span className="font-semibold text-slate-900 tabular-nums">{counts[status]}</span>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
            <Star aria-hidden="true" className="size-4 text-emerald-700" />
            Strengths
          </h3>
          {strengths.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">
              Topics marked ‘{topicStatusLabels.confident}’ will show here.
            </p>
          ) : (
            <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label="Strengths" data-testid="strengths">
              {strengths.map((topic) => (
                <li
                  key={topic.topicId}
                  className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-medium text-emerald-900 ring-1 ring-emerald-200 ring-inset"
                >
                  <span className="tabular-nums">{topic.number}</span> {topic.name}
                </li>
              ))}
            </ul>
          )}
        </div>

        <div>
          <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
            <Target aria-hidden="true" className="size-4 text-red-700" />
            Focus next
          </h3>
          {focus.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">
              {marked === 0
                ? 'Mark how each topic is going and the topics to practise first will show here.'
                : 'Nothing needs extra practice right now. Well done!'}
            </p>
          ) : (
            <>
              <ol className="mt-1.5 space-y-2" aria-label="Focus next" data-testid="focus-next">
                {focusVisible.map((topic) => (
                  <li
                    key={topic.topicId}
                    className="flex gap-2.5 rounded-control bg-slate-50 px-3 py-2 text-sm"
                  >
                    <TopicStatusSquare status={topic.status} size="sm" className="mt-1" />
                    <div className="min-w-0">
                      <p className="font-medium break-words text-slate-900">
                        <span className="text-slate-600 tabular-nums">{topic.number}</span> {topic.name}
                      </p>
                      <p className="text-xs text-slate-600">{topicStatusLabels[topic.status]}</p>
                      {topic.note ? (
                        <p className="mt-0.5 text-xs break-words text-slate-800">
                          <span className="font-semibold">Note:</span> {topic.note}
                        </p>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ol>
              {focus.length > focusShown ? (
                <button
                  type="button"
                  onClick={() => setShowAllFocus((all) => !all)}
                  aria-expanded={showAllFocus}
                  className="mt-2 rounded text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
                >
                  {showAllFocus ? 'Show fewer' : `Show all ${focus.length}`}
                </button>
              ) : null}
            </>
          )}
        </div>
      </div>
    </section>
  );
}

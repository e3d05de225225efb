import { topicStatuses, topicStatusLabels } from '../../../../shared/topic-statuses';
import { TopicStatusSquare } from './topic-status-square';

/** The colour legend, in the legend's own shades (topicStatusLegendColors). */
export function StatusLegend() {
  return (
    <section aria-labelledby="status-legend-title">
      <h2 id="status-legend-title" className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        Colour legend
      </h2>
      <ul className="mt-2 grid grid-cols-1 gap-x-5 gap-y-2 text-sm text-slate-800 xs:grid-cols-2 md:flex md:flex-wrap">
        {topicStatuses.map((status) => (
          <li key={status} className="flex items-center gap-2">
            <TopicStatusSquare status={status} palette="legend" />
            <span>{topicStatusLabels[status]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

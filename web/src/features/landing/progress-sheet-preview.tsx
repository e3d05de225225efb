/**
 * A picture of what a family sees: a few topics of a progress sheet in the
 * topic status colours (shared/topic-statuses.ts). Decorative, so it is one image to assistive tech.
 */
const sampleTopics = [
  { number: '1.1', name: 'Place value', status: 'I am confident', swatch: 'bg-rag-confident' },
  { number: '1.2', name: 'Rounding', status: 'I am OK with this topic', swatch: 'bg-rag-ok' },
  { number: '2.1', name: 'Adding fractions', status: 'I Find Difficult', swatch: 'bg-rag-difficult' },
  { number: '2.2', name: 'Decimals', status: 'Unit covered / started in School', swatch: 'bg-rag-started' },
  { number: '3.1', name: 'Ratio', status: 'Not studied', swatch: 'bg-rag-not-studied' },
] as const;

export function ProgressSheetPreview() {
  return (
    <figure
      role="img"
      aria-label="Example progress sheet: Mathematics topics, each marked with a colour from difficult to confident"
      className="w-full max-w-md rounded-card border border-slate-200 bg-white p-4 shadow-raised sm:p-5"
    >
      <div aria-hidden="true">
        <div className="flex items-center justify-between gap-3 border-b border-slate-100 pb-3">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Progress sheet</p>
            <p className="truncate font-semibold text-slate-900">Mathematics · Year 6</p>
          </div>
          <span className="shrink-0 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800">
            Updated today
          </span>
        </div>
        <ul className="mt-2 divide-y divide-slate-100">
          {sampleTopics.map((topic) => (
            <li key={topic.number} className="flex items-center gap-3 py-2.5">
              <span className="w-7 shrink-0 text-xs font-semibold text-slate-600 tabular-nums">
                {topic.number}
              </span>
              <span
                className={`size-4 shrink-0 rounded ${topic.swatch} ring-1 ring-slate-900/15 ring-inset`}
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-slate-900">{topic.name}</span>
                <span className="block truncate text-xs text-slate-600">{topic.status}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}

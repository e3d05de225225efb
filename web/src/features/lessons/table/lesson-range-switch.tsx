import { tableRangeLabels, tableRanges, type TableRange } from '../lesson-table-range';

const rangeHints: Record<TableRange, string> = {
  upcoming: 'Today and the next four weeks, soonest first.',
  past: 'The four weeks before today, latest first.',
  month: '',
};

/** Upcoming (where the list opens), Past lessons and By month: one tap between them. */
export function LessonRangeSwitch({
  range,
  onChange,
}: {
  range: TableRange;
  onChange: (range: TableRange) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <div
        role="group"
        aria-label="Lessons shown"
        className="inline-flex rounded-control border border-slate-300 bg-white p-0.5 shadow-sm"
      >
        {tableRanges.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={range === name}
            onClick={() => onChange(name)}
            className="h-9 rounded-[0.5rem] px-3 text-sm font-semibold whitespace-nowrap text-slate-700 hover:bg-slate-100 aria-pressed:bg-brand-700 aria-pressed:text-white"
          >
            {tableRangeLabels[name]}
          </button>
        ))}
      </div>
      {rangeHints[range] ? <p className="text-sm text-slate-600">{rangeHints[range]}</p> : null}
    </div>
  );
}

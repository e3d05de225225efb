import { PressedButtonGroup } from '../../../components/pressed-button-group';
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
      <PressedButtonGroup
        label="Lessons shown"
        options={tableRanges.map((name) => ({ value: name, label: tableRangeLabels[name] }))}
        value={range}
        onChange={onChange}
      />
      {rangeHints[range] ? <p className="text-sm text-slate-600">{rangeHints[range]}</p> : null}
    </div>
  );
}

import { CalendarDays, Table2 } from 'lucide-react';
import { TabList } from '../../../components/tab-list';
import type { PageView } from '../lesson-url-state';

const viewOptions = [
  {
    value: 'table',
    label: (
      <>
        <Table2 aria-hidden="true" className="size-4" />
        Table
      </>
    ),
  },
  {
    value: 'calendar',
    label: (
      <>
        <CalendarDays aria-hidden="true" className="size-4" />
        Calendar
      </>
    ),
  },
];

/** The Table and Calendar tabs; `idBase` ties each tab to its panel (tabPanelProps). */
export function LessonViewTabs({
  idBase,
  view,
  onChange,
}: {
  idBase: string;
  view: PageView;
  onChange: (next: string) => void;
}) {
  return (
    <TabList
      label="Lesson views"
      idBase={idBase}
      value={view}
      onChange={onChange}
      options={viewOptions}
      className="inline-flex rounded-control border border-slate-300 bg-white p-0.5 shadow-sm"
      tabClassName="inline-flex h-10 items-center gap-2 rounded-[0.5rem] px-4 text-sm font-semibold text-slate-700 hover:bg-slate-100 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
    />
  );
}

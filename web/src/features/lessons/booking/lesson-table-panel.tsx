import type { Lesson } from '../../../../../shared/schemas/lesson-schemas';
import type { PublicUser } from '../../../../../shared/schemas/user-schemas';
import { tabPanelProps } from '../../../components/tab-list';
import { MonthNavigation } from '../calendar/month-navigation';
import type { LessonFilters } from '../lesson-filters-model';
import { shiftMonth } from '../lesson-window';
import { LessonRangeSwitch } from '../table/lesson-range-switch';
import { LessonTable } from '../table/lesson-table';
import type { LessonDialogs } from './use-lesson-dialogs';
import type { LessonAddress } from './use-lesson-address';
import type { BookingLessons } from './use-booking-lessons';

/** The Table tab: upcoming, past or one month of lessons, each row with what the viewer may do to it. */
export function LessonTablePanel({
  tabsId,
  user,
  address,
  lessons,
  filters,
  dialogs,
}: {
  tabsId: string;
  user: PublicUser;
  address: LessonAddress;
  lessons: BookingLessons;
  filters: LessonFilters;
  dialogs: LessonDialogs;
}) {
  const { range, anchor, setAnchor } = address;
  const { query, dateWindow } = lessons;
  const open = dialogs.open;
  return (
    <div {...tabPanelProps(tabsId, 'table')} className="space-y-4 focus:outline-none">
      <LessonRangeSwitch range={range} onChange={address.setRange} />
      {range === 'month' ? (
        <MonthNavigation
          month={dateWindow.from}
          onPrevious={() => setAnchor(shiftMonth(anchor, -1))}
          onNext={() => setAnchor(shiftMonth(anchor, 1))}
          onThisMonth={() => setAnchor(new Date())}
          updating={query.isPlaceholderData}
        />
      ) : null}
      <LessonTable
        lessons={lessons.shown}
        user={user}
        loading={query.isPending}
        resetPageKey={`${dateWindow.from.toISOString()}|${JSON.stringify(filters)}`}
        onEdit={dialogs.openEdit}
        onComplete={(lesson: Lesson) => open({ kind: 'complete', lesson })}
        onDelete={(lesson) => open({ kind: 'delete', lesson })}
        onSeriesAction={(lesson, action) => open({ kind: 'series', lesson, action })}
        onViewNotes={(lesson) => open({ kind: 'notes', lesson })}
      />
    </div>
  );
}

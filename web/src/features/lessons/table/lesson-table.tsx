import { familyRoles, type Role } from '../../../../../shared/roles';
import type { Lesson } from '../../../../../shared/schemas/lesson-schemas';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { lessonMessages } from '../lesson-messages';
import { LessonCard } from './lesson-card';
import { LessonNotesCell } from './lesson-notes-cell';
import { LessonStatusCell } from './lesson-status-cell';
import { canBookLessons, canDeleteLessons, lessonEditAccess, seesTeacherEmails } from '../lesson-permissions';
import { LessonRowActions } from './lesson-row-actions';
import { isFamilyCancelable, LessonCancelActions } from './lesson-cancel-actions';
import { bothClocksText, lessonDateText } from '../../../lib/lesson-time-format';
import type { SeriesAction } from '../lessons-api';
import { TeacherInitial } from '../calendar/teacher-initial';
import { LessonReportLink } from '../report/lesson-report-link';

export interface LessonTableProps {
  lessons: readonly Lesson[];
  user: { id: string; role: Role };
  loading: boolean;
  /** Changes when the filters or the window change, so the table goes back to its first page. */
  resetPageKey: string;
  onEdit: (lesson: Lesson) => void;
  onComplete: (lesson: Lesson) => void;
  onDelete: (lesson: Lesson) => void;
  onSeriesAction: (lesson: Lesson, action: SeriesAction) => void;
  onViewNotes: (lesson: Lesson) => void;
}

/** 'Amira Khan, Tue 13 Oct 2026': names a row's buttons for screen readers. */
export function lessonLabel(lesson: Lesson): string {
  return `${lesson.student.name}, ${lessonDateText(lesson)}`;
}

/**
 * The lesson table: below 640 px a list of lesson cards; wider, a table
 * whose Actions stay on its right edge if it must scroll sideways.
 */
export function LessonTable({
  lessons,
  user,
  loading,
  resetPageKey,
  onEdit,
  onComplete,
  onDelete,
  onSeriesAction,
  onViewNotes,
}: LessonTableProps) {
  const showEmail = seesTeacherEmails(user.role);
  const canDelete = canDeleteLessons(user.role);
  // Families only read, but cancel an upcoming lesson (docs/lesson-policy.md): their Actions column
  // shows only when a lesson in view can be canceled.
  const hasActions =
    canBookLessons(user.role) ||
    user.role === 'teacher' ||
    (familyRoles.includes(user.role) && lessons.some((lesson) => isFamilyCancelable(lesson)));

  const columns: DataTableColumn<Lesson>[] = [
    { header: 'Student', cell: (lesson) => lesson.student.name, className: 'min-w-24' },
    {
      header: 'Subject',
      cell: (lesson) => lesson.subjectName || lessonMessages.noSubject,
      className: 'min-w-24',
    },
    {
      header: 'Teacher',
      className: 'min-w-44',
      cell: (lesson) => (
        <span className="flex items-center gap-2.5">
          <TeacherInitial teacherId={lesson.teacher._id} name={lesson.teacher.name} />
          <span className="min-w-0">
            <span className="block font-medium text-slate-900">{lesson.teacher.name}</span>
            {showEmail && lesson.teacher.email ? (
              <span className="block text-xs break-words text-slate-600">{lesson.teacher.email}</span>
            ) : null}
          </span>
        </span>
      ),
    },
    {
      header: 'Date & Time',
      className: 'whitespace-nowrap',
      cell: (lesson) => (
        <span>
          <span className="block font-medium text-slate-900">{lessonDateText(lesson)}</span>
          <span className="block text-slate-700">{bothClocksText(lesson)}</span>
        </span>
      ),
    },
    { header: 'Timezone', cell: (lesson) => lesson.timezone, className: 'whitespace-nowrap' },
    {
      header: 'Status',
      className: 'whitespace-nowrap',
      cell: (lesson) => <LessonStatusCell lesson={lesson} align="start" />,
    },
    {
      header: 'Notes',
      cell: (lesson) => (
        <LessonNotesCell
          notes={lesson.notes}
          lessonLabel={lessonLabel(lesson)}
          onViewAll={() => onViewNotes(lesson)}
        />
      ),
    },
    // Issue 37 (docs/lesson-reports.md).
    {
      header: 'Report',
      cell: (lesson) => <LessonReportLink lesson={lesson} lessonLabel={lessonLabel(lesson)} />,
    },
  ];
  const actions = (lesson: Lesson) => (
    <div className="flex flex-wrap justify-end gap-1">
      <LessonCancelActions lesson={lesson} user={user} lessonLabel={lessonLabel(lesson)} />
      <LessonRowActions
        lesson={lesson}
        lessonLabel={lessonLabel(lesson)}
        editAccess={lessonEditAccess(user, lesson)}
        canDelete={canDelete}
        onEdit={() => onEdit(lesson)}
        onComplete={() => onComplete(lesson)}
        onDelete={() => onDelete(lesson)}
        onSeriesAction={(action) => onSeriesAction(lesson, action)}
      />
    </div>
  );
  if (hasActions) {
    columns.push({ header: 'Actions', className: 'w-px text-right', stickyEnd: true, cell: actions });
  }

  return (
    <DataTable
      caption="Lessons"
      columns={columns}
      rows={lessons}
      rowKey={(lesson) => lesson._id}
      loading={loading}
      loadingLabel="Loading lessons"
      emptyText={lessonMessages.noLessons}
      resetPageKey={resetPageKey}
      renderCard={(lesson) => (
        <LessonCard
          lesson={lesson}
          lessonLabel={lessonLabel(lesson)}
          showEmail={showEmail}
          onViewNotes={() => onViewNotes(lesson)}
          actions={hasActions ? actions(lesson) : null}
        />
      )}
    />
  );
}

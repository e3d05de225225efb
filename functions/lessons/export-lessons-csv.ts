import { lessonStatusLabels } from '../../shared/lesson-statuses';
import { minutesBetween } from '../../shared/lessons/lesson-length';
import type { RouteTable } from '../../shared/routes/route-table';
import type { Principal } from '../platform/access-tokens';
import { acceptsGzip } from '../platform/csv/accepts-gzip';
import { encodeCsvExport, type CsvCell } from '../platform/csv/csv-export';
import { forbidden } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { attendanceLabels } from '../../shared/lessons/lesson-attendance';
import { lessonSubjectLabel } from './lesson-subject-label';
import { lessonWallTime } from './lesson-wall-clock';
import { lessonsOnDates, type ExportedLesson, type LessonsOnDates } from './lessons-on-dates';

const columns = [
  'Teacher',
  'Date',
  'Time',
  'Time zone',
  'Student',
  'Subject',
  'Duration (minutes)',
  'Status',
  'Attendance',
] as const;

/** The lesson's real length (an hour for lessons stored before lengths existed, as their end says). */
export const durationMinutes = (lesson: { startTime: string; endTime: string }) =>
  minutesBetween(lesson.startTime, lesson.endTime);

function lessonRow(lesson: ExportedLesson): CsvCell[] {
  const wall = lessonWallTime(lesson.startTime, lesson.timezone);
  return [
    lesson.teacherName,
    wall.date,
    wall.time,
    lesson.timezone,
    lesson.studentName,
    lessonSubjectLabel(lesson),
    durationMinutes(lesson),
    lessonStatusLabels[lesson.status],
    lesson.attendance ? attendanceLabels[lesson.attendance] : '',
  ];
}

async function* lessonRows(range: LessonsOnDates): AsyncGenerator<CsvCell[][]> {
  for await (const page of lessonsOnDates(range)) yield page.map(lessonRow);
}

/**
 * Staff export any teacher's lessons or the whole school's; a teacher only its own
 * (docs/architecture.md#permissions).
 */
function exportedTeacher(principal: Principal, teacherId: string | undefined): string | undefined {
  if (principal.role !== 'teacher') return teacherId;
  if (teacherId && teacherId !== principal.userId) throw forbidden('You can only export your own lessons');
  return principal.userId;
}

/**
 * GET /lessons/export.csv?from&to&teacherId: the lessons on those dates (each
 * on its own clock, its time as the family sees it) as CSV, for paying
 * tutors. Canceled lessons are listed with their status, so the sheet
 * explains every booking.
 */
export const exportLessonsCsv: RouteService<RouteTable['lessons.exportCsv']> = async ({
  query,
  principal,
  acceptEncoding,
}) => {
  const teacherId = exportedTeacher(principal, query.teacherId);
  const gzip = acceptsGzip(acceptEncoding);
  const rows = lessonRows({
    from: query.from,
    to: query.to,
    ...(teacherId ? { teacherId } : {}),
  });
  const data = await encodeCsvExport({ columns, rows, gzip });
  return {
    data,
    fileName: `lessons-${query.from}-to-${query.to}.csv`,
    ...(gzip ? { contentEncoding: 'gzip' as const } : {}),
  };
};

import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Lesson } from '../../../../../shared/schemas/lesson-schemas';
import { attendanceLabels } from '../../../../../shared/lessons/lesson-attendance';
import { lessonLengthLabel } from '../../../../../shared/lessons/lesson-length';
import { CardField, ListCard } from '../../../components/list-card';
import { bothClocksText, lessonDateText } from '../../../lib/lesson-time-format';
import { lessonMessages } from '../lesson-messages';
import { LessonReportLink } from '../report/lesson-report-link';
import { LessonNotesCell } from './lesson-notes-cell';
import { LessonStatusCell } from './lesson-status-cell';
import { cancellationText } from './lesson-cancellation-text';

export interface LessonCardProps {
  lesson: Lesson;
  lessonLabel: string;
  showEmail: boolean;
  onViewNotes: () => void;
  /** The row's buttons (Complete, Edit, More actions); none for a family. */
  actions: ReactNode;
}

/**
 * A lesson on a phone (issue 18): when first, in the lesson's own clock and
 * the other country's, then who, what, its notes and meeting link, and the
 * buttons, so a teacher marks it completed without leaving the list.
 */
export function LessonCard({ lesson, lessonLabel, showEmail, onViewNotes, actions }: LessonCardProps) {
  return (
    <ListCard
      title={
        <>
          <h3 className="font-semibold text-slate-900">{lessonDateText(lesson)}</h3>
          <p className="text-sm text-slate-700">{bothClocksText(lesson)}</p>
        </>
      }
      aside={<LessonStatusCell lesson={lesson} align="end" />}
      actions={actions}
    >
      <CardField label="Student">{lesson.student.name}</CardField>
      <CardField label="Subject">{lesson.subjectName || lessonMessages.noSubject}</CardField>
      <CardField label="Length">{lessonLengthLabel(lesson.durationMinutes)}</CardField>
      {lesson.attendance ? (
        <CardField label="Attendance">{attendanceLabels[lesson.attendance]}</CardField>
      ) : null}
      <CardField label="Teacher" wide>
        {lesson.teacher.name}
        {showEmail && lesson.teacher.email ? (
          <span className="block text-xs break-all text-slate-600">{lesson.teacher.email}</span>
        ) : null}
      </CardField>
      <CardField label="Notes" wide>
        <LessonNotesCell notes={lesson.notes} lessonLabel={lessonLabel} onViewAll={onViewNotes} />
      </CardField>
      {/* Issue 37: the report, written or to write (docs/lesson-reports.md). */}
      <LessonReportLink lesson={lesson} lessonLabel={lessonLabel} asCardField />
      {lesson.makeUpCreditId ? <CardField label="Make-up">Booked with a make-up credit</CardField> : null}
      {cancellationText(lesson) ? (
        <CardField label="Cancellation" wide>
          {cancellationText(lesson)}
        </CardField>
      ) : null}
      {/* A canceled lesson offers no Join (issue 37). */}
      {lesson.meetingLink && lesson.status !== 'canceled' ? (
        <CardField label="Meeting Link" wide>
          <a
            href={lesson.meetingLink}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold break-all text-brand-700 underline underline-offset-2"
          >
            Join the lesson
            <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only"> for {lessonLabel} (opens in a new tab)</span>
          </a>
        </CardField>
      ) : null}
    </ListCard>
  );
}

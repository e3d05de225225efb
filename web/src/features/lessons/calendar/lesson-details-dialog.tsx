import { ExternalLink, Pencil, Repeat } from 'lucide-react';
import type { ReactNode } from 'react';
import { timezoneLabelsOn } from '../../../../../shared/lesson-time';
import { attendanceLabels } from '../../../../../shared/lessons/lesson-attendance';
import { lessonLengthLabel } from '../../../../../shared/lessons/lesson-length';
import type { Lesson } from '../../../../../shared/schemas/lesson-schemas';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { lessonMessages } from '../lesson-messages';
import { LessonStatusBadge } from '../lesson-status-badge';
import { lessonTimeWithZone } from '../../../lib/lesson-time-format';
import { TeacherInitial } from './teacher-initial';

export interface LessonDetailsDialogProps {
  lesson: Lesson | null;
  onClose: () => void;
  /** Offered to those who may edit this lesson; the popup itself stays read-only. */
  onEdit?: (lesson: Lesson) => void;
}

/** The calendar's read-only 'Lesson Details' popup: a whole lesson, with Edit for those who may. */
export function LessonDetailsDialog({ lesson, onClose, onEdit }: LessonDetailsDialogProps) {
  return (
    <Modal
      open={lesson !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Lesson Details"
    >
      {lesson ? (
        <div className="space-y-5">
          <dl className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
            <Detail term="Student">{lesson.student.name}</Detail>
            <Detail term="Teacher">
              <span className="flex items-center gap-2">
                <TeacherInitial teacherId={lesson.teacher._id} name={lesson.teacher.name} />
                <span className="min-w-0">
                  <span className="block">{lesson.teacher.name}</span>
                  {lesson.teacher.email ? (
                    <span className="block text-xs break-all text-slate-600">{lesson.teacher.email}</span>
                  ) : null}
                </span>
              </span>
            </Detail>
            <Detail term="Subject">{lesson.subjectName || lessonMessages.noSubject}</Detail>
            <Detail term="Time">{lessonTimeWithZone(lesson)}</Detail>
            <Detail term="Length">{lessonLengthLabel(lesson.durationMinutes)}</Detail>
            <Detail term="Attendance">
              {lesson.attendance ? attendanceLabels[lesson.attendance] : lessonMessages.noAttendance}
            </Detail>
            <Detail term="Timezone">{timezoneLabelsOn(new Date(lesson.startTime))[lesson.timezone]}</Detail>
            <Detail term="Status">
              <LessonStatusBadge status={lesson.status} />
            </Detail>
            {lesson.isRecurring ? (
              <Detail term="Recurring" wide>
                <span className="inline-flex items-center gap-1.5 text-violet-800">
                  <Repeat aria-hidden="true" className="size-4" />
                  This lesson is part of a recurring series.
                </span>
              </Detail>
            ) : null}
            {lesson.meetingLink ? (
              <Detail term="Meeting Link" wide>
                <a
                  href={lesson.meetingLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-semibold break-all text-brand-700 underline underline-offset-2"
                >
                  {lesson.meetingLink}
                  <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </Detail>
            ) : null}
            <Detail term="Notes" wide>
              {lesson.notes ? (
                <span className="whitespace-pre-wrap">{lesson.notes}</span>
              ) : (
                <span className="text-slate-600 italic">{lessonMessages.noNotes}</span>
              )}
            </Detail>
          </dl>
          <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            {onEdit ? (
              <Button onClick={() => onEdit(lesson)}>
                <Pencil aria-hidden="true" className="size-4" />
                Edit Lesson
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </Modal>
  );
}

function Detail({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`min-w-0${wide ? ' sm:col-span-2' : ''}`}>
      <dt className="font-semibold text-slate-600">{term}</dt>
      <dd className="mt-1 break-words text-slate-900">{children}</dd>
    </div>
  );
}

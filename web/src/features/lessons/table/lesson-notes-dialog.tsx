import type { Lesson } from '../../../../../shared/schemas/lesson-schemas';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { bothClocksText, lessonDateText } from '../../../lib/lesson-time-format';

/** The table's 'View All' notes popup: the whole of a note the table cuts short. */
export function LessonNotesDialog({ lesson, onClose }: { lesson: Lesson | null; onClose: () => void }) {
  return (
    <Modal
      open={lesson !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Lesson Notes"
      description={
        lesson
          ? `${lesson.student.name} with ${lesson.teacher.name}, ${lessonDateText(lesson)} ${bothClocksText(lesson)}`
          : undefined
      }
    >
      {lesson ? (
        <div className="space-y-5">
          <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-900">
            {lesson.notes}
          </p>
          <div className="flex justify-end border-t border-slate-200 pt-5">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}

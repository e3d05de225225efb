import { Pencil, UserPlus } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import type { Student } from '../../../../shared/schemas/student-schemas';
import { roleMayCall } from '../../api/route-permission';
import { useSession } from '../../api/session-context';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { FloatingNotice } from '../../components/floating-notice';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';
import { Spinner } from '../../components/spinner';
import { progressLoadErrorMessage } from './progress-error-messages';
import { ProgressSheetChooser } from './progress-sheet-chooser';
import { ProgressSheetPanel } from './progress-sheet-panel';
import { TopicNoteDialog } from './topic-note-dialog';
import { usePageMessages } from './use-page-messages';
import { useProgressChanges } from './use-progress-changes';
import { useProgressSelection } from './use-progress-selection';
import { useProgressSheetData } from './use-progress-sheet-data';

/** What the page needs of the student add and edit dialog it is given (Student Management's). */
export interface StudentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit mode when a student is given. */
  student?: Student;
  /** Only super_admin changes a student's name and parent (the API refuses the others). */
  canChangeIdentity: boolean;
  onSaved: (message: string, student: Student) => void;
}

export interface StudentProgressPageProps {
  /** Add Student and Edit Grade open it; shown to those who may manage students only. */
  StudentDialog: ComponentType<StudentDialogProps>;
}

/**
 * Student progress: choose a student and one of its subjects, read the
 * colour sheet, change a topic's status or note. Staff also add students
 * and edit grades; curriculum editors add subjects, units and topics here.
 */
export function StudentProgressPage({ StudentDialog }: StudentProgressPageProps) {
  const { user } = useSession();
  const role = user?.role;
  const selection = useProgressSelection();
  const { select, students, subjects, student } = selection;
  const { sheetStudentId, sheetSubjectId } = selection;
  const messages = usePageMessages();
  const [studentDialog, setStudentDialog] = useState<'add' | 'edit' | null>(null);
  const { subjectDetail, units, topics, loadError } = useProgressSheetData(selection);
  const changes = useProgressChanges({
    studentId: sheetStudentId,
    subjectId: sheetSubjectId,
    changedBy: user?.name ?? '',
    announce: messages.announce,
    report: messages.report,
  });
  const canManageStudents = roleMayCall(role, 'students.create');

  return (
    <div className="space-y-6">
      <PageTitle>Student Progress · School Progress</PageTitle>
      <PageHeader
        title="Student Progress"
        description="Each topic's colour shows how it is going. Select a status to change it."
        actions={
          canManageStudents ? (
            <>
              <Button variant="secondary" size="sm" onClick={() => setStudentDialog('add')}>
                <UserPlus aria-hidden="true" className="size-4" />
                Add Student
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setStudentDialog('edit')}
                disabled={!student}
              >
                <Pencil aria-hidden="true" className="size-4" />
                Edit Grade
              </Button>
            </>
          ) : undefined
        }
      />

      {students.isError ? <Alert tone="error">Failed to load students data</Alert> : null}
      {subjects.isError ? <Alert tone="error">Failed to load subjects data</Alert> : null}
      <FloatingNotice message={messages.success} />
      {messages.failure ? <Alert tone="error">{messages.failure}</Alert> : null}

      <ProgressSheetChooser
        role={role}
        selection={selection}
        subjectUnits={subjectDetail?.units ?? []}
        onDone={messages.announce}
        onFailed={messages.report}
      />

      {sheetStudentId && sheetSubjectId ? (
        loadError ? (
          <Alert tone="error">{progressLoadErrorMessage(loadError)}</Alert>
        ) : !units ? (
          <div className="flex justify-center rounded-card border border-slate-200 bg-white py-12 text-brand-700 shadow-card">
            <Spinner size="lg" label="Loading the progress sheet" />
          </div>
        ) : (
          <ProgressSheetPanel
            subjectName={subjectDetail?.name}
            student={student}
            studentId={sheetStudentId}
            units={units}
            topics={topics}
            onSaveStatus={changes.saveStatus}
            onEditNote={changes.setNoteTopic}
          />
        )
      ) : selection.foreignStudent && loadError ? (
        <Alert tone="error">{progressLoadErrorMessage(loadError)}</Alert>
      ) : null}

      <TopicNoteDialog
        topic={changes.noteTopic}
        onOpenChange={(open) => (open ? undefined : changes.setNoteTopic(null))}
        onSave={changes.writeNote}
        onDelete={() => changes.writeNote('')}
        busy={changes.savingNote}
      />

      {canManageStudents ? (
        <StudentDialog
          open={studentDialog !== null}
          onOpenChange={(open) => (open ? undefined : setStudentDialog(null))}
          student={studentDialog === 'edit' ? (student ?? undefined) : undefined}
          canChangeIdentity={role === 'super_admin'}
          onSaved={(message, saved) => {
            setStudentDialog(null);
            messages.announce(message);
            if (studentDialog === 'add') select({ student: saved._id, subject: null });
          }}
        />
      ) : null}
    </div>
  );
}

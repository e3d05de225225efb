import { useQueryClient } from '@tanstack/react-query';
import { Pencil, UserPlus } from 'lucide-react';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import type { Student } from '../../../../shared/schemas/student-schemas';
import type { TopicStatus } from '../../../../shared/topic-statuses';
import { ApiError } from '../../api/api-error';
import { subjectListKey, useSubjectDetail } from '../../api/curriculum-api';
import { roleMayCall } from '../../api/route-permission';
import { useSession } from '../../api/session-context';
import { studentListKey } from '../../api/student-list-query';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { useTimedMessage } from '../../components/use-timed-message';
import { studentDisplayName } from '../../lib/student-display-name';
import { CurriculumTools } from './curriculum-tools';
import { LearningInsights } from './learning-insights';
import { NotesSummary } from './notes-summary';
import {
  useProgressSheet,
  useSaveTopicNote,
  useStudentAccessCheck,
  useTopicNotes,
  useUpdateTopicStatus,
} from './progress-api';
import { progressLoadErrorMessage, progressWriteErrorMessage } from './progress-error-messages';
import { selectionTexts, subjectSelectorEmptyText } from './progress-selection';
import { StudentSelector, SubjectSelector } from './progress-selectors';
import { buildProgressSheet, sheetTopics, type SheetTopic } from './progress-sheet-model';
import { ProgressSheetTable } from './progress-sheet-table';
import { StatusLegend } from './status-legend';
import { TopicNoteDialog } from './topic-note-dialog';
import { useProgressSelection } from './use-progress-selection';
import { PageTitle } from '../../components/page-title';

/** What the page needs of the student add and edit dialog it is given (Student Management's). */
export interface StudentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit mode when a student is given. */
  student?: Student;
  /** Only super_admin changes a student's name and parent (spec §6). */
  canChangeIdentity: boolean;
  onSaved: (message: string, student: Student) => void;
}

export interface StudentProgressPageProps {
  /** Add Student and Edit Grade open it; shown to those who may manage students only. */
  StudentDialog: ComponentType<StudentDialogProps>;
}

/**
 * Spec §2 'Student progress': choose a student and one of its subjects, read
 * the colour sheet, change a topic's status or note. Staff also add students
 * and edit grades; curriculum editors add subjects, units and topics here.
 */
export function StudentProgressPage({ StudentDialog }: StudentProgressPageProps) {
  const { user } = useSession();
  const role = user?.role;
  const queryClient = useQueryClient();
  const selection = useProgressSelection();
  const { studentId, subjectId, select, students, subjects, student, subject } = selection;
  const { sheetStudentId, sheetSubjectId } = selection;

  const success = useTimedMessage();
  const failure = useTimedMessage();
  const [studentDialog, setStudentDialog] = useState<'add' | 'edit' | null>(null);
  const [noteTopic, setNoteTopic] = useState<SheetTopic | null>(null);

  const access = useStudentAccessCheck(studentId, selection.foreignStudent && !subjectId);
  const detail = useSubjectDetail(sheetSubjectId);
  const sheet = useProgressSheet(sheetStudentId, sheetSubjectId);
  const notes = useTopicNotes(sheetStudentId, sheetSubjectId);
  const loadError = sheet.error ?? notes.error ?? detail.error ?? access.error;

  // Spec §8: a 404 on the sheet reloads the subjects (the subject or its allocation may be gone).
  useEffect(() => {
    if (loadError instanceof ApiError && loadError.status === 404) {
      void queryClient.invalidateQueries({ queryKey: subjectListKey });
      void queryClient.invalidateQueries({ queryKey: studentListKey });
    }
  }, [loadError, queryClient]);

  const units = useMemo(
    () =>
      detail.data && sheet.data && notes.data
        ? buildProgressSheet(detail.data, sheet.data, notes.data)
        : null,
    [detail.data, sheet.data, notes.data],
  );
  const topics = useMemo(() => (units ? sheetTopics(units) : []), [units]);

  const updateStatus = useUpdateTopicStatus(sheetStudentId ?? '', sheetSubjectId ?? '', user?.name ?? '');
  const saveNote = useSaveTopicNote(sheetStudentId ?? '', sheetSubjectId ?? '');

  const canEditCurriculum = roleMayCall(role, 'curriculum.createSubject');
  const canManageStudents = roleMayCall(role, 'students.create');

  const announce = (message: string) => {
    failure.clear();
    success.show(message);
  };
  const report = (message: string) => {
    success.clear();
    failure.show(message);
  };

  const saveStatus = (topic: SheetTopic, status: TopicStatus) => {
    updateStatus.mutate(
      { topicId: topic.topicId, status },
      {
        onSuccess: () => announce('Progress updated successfully'),
        onError: (error) => report(progressWriteErrorMessage('updateProgress', error)),
      },
    );
  };

  const writeNote = async (note: string) => {
    if (!noteTopic) return;
    const deleting = note === '';
    try {
      await saveNote.mutateAsync({ topicId: noteTopic.topicId, notes: note });
    } catch (error) {
      throw new Error(progressWriteErrorMessage(deleting ? 'deleteNotes' : 'updateNotes', error), {
        cause: error,
      });
    }
    setNoteTopic(null);
    announce(deleting ? 'Notes deleted successfully' : 'Notes updated successfully');
  };

  const studentsLoading = students.isPending;
  const subjectEmptyText = subjectSelectorEmptyText(
    Boolean(studentId),
    selection.schoolSubjects,
    selection.subjectOptions,
  );

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
      {success.message ? <Alert tone="success">{success.message}</Alert> : null}
      {failure.message ? <Alert tone="error">{failure.message}</Alert> : null}

      <section
        aria-label="Choose a progress sheet"
        className="space-y-5 rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-5"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <StudentSelector
            students={students.data}
            loading={studentsLoading}
            value={studentId}
            onChange={(id) => select({ student: id, subject: null })}
          />
          <SubjectSelector
            options={selection.subjectOptions}
            emptyText={studentsLoading ? null : subjectEmptyText}
            loading={studentsLoading || (Boolean(studentId) && subjects.isPending)}
            value={subjectId}
            onChange={(id) => select({ student: studentId, subject: id })}
          />
        </div>

        {canEditCurriculum ? (
          <CurriculumTools
            subject={subject}
            units={detail.data?.units ?? []}
            canDeleteSubject={roleMayCall(role, 'curriculum.deleteSubject')}
            canAllocateSubjects={canManageStudents}
            onDone={announce}
            onFailed={report}
            onSubjectDeleted={() => select({ student: studentId, subject: null })}
          />
        ) : null}

        <div className="border-t border-slate-100 pt-4">
          <StatusLegend />
        </div>
      </section>

      {sheetStudentId && sheetSubjectId ? (
        loadError ? (
          <Alert tone="error">{progressLoadErrorMessage(loadError)}</Alert>
        ) : !units ? (
          <div className="flex justify-center rounded-card border border-slate-200 bg-white py-12 text-brand-700 shadow-card">
            <Spinner size="lg" label="Loading the progress sheet" />
          </div>
        ) : (
          <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start">
            {topics.length > 0 ? (
              <div className="xl:col-start-2 xl:row-start-1">
                <LearningInsights topics={topics} />
              </div>
            ) : null}
            <div className="min-w-0 space-y-6 xl:col-start-1 xl:row-start-1">
              <section
                aria-labelledby="sheet-title"
                className="overflow-hidden rounded-card border border-slate-200 bg-white shadow-card"
              >
                <div className="border-b border-slate-100 px-4 py-3 sm:px-5">
                  <h2 id="sheet-title" className="text-lg font-semibold break-words text-slate-900">
                    {detail.data?.name}
                  </h2>
                  {student ? (
                    <p className="text-sm text-slate-600">
                      {studentDisplayName(student)}
                      {student.grade ? ` · ${student.grade}` : ''}
                    </p>
                  ) : null}
                </div>
                {topics.length === 0 ? (
                  <p className="px-4 py-6 text-sm text-slate-600 sm:px-5">{selectionTexts.noSheetData}</p>
                ) : (
                  <ProgressSheetTable
                    caption={`Progress sheet: ${detail.data?.name ?? ''}${student ? ` for ${studentDisplayName(student)}` : ''}`}
                    studentId={sheetStudentId}
                    units={units}
                    onSaveStatus={saveStatus}
                    onEditNote={setNoteTopic}
                  />
                )}
              </section>
              {topics.length > 0 ? <NotesSummary topics={topics} /> : null}
            </div>
          </div>
        )
      ) : selection.foreignStudent && loadError ? (
        <Alert tone="error">{progressLoadErrorMessage(loadError)}</Alert>
      ) : null}

      <TopicNoteDialog
        topic={noteTopic}
        onOpenChange={(open) => (open ? undefined : setNoteTopic(null))}
        onSave={writeNote}
        onDelete={() => writeNote('')}
        busy={saveNote.isPending}
      />

      {canManageStudents ? (
        <StudentDialog
          open={studentDialog !== null}
          onOpenChange={(open) => (open ? undefined : setStudentDialog(null))}
          student={studentDialog === 'edit' ? (student ?? undefined) : undefined}
          canChangeIdentity={role === 'super_admin'}
          onSaved={(message, saved) => {
            setStudentDialog(null);
            announce(message);
            if (studentDialog === 'add') select({ student: saved._id, subject: null });
          }}
        />
      ) : null}
    </div>
  );
}

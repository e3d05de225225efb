import { useQueryClient } from '@tanstack/react-query';
import { BookPlus, FolderPlus, ListPlus, Pencil, PencilLine, Trash2, UserPlus } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TopicStatus } from '../../../../shared/topic-statuses';
import { ApiError } from '../../api/api-error';
import { roleMayCall } from '../../api/route-permission';
import { useSession } from '../../app/session-context';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { SelectField } from '../../components/select-field';
import { Spinner } from '../../components/spinner';
import { useTimedMessage } from '../../components/use-timed-message';
import {
  useCreateSubject,
  useCreateTopic,
  useCreateUnit,
  useDeleteSubject,
  useSubjectDetail,
  useSubjects,
  useUpdateSubject,
} from '../subjects/curriculum-api';
import { CurriculumNameDialog } from './curriculum-name-dialog';
import { LearningInsights } from './learning-insights';
import { NotesSummary } from './notes-summary';
import {
  useProgressSheet,
  useProgressStudents,
  useSaveTopicNote,
  useStudentAccessCheck,
  useTopicNotes,
  useUpdateTopicStatus,
} from './progress-api';
import {
  progressActionErrorMessage,
  progressLoadErrorMessage,
  progressWriteErrorMessage,
} from './progress-error-messages';
import { curriculumKeys, progressKeys } from './progress-query-keys';
import {
  allocatedSubjects,
  correctedSelection,
  selectionTexts,
  subjectSelectorEmptyText,
} from './progress-selection';
import { StudentSelector, SubjectSelector, studentDisplayName } from './progress-selectors';
import { buildProgressSheet, sheetTopics, type SheetTopic } from './progress-sheet-model';
import { ProgressSheetTable } from './progress-sheet-table';
import { StatusLegend } from './status-legend';
import { TopicNoteDialog } from './topic-note-dialog';

/** Only staff add or edit students here: the form (and zod) loads after the sheet, and never for families. */
const StudentDialog = lazy(async () => ({ default: (await import('./student-dialog')).StudentDialog }));

type OpenDialog =
  | 'addStudent'
  | 'editStudent'
  | 'addSubject'
  | 'editSubject'
  | 'deleteSubject'
  | 'addUnit'
  | 'addTopic'
  | null;

const subjectDeleteQuestion =
  'Are you sure you want to delete this subject? This will also delete all units and topics within it.';

/**
 * Spec §2 'Student progress': choose a student and one of its subjects, read
 * the colour sheet, change a topic's status or note. Staff also add students
 * and edit grades; curriculum editors add subjects, units and topics here.
 */
export function StudentProgressPage() {
  const { user } = useSession();
  const role = user?.role;
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const studentId = searchParams.get('student');
  const subjectId = searchParams.get('subject');

  const success = useTimedMessage();
  const failure = useTimedMessage();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [noteTopic, setNoteTopic] = useState<SheetTopic | null>(null);
  const [newTopicUnit, setNewTopicUnit] = useState('');

  const students = useProgressStudents();
  const subjects = useSubjects();

  const select = useCallback(
    (next: { student: string | null; subject: string | null }) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            if (value) params.set(key, value);
            else params.delete(key);
          }
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  useEffect(() => {
    const corrected = correctedSelection(
      { student: studentId, subject: subjectId },
      students.data,
      subjects.data,
    );
    if (corrected) select(corrected);
  }, [studentId, subjectId, students.data, subjects.data, select]);

  const student = students.data?.find((candidate) => candidate._id === studentId) ?? null;
  // An id from a link that is not among the caller's students: let the server say why.
  const foreignStudent = Boolean(studentId && students.data && !student);
  const schoolSubjects = useMemo(() => subjects.data ?? [], [subjects.data]);
  const subjectOptions = student
    ? allocatedSubjects(student, schoolSubjects)
    : foreignStudent
      ? schoolSubjects.filter((subject) => subject._id === subjectId)
      : [];
  const subject = subjectOptions.find((option) => option._id === subjectId) ?? null;
  const sheetStudentId = (student || foreignStudent) && studentId ? studentId : null;
  const sheetSubjectId = sheetStudentId && (subject || foreignStudent) ? subjectId : null;

  const access = useStudentAccessCheck(studentId, foreignStudent && !subjectId);
  const detail = useSubjectDetail(sheetSubjectId);
  const sheet = useProgressSheet(sheetStudentId, sheetSubjectId);
  const notes = useTopicNotes(sheetStudentId, sheetSubjectId);
  const loadError = sheet.error ?? notes.error ?? detail.error ?? access.error;

  // Spec §8: a 404 on the sheet reloads the subjects (the subject or its allocation may be gone).
  useEffect(() => {
    if (loadError instanceof ApiError && loadError.status === 404) {
      void queryClient.invalidateQueries({ queryKey: curriculumKeys.subjects });
      void queryClient.invalidateQueries({ queryKey: progressKeys.students });
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
  const createSubject = useCreateSubject();
  const updateSubject = useUpdateSubject();
  const deleteSubject = useDeleteSubject();
  const createUnit = useCreateUnit();
  const createTopic = useCreateTopic();

  const canEditCurriculum = roleMayCall(role, 'curriculum.createSubject');
  const canDeleteSubject = roleMayCall(role, 'curriculum.deleteSubject');
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

  /** Runs a curriculum change from a dialog: closes it and announces, or rethrows the message to show. */
  const curriculumChange = async (run: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await run();
    } catch (error) {
      throw new Error(progressActionErrorMessage(failed, error), { cause: error });
    }
    setDialog(null);
    announce(done);
  };

  const confirmDeleteSubject = () => {
    if (!subject) return;
    deleteSubject.mutate(
      { subjectId: subject._id },
      {
        onSuccess: () => {
          setDialog(null);
          select({ student: studentId, subject: null });
          announce('Subject deleted successfully');
        },
        onError: (error) => {
          setDialog(null);
          report(progressActionErrorMessage('Failed to delete subject', error));
        },
      },
    );
  };

  const studentsLoading = students.isPending;
  const subjectEmptyText = subjectSelectorEmptyText(Boolean(studentId), schoolSubjects, subjectOptions);
  const unitsOfSubject = detail.data?.units ?? [];

  return (
    <div className="space-y-6">
      <title>Student Progress · School Progress</title>
      <PageHeader
        title="Student Progress"
        description="Each topic's colour shows how it is going. Select a status to change it."
        actions={
          canManageStudents ? (
            <>
              <Button variant="secondary" size="sm" onClick={() => setDialog('addStudent')}>
                <UserPlus aria-hidden="true" className="size-4" />
                Add Student
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setDialog('editStudent')}
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
            options={subjectOptions}
            emptyText={studentsLoading ? null : subjectEmptyText}
            loading={studentsLoading || (Boolean(studentId) && subjects.isPending)}
            value={subjectId}
            onChange={(id) => select({ student: studentId, subject: id })}
          />
        </div>

        {canEditCurriculum ? (
          <div className="border-t border-slate-100 pt-4">
            <div
              role="group"
              aria-labelledby="curriculum-tools"
              className="flex flex-wrap items-center gap-2"
            >
              <span
                id="curriculum-tools"
                className="mr-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
              >
                Curriculum
              </span>
              <Button variant="secondary" size="sm" onClick={() => setDialog('addSubject')}>
                <BookPlus aria-hidden="true" className="size-4" />
                Add Subject
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setDialog('editSubject')}
                disabled={!subject}
              >
                <PencilLine aria-hidden="true" className="size-4" />
                Edit Subject
              </Button>
              {canDeleteSubject ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setDialog('deleteSubject')}
                  disabled={!subject}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete Subject
                </Button>
              ) : null}
              <Button variant="secondary" size="sm" onClick={() => setDialog('addUnit')} disabled={!subject}>
                <FolderPlus aria-hidden="true" className="size-4" />
                Add Unit
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setNewTopicUnit(unitsOfSubject.at(-1)?._id ?? '');
                  setDialog('addTopic');
                }}
                disabled={!subject || unitsOfSubject.length === 0}
              >
                <ListPlus aria-hidden="true" className="size-4" />
                Add Topic
              </Button>
            </div>
            {!subject ? (
              <p className="mt-2 text-xs text-slate-600">
                Choose a subject to rename it or to add units and topics to it.
              </p>
            ) : null}
          </div>
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
      ) : foreignStudent && loadError ? (
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
        <Suspense fallback={null}>
          <StudentDialog
            open={dialog === 'addStudent' || dialog === 'editStudent'}
            onOpenChange={(open) => (open ? undefined : setDialog(null))}
            student={dialog === 'editStudent' ? student : null}
            subjects={schoolSubjects}
            canChangeIdentity={role === 'super_admin'}
            onSaved={(message, saved) => {
              setDialog(null);
              announce(message);
              if (dialog === 'addStudent') select({ student: saved._id, subject: null });
            }}
          />
        </Suspense>
      ) : null}

      {canEditCurriculum ? (
        <>
          <CurriculumNameDialog
            open={dialog === 'addSubject'}
            onOpenChange={(open) => (open ? undefined : setDialog(null))}
            title="Add subject"
            description={
              canManageStudents
                ? 'A new subject shows on a sheet once it is allocated to the student (Edit Grade).'
                : undefined
            }
            label="Subject name"
            submitLabel="Add Subject"
            busy={createSubject.isPending}
            onSubmit={(name) =>
              curriculumChange(
                () => createSubject.mutateAsync({ name }),
                'Subject added successfully',
                'Failed to add subject',
              )
            }
          />
          <CurriculumNameDialog
            open={dialog === 'editSubject' && subject !== null}
            onOpenChange={(open) => (open ? undefined : setDialog(null))}
            title="Edit subject"
            label="Subject name"
            submitLabel="Update Subject"
            initialName={subject?.name}
            busy={updateSubject.isPending}
            onSubmit={(name) =>
              curriculumChange(
                () => updateSubject.mutateAsync({ subjectId: subject!._id, name }),
                'Subject updated successfully',
                'Failed to update subject',
              )
            }
          />
          <CurriculumNameDialog
            open={dialog === 'addUnit' && subject !== null}
            onOpenChange={(open) => (open ? undefined : setDialog(null))}
            title={`Add unit to ${subject?.name ?? 'subject'}`}
            label="Unit name"
            submitLabel="Add Unit"
            busy={createUnit.isPending}
            onSubmit={(name) =>
              curriculumChange(
                () => createUnit.mutateAsync({ subjectId: subject!._id, name }),
                'Unit added successfully',
                'Failed to add unit',
              )
            }
          />
          <CurriculumNameDialog
            open={dialog === 'addTopic' && subject !== null}
            onOpenChange={(open) => (open ? undefined : setDialog(null))}
            title={`Add topic to ${subject?.name ?? 'subject'}`}
            label="Topic name"
            submitLabel="Add Topic"
            busy={createTopic.isPending}
            ready={Boolean(newTopicUnit)}
            onSubmit={(name) =>
              curriculumChange(
                () => createTopic.mutateAsync({ subjectId: subject!._id, unitId: newTopicUnit, name }),
                'Topic added successfully',
                'Failed to add topic',
              )
            }
          >
            <SelectField
              label="Unit"
              value={newTopicUnit}
              onChange={(event) => setNewTopicUnit(event.target.value)}
              hint={newTopicUnit ? undefined : 'Please select a unit first'}
            >
              <option value="" disabled>
                Select a unit
              </option>
              {unitsOfSubject.map((unit, index) => (
                <option key={unit._id} value={unit._id}>
                  Unit {index + 1}: {unit.name}
                </option>
              ))}
            </SelectField>
          </CurriculumNameDialog>
          <ConfirmDialog
            open={dialog === 'deleteSubject' && subject !== null}
            onOpenChange={(open) => (open ? undefined : setDialog(null))}
            title={`Delete ${subject?.name ?? 'subject'}?`}
            message={subjectDeleteQuestion}
            confirmLabel="Delete subject"
            busy={deleteSubject.isPending}
            onConfirm={confirmDeleteSubject}
          />
        </>
      ) : null}
    </div>
  );
}

import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Student } from '../../../../shared/schemas/student-schemas';
import { useSession } from '../../api/session-context';
import { useStudentList } from '../../api/student-list-query';
import { studentDisplayName } from '../../lib/student-display-name';
import { addStudentParam, appPaths } from '../../screens';
import { ButtonLink } from '../../components/button-link';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { DataTableColumn } from '../../components/data-table';
import { useOpenedOnce } from '../../components/use-opened-once';
import { useTimedMessage } from '../../components/use-timed-message';
import { ManagementScreen } from './management-screen';
import { useDeleteStudent, useEraseStudent } from './people-api';
import { peopleMessages } from './people-messages';
import { filterStudents } from './people-search';
import { makeUpCreditsAction } from './make-up-credits-action';
import { deleteAction, editAction, eraseAction, RowActions } from './row-actions';
import { idle, type ScreenMode } from './screen-mode';
import { actionsCell, textCell } from './table-cell-styles';
import { useDeleteConfirmation } from './use-delete-confirmation';
import { useErasure } from './use-erasure';

/** Loaded just after the page (closed until Add Student or Edit), so not in the first load. */
const StudentFormDialog = lazy(async () => ({
  default: (await import('./student-form-dialog')).StudentFormDialog,
}));
/** Closed until a row's Make-ups: not in the first load. */
const MakeUpCreditsDialog = lazy(async () => ({
  default: (await import('./make-up-credits-dialog')).MakeUpCreditsDialog,
}));
/** The super_admin's alone, and closed until Erase: not in the first load either. */
const EraseDialog = lazy(async () => ({ default: (await import('./erase-dialog')).EraseDialog }));

/** Student management: a searchable table of every student, and the add/edit form. */
export function StudentManagementPage() {
  const { user } = useSession();
  const students = useStudentList();
  const deleteStudent = useDeleteStudent();
  const success = useTimedMessage();
  const heading = useRef<HTMLHeadingElement>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [makeUpsOf, setMakeUpsOf] = useState<Student | null>(null);
  const makeUpsOpened = useOpenedOnce(makeUpsOf !== null);
  const [mode, setMode] = useState<ScreenMode<Student>>(() =>
    searchParams.get(addStudentParam.name) === addStudentParam.value ? { kind: 'adding' } : idle,
  );

  useEffect(() => {
    // The add form is open; the URL should not reopen it on reload.
    if (searchParams.has(addStudentParam.name)) setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams]);

  const rows = useMemo(() => filterStudents(students.data ?? [], search), [students.data, search]);

  const deletion = useDeleteConfirmation<Student>({
    title: (student) => `Delete ${studentDisplayName(student)}?`,
    message: peopleMessages.confirmDeleteStudent,
    failurePrefix: peopleMessages.deleteStudent,
    remove: (student, callbacks) => deleteStudent.mutate(student._id, callbacks),
    busy: deleteStudent.isPending,
    onDeleted: () => success.show('Student deleted successfully'),
    focusAfterDelete: heading,
  });

  const eraseStudent = useEraseStudent();
  const isSuperAdmin = user?.role === 'super_admin';
  const erasure = useErasure<Student>({
    kind: 'student',
    nameOf: (student) => student.name,
    erase: (student, confirm, callbacks) => eraseStudent.mutate({ id: student._id, confirm }, callbacks),
    busy: eraseStudent.isPending,
    onErased: (student) => success.show(`${student.name} was erased. Issued invoices are kept.`),
  });

  const columns: DataTableColumn<Student>[] = [
    { header: 'Name', cell: (student) => <bdi>{studentDisplayName(student)}</bdi>, className: textCell },
    { header: 'Grade', cell: (student) => student.grade || '-', className: 'whitespace-nowrap' },
    {
      header: 'Parent',
      cell: (student) => <bdi>{student.parents[0]?.name || '-'}</bdi>,
      className: textCell,
    },
    {
      header: 'Actions',
      stickyEnd: true,
      className: actionsCell,
      cell: (student) => (
        <RowActions
          subject={studentDisplayName(student)}
          actions={[
            editAction(() => setMode({ kind: 'editing', item: student })),
            makeUpCreditsAction(() => setMakeUpsOf(student)),
            deleteAction(() => deletion.ask(student)),
            ...(isSuperAdmin ? [eraseAction(() => erasure.ask(student))] : []),
          ]}
        />
      ),
    },
  ];

  const closeForm = () => setMode(idle);
  const editing = mode.kind === 'editing' ? mode.item : undefined;

  return (
    <ManagementScreen
      title="Student Management"
      description="Add students, link each one to a parent and choose the subjects they study."
      headingRef={heading}
      addLabel="Add Student"
      onAdd={() => setMode({ kind: 'adding' })}
      extraAction={
        <ButtonLink variant="secondary" to={appPaths.importSpreadsheet}>
          Import from a spreadsheet
        </ButtonLink>
      }
      noun={{ one: 'student', many: 'students' }}
      searchPlaceholder="Search by name or grade"
      search={search}
      onSearchChange={setSearch}
      list={students}
      loadErrorMessage={peopleMessages.loadStudents}
      successMessage={success.message}
      columns={columns}
      rows={rows}
      rowKey={(student) => student._id}
    >
      <Suspense fallback={null}>
        <StudentFormDialog
          open={mode.kind === 'adding' || mode.kind === 'editing'}
          onOpenChange={(open) => (open ? undefined : closeForm())}
          student={editing}
          canChangeIdentity={user?.role === 'super_admin'}
          onSaved={(message) => {
            closeForm();
            success.show(message);
          }}
        />
      </Suspense>
      <ConfirmDialog {...deletion.dialogProps} />
      {makeUpsOpened ? (
        <Suspense fallback={null}>
          <MakeUpCreditsDialog student={makeUpsOf} onClose={() => setMakeUpsOf(null)} />
        </Suspense>
      ) : null}
      {isSuperAdmin ? (
        <Suspense fallback={null}>
          <EraseDialog key={erasure.dialogProps.name ?? ''} {...erasure.dialogProps} />
        </Suspense>
      ) : null}
    </ManagementScreen>
  );
}

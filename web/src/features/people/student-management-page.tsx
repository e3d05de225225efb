import { Plus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Student } from '../../../../shared/schemas/student-schemas';
import { useSession } from '../../api/session-context';
import { useStudentList } from '../../api/student-list-query';
import { studentDisplayName } from '../../lib/student-display-name';
import { addStudentParam } from '../../screens';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { useTimedMessage } from '../../components/use-timed-message';
import { ManagementList } from './management-list';
import { useDeleteStudent } from './people-api';
import { peopleMessages } from './people-messages';
import { filterStudents } from './people-search';
import { deleteAction, editAction, RowActions } from './row-actions';
import { idle, type ScreenMode } from './screen-mode';
import { StudentFormDialog } from './student-form-dialog';
import { actionsCell, textCell } from './table-cell-styles';
import { useDeleteConfirmation } from './use-delete-confirmation';

/** Spec §2 Student management: a searchable table of every student, and the add/edit form. */
export function StudentManagementPage() {
  const { user } = useSession();
  const students = useStudentList();
  const deleteStudent = useDeleteStudent();
  const success = useTimedMessage();
  const heading = useRef<HTMLHeadingElement>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState('');
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

  const columns: DataTableColumn<Student>[] = [
    { header: 'Name', cell: (student) => studentDisplayName(student), className: textCell },
    { header: 'Grade', cell: (student) => student.grade || '-', className: 'whitespace-nowrap' },
    {
      header: 'Parent',
      cell: (student) => student.parents[0]?.name || '-',
      className: textCell,
    },
    {
      header: 'Actions',
      className: actionsCell,
      cell: (student) => (
        <RowActions
          subject={studentDisplayName(student)}
          actions={[
            editAction(() => setMode({ kind: 'editing', item: student })),
            deleteAction(() => deletion.ask(student)),
          ]}
        />
      ),
    },
  ];

  const closeForm = () => setMode(idle);
  const editing = mode.kind === 'editing' ? mode.item : undefined;

  return (
    <div className="space-y-6">
      <title>Student Management · School Progress</title>
      <PageHeader
        headingRef={heading}
        title="Student Management"
        description="Add students, link each one to a parent and choose the subjects they study."
        actions={
          <Button onClick={() => setMode({ kind: 'adding' })}>
            <Plus aria-hidden="true" className="size-4" />
            Add Student
          </Button>
        }
      />
      <ManagementList
        searchLabel="Search students"
        searchPlaceholder="Search by name or grade"
        search={search}
        onSearchChange={setSearch}
        noun={rows.length === 1 ? 'student' : 'students'}
        matchCount={rows.length}
        loadError={students.isError ? peopleMessages.loadStudents : null}
        onRetry={() => void students.refetch()}
        retrying={students.isFetching}
        successMessage={success.message}
        table={
          <DataTable
            caption="Students"
            columns={columns}
            rows={rows}
            rowKey={(student) => student._id}
            loading={students.isPending}
            loadingLabel="Loading students"
            emptyText="No students found"
            resetPageKey={search}
          />
        }
      />
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
      <ConfirmDialog {...deletion.dialogProps} />
    </div>
  );
}

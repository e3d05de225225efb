import { UsersRound } from 'lucide-react';
import { lazy, useMemo, useRef, useState } from 'react';
import type { PublicUser } from '../../../../shared/schemas/user-schemas';
import { useSession } from '../../api/session-context';
import { ButtonLink } from '../../components/button-link';
import { CardActions } from '../../components/card-actions';
import { CardField, ListCard } from '../../components/list-card';
import { appPaths } from '../../screens';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { DataTableColumn } from '../../components/data-table';
import { Modal } from '../../components/modal';
import { useTimedMessage } from '../../components/use-timed-message';
import { AssignStudentsPanel } from './assign-students-panel';
import { FailedEmailsPanel } from './failed-emails-panel';
import { ManagementScreen } from './management-screen';
import { useDeleteAccount, useTeacherList } from './people-api';
import { peopleMessages } from './people-messages';
import { filterTeachers } from './people-search';
import { deleteAction, editAction, RowActions } from './row-actions';
import { AccountStatusBadge } from './account-status-badge';
import { useResendInvitationAction } from './use-resend-invitation-action';
import { idle, type ScreenMode } from './screen-mode';
import { actionsCell, emailCell, textCell } from './table-cell-styles';
import { useDeleteConfirmation } from './use-delete-confirmation';
import { EmailAddress } from '../../components/email-address';

/** The form (and zod, which checks it) loads when it is first opened; the modal shows a spinner meanwhile. */
const AccountForm = lazy(async () => ({ default: (await import('./account-form')).AccountForm }));

/**
 * Teacher management: teachers searchable by name or email, their
 * add/edit form, and the third mode, assigning students to a teacher.
 */
export function TeacherManagementPage() {
  const { user: me } = useSession();
  const teachers = useTeacherList();
  const deleteAccount = useDeleteAccount();
  const success = useTimedMessage();
  const resendActions = useResendInvitationAction(success.show);
  const heading = useRef<HTMLHeadingElement>(null);
  const [search, setSearch] = useState('');
  const [mode, setMode] = useState<ScreenMode<PublicUser>>(idle);

  const rows = useMemo(() => filterTeachers(teachers.data ?? [], search), [teachers.data, search]);

  const deletion = useDeleteConfirmation<PublicUser>({
    title: (teacher) => `Delete ${teacher.name}?`,
    message: peopleMessages.confirmDeleteTeacher,
    failurePrefix: peopleMessages.deleteTeacher,
    remove: (teacher, callbacks) => deleteAccount.mutate(teacher, callbacks),
    busy: deleteAccount.isPending,
    onDeleted: () => success.show('Teacher deleted successfully'),
    focusAfterDelete: heading,
  });

  const actionsOf = (teacher: PublicUser) => [
    editAction(() => setMode({ kind: 'editing', item: teacher })),
    ...resendActions(teacher),
    {
      label: 'Assign Students',
      icon: UsersRound,
      onClick: () => setMode({ kind: 'assigning', item: teacher }),
    },
    deleteAction(() => deletion.ask(teacher)),
  ];

  const columns: DataTableColumn<PublicUser>[] = [
    {
      header: 'Name',
      className: textCell,
      cell: (teacher) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <bdi>{teacher.name}</bdi>
          <AccountStatusBadge status={teacher.status} />
        </span>
      ),
    },
    { header: 'Email', cell: (teacher) => teacher.email, className: emailCell },
    {
      header: 'Actions',
      stickyEnd: true,
      className: actionsCell,
      cell: (teacher) => <RowActions subject={teacher.name} actions={actionsOf(teacher)} />,
    },
  ];

  // On a phone, as User Management: who and their status first, the email, then one Actions menu (issue 40).
  const cardOf = (teacher: PublicUser) => (
    <ListCard
      title={
        <h3 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <bdi>{teacher.name}</bdi>
          <AccountStatusBadge status={teacher.status} />
        </h3>
      }
      actions={<CardActions subject={teacher.name} actions={actionsOf(teacher)} />}
    >
      <CardField label="Email" wide>
        <EmailAddress email={teacher.email} />
      </CardField>
    </ListCard>
  );

  const closePanel = () => setMode(idle);
  const onSaved = (message: string) => {
    closePanel();
    success.show(message);
  };
  const editing = mode.kind === 'editing' ? mode.item : undefined;
  const assigning = mode.kind === 'assigning' ? mode.item : undefined;

  return (
    <ManagementScreen
      title="Teacher Management"
      description="Add teachers and choose which students each one teaches."
      headingRef={heading}
      addLabel="Add Teacher"
      onAdd={() => setMode({ kind: 'adding' })}
      extraAction={
        // Issue 38: teachers are imported by the Super Administrator only (docs/import.md).
        me?.role === 'super_admin' ? (
          <ButtonLink variant="secondary" to={appPaths.importSpreadsheet}>
            Import from a spreadsheet
          </ButtonLink>
        ) : null
      }
      noun={{ one: 'teacher', many: 'teachers' }}
      searchPlaceholder="Search by name or email"
      search={search}
      onSearchChange={setSearch}
      list={teachers}
      loadErrorMessage={peopleMessages.loadTeachers}
      successMessage={success.message}
      columns={columns}
      rows={rows}
      rowKey={(teacher) => teacher._id}
      renderCard={cardOf}
    >
      <Modal
        open={mode.kind === 'adding' || mode.kind === 'editing'}
        onOpenChange={(open) => (open ? undefined : closePanel())}
        title={editing ? 'Edit Teacher' : 'Add Teacher'}
        description={
          editing ? `Change ${editing.name}’s account.` : 'A teacher account that signs in with its email.'
        }
      >
        <AccountForm
          key={editing?._id ?? 'new'}
          kind="teacher"
          account={editing}
          isOwnAccount={false}
          onCancel={closePanel}
          onSaved={onSaved}
        />
        {editing ? <FailedEmailsPanel userId={editing._id} /> : null}
      </Modal>
      <Modal
        open={assigning !== undefined}
        onOpenChange={(open) => (open ? undefined : closePanel())}
        title={`Assign Students to ${assigning?.name ?? ''}`}
        description="Tick the students this teacher teaches. Saving replaces the teacher’s current students."
        size="lg"
      >
        <AssignStudentsPanel
          key={assigning?._id}
          teacher={assigning}
          onCancel={closePanel}
          onSaved={onSaved}
        />
      </Modal>
      <ConfirmDialog {...deletion.dialogProps} />
    </ManagementScreen>
  );
}

import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import type { PublicUser } from '../../../../shared/schemas/user-schemas';
import { appPaths } from '../../screens';
import { useSession } from '../../api/session-context';
import { Badge } from '../../components/badge';
import { ButtonLink } from '../../components/button-link';
import { CardActions } from '../../components/card-actions';
import { CardField, ListCard } from '../../components/list-card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { DataTableColumn } from '../../components/data-table';
import { Modal } from '../../components/modal';
import { useTimedMessage } from '../../components/use-timed-message';
import { FailedEmailsPanel } from './failed-emails-panel';
import { ManagementScreen } from './management-screen';
import { useAccountList, useDeleteAccount, useEraseFamily } from './people-api';
import { peopleMessages } from './people-messages';
import { filterUsers } from './people-search';
import { RoleBadge } from './role-badge';
import { deleteAction, editAction, eraseAction, RowActions } from './row-actions';
import { AccountStatusBadge } from './account-status-badge';
import { useResendInvitationAction } from './use-resend-invitation-action';
import { useExportDataAction } from './use-export-data-action';
import { idle, type ScreenMode } from './screen-mode';
import { actionsCell, emailCell, textCell } from './table-cell-styles';
import { useDeleteConfirmation } from './use-delete-confirmation';
import { useErasure } from './use-erasure';
import { EmailAddress } from '../../components/email-address';

/** The form (and zod, which checks it) loads when it is first opened; the modal shows a spinner meanwhile. */
const AccountForm = lazy(async () => ({ default: (await import('./account-form')).AccountForm }));
/** Closed until Erase: not in the first load. */
const EraseDialog = lazy(async () => ({ default: (await import('./erase-dialog')).EraseDialog }));

/** Erasure is for a family's account with its children; staff accounts are deleted. */
const isFamily = (account: PublicUser) => account.role === 'user' || account.role === 'parent';

/**
 * User management (super_admin only): every account but teachers,
 * searchable by name, email or role. Nobody deletes themselves or changes
 * their own role.
 */
export function UserManagementPage() {
  const { user: me } = useSession();
  const accounts = useAccountList();
  const deleteAccount = useDeleteAccount();
  const success = useTimedMessage();
  const resendActions = useResendInvitationAction(success.show);
  const exportData = useExportDataAction(success.show);
  const heading = useRef<HTMLHeadingElement>(null);
  const [search, setSearch] = useState('');
  const [mode, setMode] = useState<ScreenMode<PublicUser>>(idle);

  const rows = useMemo(() => filterUsers(accounts.data ?? [], search), [accounts.data, search]);

  const deletion = useDeleteConfirmation<PublicUser>({
    title: (account) => `Delete ${account.name}?`,
    message: peopleMessages.confirmDeleteUser,
    failurePrefix: peopleMessages.deleteUser,
    remove: (account, callbacks) => deleteAccount.mutate(account, callbacks),
    busy: deleteAccount.isPending,
    onDeleted: () => success.show('User deleted successfully'),
    focusAfterDelete: heading,
  });

  const isMe = (account: PublicUser) => account._id === me?.id;

  const eraseFamily = useEraseFamily();
  const erasure = useErasure<PublicUser>({
    kind: 'family',
    nameOf: (account) => account.name,
    erase: (account, confirm, callbacks) => eraseFamily.mutate({ user: account, confirm }, callbacks),
    busy: eraseFamily.isPending,
    onErased: (account) =>
      success.show(`${account.name} and their children were erased. Issued invoices are kept.`),
  });
  const mayErase = (account: PublicUser) => me?.role === 'super_admin' && isFamily(account);

  const actionsOf = (account: PublicUser) => [
    editAction(() => setMode({ kind: 'editing', item: account })),
    ...resendActions(account),
    ...exportData.actions(account),
    // Nobody deletes their own account (docs/architecture.md#permissions).
    ...(isMe(account) ? [] : [deleteAction(() => deletion.ask(account))]),
    ...(mayErase(account) ? [eraseAction(() => erasure.ask(account))] : []),
  ];

  const columns: DataTableColumn<PublicUser>[] = [
    {
      header: 'Name',
      className: textCell,
      cell: (account) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <bdi>{account.name}</bdi>
          {isMe(account) ? <Badge tone="slate">You</Badge> : null}
          <AccountStatusBadge status={account.status} />
        </span>
      ),
    },
    { header: 'Email', cell: (account) => account.email, className: emailCell },
    { header: 'Role', cell: (account) => <RoleBadge role={account.role} /> },
    {
      header: 'Actions',
      stickyEnd: true,
      className: actionsCell,
      cell: (account) => <RowActions subject={account.name} actions={actionsOf(account)} />,
    },
  ];

  // On a phone: who, their role and email first, then one Actions menu (issue 40).
  const cardOf = (account: PublicUser) => (
    <ListCard
      title={
        <h3 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <bdi>{account.name}</bdi>
          {isMe(account) ? <Badge tone="slate">You</Badge> : null}
          <AccountStatusBadge status={account.status} />
        </h3>
      }
      aside={<RoleBadge role={account.role} />}
      actions={<CardActions subject={account.name} actions={actionsOf(account)} />}
    >
      <CardField label="Email" wide>
        <EmailAddress email={account.email} />
      </CardField>
    </ListCard>
  );

  const closeForm = () => setMode(idle);
  const editing = mode.kind === 'editing' ? mode.item : undefined;

  return (
    <ManagementScreen
      title="User Management"
      description="Families, admins and Super Admins. Teachers are on Teacher Management."
      headingRef={heading}
      addLabel="Add User"
      onAdd={() => setMode({ kind: 'adding' })}
      extraAction={
        // Issue 38: families from a CSV or XLSX file.
        <ButtonLink variant="secondary" to={appPaths.importSpreadsheet}>
          Import from a spreadsheet
        </ButtonLink>
      }
      noun={{ one: 'user', many: 'users' }}
      searchPlaceholder="Search by name, email or role"
      search={search}
      onSearchChange={setSearch}
      list={accounts}
      loadErrorMessage={peopleMessages.loadUsers}
      successMessage={success.message}
      columns={columns}
      rows={rows}
      rowKey={(account) => account._id}
      renderCard={cardOf}
    >
      <Modal
        open={mode.kind === 'adding' || mode.kind === 'editing'}
        onOpenChange={(open) => (open ? undefined : closeForm())}
        title={editing ? 'Edit User' : 'Add User'}
        description={
          editing ? `Change ${editing.name}’s account.` : 'A new account that signs in with its email.'
        }
      >
        <AccountForm
          key={editing?._id ?? 'new'}
          kind="user"
          account={editing}
          isOwnAccount={editing !== undefined && isMe(editing)}
          onCancel={closeForm}
          onSaved={(message) => {
            closeForm();
            success.show(message);
          }}
        />
        {editing ? <FailedEmailsPanel userId={editing._id} /> : null}
      </Modal>
      <ConfirmDialog {...deletion.dialogProps} />
      {me?.role === 'super_admin' ? (
        <Suspense fallback={null}>
          <EraseDialog key={erasure.dialogProps.name ?? ''} {...erasure.dialogProps} />
        </Suspense>
      ) : null}
    </ManagementScreen>
  );
}

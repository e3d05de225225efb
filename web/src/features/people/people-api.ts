import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Role } from '../../../../shared/roles';
import type {
  parentOptionSchema,
  userCreateSchema,
  userUpdateSchema,
} from '../../../../shared/schemas/people-schemas';
import type { StudentCreate, StudentUpdate } from '../../../../shared/schemas/student-schemas';
import type { PublicUser } from '../../../../shared/schemas/user-schemas';
import { refreshAfterChange } from '../../api/after-change';
import { callApi } from '../../api/api-client';
import { fetchAllPages } from '../../api/fetch-all-pages';
import { queryKeyOf } from '../../api/query-keys';
import { getSession, updateSessionUser } from '../../api/session-store';
import { studentListKey } from '../../api/student-list-query';
import { sortByName } from '../../lib/sort-by-name';

export type ParentOption = z.infer<typeof parentOptionSchema>;

/** The roles User Management lists; teachers have their own screen. */
const accountRoles: readonly Role[] = ['super_admin', 'admin', 'user', 'parent'];

/**
 * The people screens' server state. Lists are read whole (every page) and
 * searched and paged in the browser; after a change the answer is written
 * into the cached list at once, so a school of 2,000 students is not read
 * again after every edit (what else it makes stale: api/after-change.ts).
 */
const peopleKeys = {
  parentOptions: queryKeyOf('users.list', { role: 'user,parent' }),
  /** The User Management list: every account except teachers. */
  accounts: queryKeyOf('users.list', { role: accountRoles.join(',') }),
  teachers: queryKeyOf('users.list', { role: 'teacher' }),
  teacherStudents: (teacherId: string) => queryKeyOf('users.students', teacherId),
};

function isPublicUser(user: PublicUser | ParentOption): user is PublicUser {
  return 'role' in user;
}

/**
 * Families (roles User and Parent) by name, for a student's Parent; only staff may ask
 * (docs/architecture.md#permissions).
 */
export function useParentOptions() {
  return useQuery({
    queryKey: peopleKeys.parentOptions,
    queryFn: async ({ signal }) => {
      const options = await fetchAllPages('users.list', { query: { role: 'user,parent' }, signal });
      return sortByName(options.map(({ _id, name, email }) => ({ _id, name, email })));
    },
  });
}

export function useAccountList() {
  return useQuery({
    queryKey: peopleKeys.accounts,
    queryFn: async ({ signal }) => {
      const users = await fetchAllPages('users.list', { query: { role: accountRoles.join(',') }, signal });
      return sortByName(users.filter(isPublicUser).filter((user) => user.role !== 'teacher'));
    },
  });
}

export function useTeacherList() {
  return useQuery({
    queryKey: peopleKeys.teachers,
    queryFn: async ({ signal }) => {
      const users = await fetchAllPages('users.list', { query: { role: 'teacher' }, signal });
      return sortByName(users.filter(isPublicUser));
    },
  });
}

/** A teacher's current students, read fresh each time the assign panel opens. */
export function useTeacherStudents(teacherId: string | undefined) {
  return useQuery({
    queryKey: peopleKeys.teacherStudents(teacherId ?? ''),
    queryFn: ({ signal }) => callApi('users.students', { params: { id: teacherId ?? '' }, signal }),
    enabled: Boolean(teacherId),
    staleTime: 0,
  });
}

type Named = { _id: string; name: string };

function putInList<Item extends Named>(client: QueryClient, key: readonly unknown[], item: Item): void {
  client.setQueryData<Item[]>(key, (list) =>
    list ? sortByName([...list.filter((entry) => entry._id !== item._id), item]) : list,
  );
}

function dropFromList(client: QueryClient, key: readonly unknown[], id: string): void {
  client.setQueryData<Named[]>(key, (list) => list?.filter((entry) => entry._id !== id));
}

export function useCreateStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentCreate) => callApi('students.create', { body }),
    onSuccess: (student) => {
      void refreshAfterChange(client, 'students');
      putInList(client, studentListKey, student);
    },
  });
}

export function useUpdateStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: StudentUpdate }) =>
      callApi('students.update', { params: { id }, body }),
    onSuccess: (student) => {
      void refreshAfterChange(client, 'students');
      putInList(client, studentListKey, student);
    },
  });
}

export function useDeleteStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('students.delete', { params: { id } }),
    onSuccess: (_answer, id) => {
      void refreshAfterChange(client, 'students');
      dropFromList(client, studentListKey, id);
    },
  });
}

export type AccountCreate = z.input<typeof userCreateSchema>;
export type AccountUpdate = z.input<typeof userUpdateSchema>;

/** The cached list an account belongs in. */
const listKeyFor = (user: Pick<PublicUser, 'role'>) =>
  user.role === 'teacher' ? peopleKeys.teachers : peopleKeys.accounts;

export function useCreateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountCreate) => callApi('users.create', { body }),
    onSuccess: (user) => {
      void refreshAfterChange(client, 'users');
      putInList(client, listKeyFor(user), user);
    },
  });
}

export function useUpdateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AccountUpdate }) =>
      callApi('users.update', { params: { id }, body }),
    onSuccess: (user) => {
      // A renamed parent is shown by name on its children's rows.
      void refreshAfterChange(client, 'users');
      putInList(client, listKeyFor(user), user);
      // Editing one's own record changes the name in the header and sidebar at once.
      if (getSession()?.user.id === user.id) updateSessionUser(user);
    },
  });
}

export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (user: Pick<PublicUser, '_id' | 'role'>) =>
      callApi('users.delete', { params: { id: user._id } }),
    onSuccess: (_answer, user) => {
      void refreshAfterChange(client, 'users');
      dropFromList(client, listKeyFor(user), user._id);
    },
  });
}

/** Erases a student everywhere but its issued invoices (super_admin, the full name typed). */
export function useEraseStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirm }: { id: string; confirm: string }) =>
      callApi('students.erase', { params: { id }, body: { confirm } }),
    onSuccess: (_answer, { id }) => {
      void refreshAfterChange(client, 'students');
      dropFromList(client, studentListKey, id);
    },
  });
}

/** Erases a family account and its children; the students' lists lose them too. */
export function useEraseFamily() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ user, confirm }: { user: Pick<PublicUser, '_id' | 'role'>; confirm: string }) =>
      callApi('users.erase', { params: { id: user._id }, body: { confirm } }),
    onSuccess: (_answer, { user }) => {
      void refreshAfterChange(client, 'users');
      void refreshAfterChange(client, 'students');
      dropFromList(client, listKeyFor(user), user._id);
    },
  });
}

/** A new invitation email; the list row is unchanged (still invited), so nothing to refresh. */
export function useResendInvitation() {
  return useMutation({
    mutationFn: (user: Pick<PublicUser, '_id'>) =>
      callApi('users.resendInvitation', { params: { id: user._id } }),
  });
}

export function useAssignStudents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ teacherId, studentIds }: { teacherId: string; studentIds: string[] }) =>
      callApi('users.assignStudents', { params: { id: teacherId }, body: { studentIds } }),
    onSuccess: (teacher) => {
      void refreshAfterChange(client, 'users');
      putInList(client, peopleKeys.teachers, teacher);
    },
  });
}

/** An account's emails given up on, with the reason (staff, on the account's edit dialog): the newest page. */
export function useFailedEmails(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeyOf('users.failedEmails', userId ?? ''),
    queryFn: ({ signal }) => callApi('users.failedEmails', { params: { id: userId ?? '' }, signal }),
    enabled: Boolean(userId),
    staleTime: 0,
  });
}

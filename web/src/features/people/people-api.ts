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
import { callApi } from '../../api/api-client';
import { fetchAllPages } from '../../api/fetch-all-pages';
import { getSession, updateSessionUser } from '../../api/session-store';
import { sortByName } from './sort-by-name';

export type ParentOption = z.infer<typeof parentOptionSchema>;

/**
 * The people screens' server state. Lists are read whole (every page) and
 * searched and paged in the browser; after a change the answer is written
 * into the cached list at once, so a school of 2,000 students is not read
 * again after every edit.
 */
export const peopleQueryKeys = {
  /**
   * Under the progress page's student key, so a student it adds or edits
   * refreshes this list too (and this screen's changes refresh its own).
   */
  students: ['progress', 'students', 'every-page'] as const,
  parentOptions: ['users', 'parent-options'] as const,
  /** The User Management list: every account except teachers. */
  accounts: ['users', 'accounts'] as const,
  teachers: ['users', 'teachers'] as const,
  teacherStudents: (teacherId: string) => ['users', teacherId, 'students'] as const,
  /** Under the curriculum prefix, which the subject screens refresh after every change. */
  subjectOptions: ['curriculum', 'subject-options'] as const,
};

/** The roles User Management lists; teachers have their own screen. */
const accountRoles: readonly Role[] = ['super_admin', 'admin', 'user', 'parent'];

function isPublicUser(user: PublicUser | ParentOption): user is PublicUser {
  return 'role' in user;
}

export function useStudentList() {
  return useQuery({
    queryKey: peopleQueryKeys.students,
    queryFn: async ({ signal }) => sortByName(await fetchAllPages('students.list', { signal })),
  });
}

export function useParentOptions(enabled = true) {
  return useQuery({
    queryKey: peopleQueryKeys.parentOptions,
    queryFn: async ({ signal }) => {
      const options = await fetchAllPages('users.list', { query: { role: 'user,parent' }, signal });
      return sortByName(options.map(({ _id, name, email }) => ({ _id, name, email })));
    },
    enabled,
  });
}

export function useAccountList() {
  return useQuery({
    queryKey: peopleQueryKeys.accounts,
    queryFn: async ({ signal }) => {
      const users = await fetchAllPages('users.list', { query: { role: accountRoles.join(',') }, signal });
      return sortByName(users.filter(isPublicUser).filter((user) => user.role !== 'teacher'));
    },
  });
}

export function useTeacherList() {
  return useQuery({
    queryKey: peopleQueryKeys.teachers,
    queryFn: async ({ signal }) => {
      const users = await fetchAllPages('users.list', { query: { role: 'teacher' }, signal });
      return sortByName(users.filter(isPublicUser));
    },
  });
}

/** A teacher's current students, read fresh each time the assign panel opens. */
export function useTeacherStudents(teacherId: string | undefined) {
  return useQuery({
    queryKey: peopleQueryKeys.teacherStudents(teacherId ?? ''),
    queryFn: ({ signal }) => callApi('users.students', { params: { id: teacherId ?? '' }, signal }),
    enabled: Boolean(teacherId),
    staleTime: 0,
  });
}

export function useSubjectOptions() {
  return useQuery({
    queryKey: peopleQueryKeys.subjectOptions,
    queryFn: async ({ signal }) => sortByName(await callApi('curriculum.listSubjects', { signal })),
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

/**
 * Marks what a change may have touched elsewhere (other screens' lists, the
 * dashboard's counters) as stale without reading it again now: each screen
 * refreshes when it is next opened.
 */
function markStale(client: QueryClient, ...prefixes: string[]): void {
  for (const prefix of prefixes) void client.invalidateQueries({ queryKey: [prefix], refetchType: 'none' });
}

export function useCreateStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentCreate) => callApi('students.create', { body }),
    onSuccess: (student) => {
      markStale(client, 'progress', 'users', 'dashboard');
      putInList(client, peopleQueryKeys.students, student);
    },
  });
}

export function useUpdateStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: StudentUpdate }) =>
      callApi('students.update', { params: { id }, body }),
    onSuccess: (student) => {
      markStale(client, 'progress', 'users', 'dashboard');
      putInList(client, peopleQueryKeys.students, student);
    },
  });
}

export function useDeleteStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('students.delete', { params: { id } }),
    onSuccess: (_answer, id) => {
      markStale(client, 'progress', 'users', 'dashboard');
      dropFromList(client, peopleQueryKeys.students, id);
    },
  });
}

export type AccountCreate = z.input<typeof userCreateSchema>;
export type AccountUpdate = z.input<typeof userUpdateSchema>;

/** The cached list an account belongs in. */
const listKeyFor = (user: Pick<PublicUser, 'role'>) =>
  user.role === 'teacher' ? peopleQueryKeys.teachers : peopleQueryKeys.accounts;

export function useCreateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountCreate) => callApi('users.create', { body }),
    onSuccess: (user) => {
      markStale(client, 'users', 'dashboard');
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
      markStale(client, 'users', 'progress', 'dashboard');
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
      markStale(client, 'users', 'progress', 'dashboard');
      dropFromList(client, listKeyFor(user), user._id);
    },
  });
}

export function useAssignStudents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ teacherId, studentIds }: { teacherId: string; studentIds: string[] }) =>
      callApi('users.assignStudents', { params: { id: teacherId }, body: { studentIds } }),
    onSuccess: (teacher) => {
      markStale(client, 'users', 'progress', 'dashboard');
      putInList(client, peopleQueryKeys.teachers, teacher);
    },
  });
}

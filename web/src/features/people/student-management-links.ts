import { appPaths } from '../../app/app-paths';

/** `?action=add` opens Student Management with the add form open (the dashboard's Add Student). */
export const addStudentParam = { name: 'action', value: 'add' } as const;

export const addStudentPath = `${appPaths.studentManagement}?${addStudentParam.name}=${addStudentParam.value}`;

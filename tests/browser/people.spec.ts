import type { Locator, Page } from '@playwright/test';
import { expect, failedWithStatus, test } from './support/console-guard';
import { callApi, useIsolatedSchool } from './support/isolated-school';
import { emailedLinkPath } from './support/emailed-link';
import { closeWithEscape } from './support/overlay-keys';
import {
  createSuperAdminOnSetup,
  expectSidebarItems,
  logInFromLoginPage,
  sidebarLinks,
} from './support/school';

/*
 * The people screens (Student, User and Teacher Management) and the
 * dashboard home, in a school of their own. Everything after /setup is done
 * through the screens, in order: the super admin creates the accounts and
 * students the later tests sign in with and count.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const superAdmin = {
  name: 'Margaret Hamilton',
  email: 'margaret@people.test',
  password: 'Apollo-Guidance-11',
  schoolName: 'Apollo Tutors',
};
const parent = {
  name: 'Ada Lovelace',
  email: 'ada.parent@people.test',
  password: 'Analytical-Engine-1',
  phone: '07700 900123',
};
const otherFamily = {
  name: 'Charles Babbage',
  email: 'charles@people.test',
  password: 'Difference-Engine-2',
};
const admin = { name: 'Annie Easley', email: 'annie@people.test', password: 'Centaur-Rocket-3' };
const teacher = { name: 'Katherine Johnson', email: 'katherine@people.test', password: 'Orbital-Maths-4' };
const students = {
  alan: { name: 'Alan Turing', grade: 'Year 5' },
  mary: { name: 'Mary Somerville', grade: 'Year 7' },
  ray: { name: 'Ray Tomlinson', grade: 'Year 3' },
};

const school = useIsolatedSchool();

async function openFromSidebar(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: label }).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

const bodyRows = (table: Locator) => table.locator('tbody tr');

/** A token for the API checks that the screens' lists show only what the API lets each role see. */
async function apiToken(account: { email: string; password: string }): Promise<string> {
  const session = await callApi(school, 'POST', '/auth/login', {
    body: { email: account.email, password: account.password },
  });
  return session.token;
}

test('the super admin is created on /setup', async ({ page }) => {
  await page.goto('/setup');
  await createSuperAdminOnSetup(page, superAdmin);
  await expectSidebarItems(page, sidebarLinks.super_admin);
});

test.describe('User Management', () => {
  test.use({ expectedConsoleErrors: [failedWithStatus(409)] });

  test('adds a family, a second family and an admin; checks the form; refuses a used email', async ({
    page,
  }) => {
    await logInFromLoginPage(page, superAdmin);
    await openFromSidebar(page, 'User Management');
    const table = page.getByRole('table', { name: 'Users' });
    await expect(bodyRows(table)).toHaveCount(1);
    const myRow = table.getByRole('row', { name: new RegExp(superAdmin.name) });
    await expect(myRow).toContainText('Super Admin');
    await expect(myRow.getByRole('button', { name: `Edit ${superAdmin.name}` })).toBeVisible();
    // Nobody can delete themselves.
    await expect(myRow.getByRole('button', { name: /Delete/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await expect(dialog.getByLabel('Role').locator('option')).toHaveText(['Parent', 'Admin', 'Super Admin']);
    await expect(dialog.getByLabel('Role')).toHaveValue('user');
    await expect(dialog.getByLabel('Phone Number (Optional)')).toHaveAttribute('placeholder', '07700 900123');

    // Name and email are required (a blank password emails an invitation instead);
    // focus goes to the first field in error.
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await expect(dialog.getByText('Password is required')).toHaveCount(0);
    await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();

    await dialog.getByLabel('Name', { exact: true }).fill(parent.name);
    await dialog.getByLabel('Email', { exact: true }).fill(parent.email);
    await dialog.getByLabel('Password', { exact: true }).fill('abc');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
    await dialog.getByLabel('Password', { exact: true }).fill(parent.password);
    await dialog.getByLabel('Phone Number (Optional)').fill(parent.phone);
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'User added successfully' })).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(parent.name) })).toContainText('Parent');

    await page.getByRole('button', { name: 'Add User' }).click();
    await dialog.getByLabel('Name', { exact: true }).fill(otherFamily.name);
    await dialog.getByLabel('Email', { exact: true }).fill(otherFamily.email);
    await dialog.getByLabel('Password', { exact: true }).fill(otherFamily.password);
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog).toBeHidden();

    // The phone number is for role User only.
    await page.getByRole('button', { name: 'Add User' }).click();
    await dialog.getByLabel('Name', { exact: true }).fill(admin.name);
    await dialog.getByLabel('Email', { exact: true }).fill(admin.email);
    await dialog.getByLabel('Password', { exact: true }).fill(admin.password);
    await dialog.getByLabel('Role').selectOption({ label: 'Admin' });
    await expect(dialog.getByLabel('Phone Number (Optional)')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('row', { name: new RegExp(admin.name) })).toContainText('Admin');
    await expect(bodyRows(table)).toHaveCount(4);

    // The API's 409 is shown after the spec's prefix, and the form keeps what was typed.
    await page.getByRole('button', { name: 'Add User' }).click();
    await dialog.getByLabel('Name', { exact: true }).fill('Someone Else');
    await dialog.getByLabel('Email', { exact: true }).fill(parent.email);
    await dialog.getByLabel('Password', { exact: true }).fill('another-pass-1');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    const failure = dialog.getByRole('alert');
    await expect(failure).toContainText('Failed to add user. Email already in use');
    await expect(failure).toBeFocused();
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Someone Else');
    // Cancel resets: the next Add starts empty.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('');
    await closeWithEscape(page, dialog);
    await expect(page.getByRole('button', { name: 'Add User' })).toBeFocused();

    // One's own role cannot be changed.
    await myRow.getByRole('button', { name: `Edit ${superAdmin.name}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit User' });
    await expect(editDialog.getByLabel('Role')).toBeDisabled();
    await expect(editDialog.getByLabel('Role')).toHaveAccessibleDescription(
      'You cannot change your own role.',
    );
    await editDialog.getByRole('button', { name: 'Cancel' }).click();
  });
});

test('Teacher Management adds a teacher, who is not listed on User Management', async ({ page }) => {
  await logInFromLoginPage(page, superAdmin);
  await openFromSidebar(page, 'Teacher Management');
  const table = page.getByRole('table', { name: 'Teachers' });
  await expect(table).toContainText('No teachers found');

  await page.getByRole('button', { name: 'Add Teacher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Teacher' });
  // A teacher has no role selector and no phone number.
  await expect(dialog.getByLabel('Role')).toHaveCount(0);
  await expect(dialog.getByLabel('Phone Number (Optional)')).toHaveCount(0);
  await dialog.getByLabel('Name', { exact: true }).fill(teacher.name);
  await dialog.getByLabel('Email', { exact: true }).fill(teacher.email);
  await dialog.getByLabel('Password', { exact: true }).fill(teacher.password);
  await dialog.getByRole('button', { name: 'Add Teacher' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Teacher added successfully' })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(teacher.name) })).toContainText(teacher.email);

  await openFromSidebar(page, 'User Management');
  const users = page.getByRole('table', { name: 'Users' });
  await expect(bodyRows(users)).toHaveCount(4);
  await expect(users).not.toContainText(teacher.name);
});

test('Student Management adds students for their parents, checks the form and searches', async ({ page }) => {
  await logInFromLoginPage(page, superAdmin);
  await openFromSidebar(page, 'Student Management');
  const table = page.getByRole('table', { name: 'Students' });
  await expect(table).toContainText('No students found');

  await page.getByRole('button', { name: 'Add Student' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Student' });
  const parentSelect = dialog.getByLabel('Parent');
  await expect(parentSelect.locator('option').first()).toHaveText('Select a parent');
  // Families only (role User or Parent), shown by name and email.
  await expect(parentSelect.locator('option')).toHaveText([
    'Select a parent',
    `${parent.name} (${parent.email})`,
    `${otherFamily.name} (${otherFamily.email})`,
  ]);
  await expect(dialog.getByRole('group', { name: 'Allocated Subjects' })).toContainText(
    'No subjects available',
  );

  await dialog.getByRole('button', { name: 'Add Student' }).click();
  await expect(dialog.getByText('Student name is required')).toBeVisible();
  await expect(dialog.getByText('Parent selection is required')).toBeVisible();
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();

  const addStudent = async (student: { name: string; grade: string }, parentAccount: typeof parent) => {
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Add Student' }).click();
    await dialog.getByLabel('Name', { exact: true }).fill(student.name);
    await dialog.getByLabel('Grade').fill(student.grade);
    await dialog
      .getByLabel('Parent')
      .selectOption({ label: `${parentAccount.name} (${parentAccount.email})` });
    await dialog.getByRole('button', { name: 'Add Student' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('row', { name: new RegExp(student.name) })).toContainText(
      parentAccount.name,
    );
  };
  await addStudent(students.alan, parent);
  await addStudent(students.mary, parent);
  await addStudent(students.ray, { ...otherFamily, phone: '' });
  await expect(bodyRows(table)).toHaveCount(3);
  await expect(table.getByRole('row', { name: new RegExp(students.alan.name) })).toContainText('Year 5');

  const search = page.getByRole('searchbox', { name: 'Search students' });
  await search.fill('YEAR 7');
  await expect(bodyRows(table)).toHaveCount(1);
  await expect(bodyRows(table)).toContainText(students.mary.name);
  await search.fill('turing');
  await expect(bodyRows(table)).toHaveText([new RegExp(students.alan.name)]);
  await search.fill('nobody by this name');
  await expect(table).toContainText('No students found');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toBeFocused();
  await expect(bodyRows(table)).toHaveCount(3);
});

test('a student is assigned to the teacher, and the panel shows the current students ticked', async ({
  page,
}) => {
  await logInFromLoginPage(page, superAdmin);
  await openFromSidebar(page, 'Teacher Management');
  const row = page
    .getByRole('table', { name: 'Teachers' })
    .getByRole('row', { name: new RegExp(teacher.name) });
  await row.getByRole('button', { name: `Assign Students ${teacher.name}` }).click();

  const panel = page.getByRole('dialog', { name: `Assign Students to ${teacher.name}` });
  const list = panel.getByRole('group', { name: 'Students' });
  await expect(list.getByRole('checkbox')).toHaveCount(3);
  await expect(list.getByText(`${students.alan.name} (${students.alan.grade})`)).toBeVisible();
  await expect(list.getByRole('checkbox', { checked: true })).toHaveCount(0);

  await panel.getByRole('button', { name: 'Save Assignments' }).click();
  await expect(panel.getByRole('alert')).toContainText('No students selected');

  await panel.getByRole('searchbox', { name: 'Filter students' }).fill('alan');
  await expect(list.getByRole('checkbox')).toHaveCount(1);
  await list.getByRole('checkbox', { name: `${students.alan.name} (${students.alan.grade})` }).check();
  await expect(panel.getByText('1 of 3 selected')).toBeVisible();
  await panel.getByRole('button', { name: 'Save Assignments' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Students assigned successfully' })).toBeVisible();

  await row.getByRole('button', { name: `Assign Students ${teacher.name}` }).click();
  await expect(list.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expect(
    list.getByRole('checkbox', { name: `${students.alan.name} (${students.alan.grade})` }),
  ).toBeChecked();
  await panel.getByRole('button', { name: 'Cancel' }).click();
});

test('allocated subjects are ticked on the student form and kept', async ({ page }) => {
  // Subjects are made on Subject Management (another screen); here one is seeded through the API.
  await callApi(school, 'POST', '/subjects', {
    token: await apiToken(superAdmin),
    body: { name: 'Mathematics' },
  });
  await logInFromLoginPage(page, superAdmin);
  await openFromSidebar(page, 'Student Management');
  const table = page.getByRole('table', { name: 'Students' });
  await table.getByRole('button', { name: `Edit ${students.alan.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Student' });
  // The super admin may change name and parent.
  await expect(dialog.getByLabel('Name', { exact: true })).toBeEnabled();
  await expect(dialog.getByLabel('Parent')).toBeEnabled();
  await dialog.getByRole('checkbox', { name: 'Mathematics' }).check();
  await dialog.getByRole('button', { name: 'Update Student' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Student updated successfully' })).toBeVisible();

  await page.reload();
  await table.getByRole('button', { name: `Edit ${students.alan.name}` }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Mathematics' })).toBeChecked();
});

test('users and students are edited and deleted after a confirmation', async ({ page }) => {
  await logInFromLoginPage(page, superAdmin);
  await openFromSidebar(page, 'User Management');
  const users = page.getByRole('table', { name: 'Users' });

  await users.getByRole('button', { name: `Edit ${parent.name}` }).click();
  const editUser = page.getByRole('dialog', { name: 'Edit User' });
  await expect(editUser.getByLabel('Email', { exact: true })).toHaveValue(parent.email);
  await expect(editUser.getByLabel('Phone Number (Optional)')).toHaveValue(parent.phone);
  // The password may stay blank; if given it needs 8 characters.
  await editUser.getByLabel('Password', { exact: true }).fill('  abc ');
  await editUser.getByRole('button', { name: 'Update User' }).click();
  await expect(editUser.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(editUser.getByLabel('Password', { exact: true })).toBeFocused();
  await editUser.getByLabel('Password', { exact: true }).fill('');
  await editUser.getByLabel('Phone Number (Optional)').fill('07700 900456');
  await editUser.getByRole('button', { name: 'Update User' }).click();
  await expect(editUser).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'User updated successfully' })).toBeVisible();

  // A throwaway account: Cancel keeps it, Delete removes it.
  await page.getByRole('button', { name: 'Add User' }).click();
  const addUser = page.getByRole('dialog', { name: 'Add User' });
  await addUser.getByLabel('Name', { exact: true }).fill('Temporary Person');
  await addUser.getByLabel('Email', { exact: true }).fill('temporary@people.test');
  await addUser.getByLabel('Password', { exact: true }).fill('temporary-1');
  await addUser.getByRole('button', { name: 'Add User' }).click();
  await expect(addUser).toBeHidden();
  await users.getByRole('button', { name: 'Delete Temporary Person' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Temporary Person?' });
  await expect(confirm).toContainText('Are you sure you want to delete this user?');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(users).toContainText('Temporary Person');
  await users.getByRole('button', { name: 'Delete Temporary Person' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'User deleted successfully' })).toBeVisible();
  await expect(users).not.toContainText('Temporary Person');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeFocused();

  await openFromSidebar(page, 'Student Management');
  const table = page.getByRole('table', { name: 'Students' });
  await page.getByRole('button', { name: 'Add Student' }).click();
  const addStudent = page.getByRole('dialog', { name: 'Add Student' });
  await addStudent.getByLabel('Name', { exact: true }).fill('Short Stay');
  await addStudent.getByLabel('Parent').selectOption({ label: `${otherFamily.name} (${otherFamily.email})` });
  await addStudent.getByRole('button', { name: 'Add Student' }).click();
  await expect(addStudent).toBeHidden();
  // No grade: the column shows a dash.
  await expect(
    table
      .getByRole('row', { name: /Short Stay/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('-');
  await table.getByRole('button', { name: 'Delete Short Stay' }).click();
  const confirmStudent = page.getByRole('alertdialog', { name: 'Delete Short Stay?' });
  await expect(confirmStudent).toContainText('Are you sure you want to delete this student?');
  await confirmStudent.getByRole('button', { name: 'Delete' }).click();
  await expect(confirmStudent).toBeHidden();
  await expect(table).not.toContainText('Short Stay');
  await expect(bodyRows(table)).toHaveCount(3);
});

test('the dashboard counts what was created, lists the recent activity and offers the staff actions', async ({
  page,
}) => {
  await logInFromLoginPage(page, superAdmin);
  await expect(page.getByTestId('stat-students')).toHaveText('3');
  await expect(page.getByTestId('stat-subjects')).toHaveText('1');
  // Every account: the super admin, two families, the admin and the teacher.
  await expect(page.getByTestId('stat-users')).toHaveText('5');
  await expect(page.getByTestId('stat-progressUpdates')).toHaveText('0');
  await expect(page.getByRole('link', { name: /^Users/ })).toHaveAttribute(
    'href',
    '/dashboard/user-management',
  );
  await expect(page.getByRole('link', { name: /^Subjects/ })).toHaveAttribute(
    'href',
    '/dashboard/subject-management',
  );

  const activity = page.getByRole('region', { name: 'Recent activity' });
  await expect(activity.getByRole('listitem').first()).toContainText('Student');
  await expect(activity).toContainText(`${teacher.name} now teaches 1 student`);
  // The three students added one after another read as one line naming the latest (issue 40's grouping).
  await expect(activity).toContainText('3 students added');
  await expect(activity).toContainText(
    `Latest: ${students.ray.name} (${students.ray.grade}) joined the school`,
  );
  await expect(activity.locator('time').first()).toHaveText('just now');

  const actions = page.getByRole('region', { name: 'Quick actions' });
  await expect(actions.getByRole('link')).toHaveText([
    /Add Student/,
    /Manage Subjects/,
    /Manage Users/,
    /Manage Teachers/,
    /Invoice Analytics/,
    /View Progress/,
  ]);
  await actions.getByRole('link', { name: /Add Student/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/student-management$/);
  await expect(page.getByRole('dialog', { name: 'Add Student' })).toBeVisible();
});

test('the parent sees only its own children', async ({ page }) => {
  await logInFromLoginPage(page, parent);
  await expectSidebarItems(page, sidebarLinks.parent);
  await expect(page.getByTestId('stat-students')).toHaveText('2');
  await expect(page.getByTestId('stat-progressUpdates')).toHaveText('0');
  await expect(page.getByTestId('stat-subjects')).toHaveCount(0);
  await expect(page.getByTestId('stat-users')).toHaveCount(0);

  const activity = page.getByRole('region', { name: 'Recent activity' });
  await expect(activity.getByRole('listitem')).toHaveCount(2);
  await expect(activity).toContainText(students.alan.name);
  await expect(activity).toContainText(students.mary.name);
  await expect(activity).not.toContainText(students.ray.name);
  await expect(page.getByRole('region', { name: 'Quick actions' }).getByRole('link')).toHaveText([
    /My Invoices/,
    /View Progress/,
  ]);

  const listed = await callApi(school, 'GET', '/students', { token: await apiToken(parent) });
  expect(listed.map((student: { name: string }) => student.name).sort()).toEqual([
    students.alan.name,
    students.mary.name,
  ]);

  for (const path of ['/dashboard/student-management', '/dashboard/user-management']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test('the teacher sees only its own student', async ({ page }) => {
  await logInFromLoginPage(page, teacher);
  await expectSidebarItems(page, sidebarLinks.teacher);
  await expect(page.getByRole('link', { name: /My Students/ })).toBeVisible();
  await expect(page.getByTestId('stat-students')).toHaveText('1');
  await expect(page.getByTestId('stat-progressUpdates')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Recent activity' })).toContainText(
    `${teacher.name} now teaches 1 student`,
  );

  const listed = await callApi(school, 'GET', '/students', { token: await apiToken(teacher) });
  expect(listed.map((student: { name: string }) => student.name)).toEqual([students.alan.name]);
});

test('an admin has no User Management, and edits a student’s grade but not its name or parent', async ({
  page,
}) => {
  await logInFromLoginPage(page, admin);
  await expectSidebarItems(page, sidebarLinks.admin);
  await expect(page.getByTestId('stat-users')).toHaveCount(0);
  await page.goto('/dashboard/user-management');
  await expect(page).toHaveURL(/\/dashboard$/);

  await openFromSidebar(page, 'Student Management');
  const table = page.getByRole('table', { name: 'Students' });
  await table.getByRole('button', { name: `Edit ${students.mary.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Student' });
  await expect(dialog.getByLabel('Name', { exact: true })).toBeDisabled();
  await expect(dialog.getByLabel('Parent')).toBeDisabled();
  await expect(dialog.getByLabel('Parent')).toHaveValue(/^[0-9a-f]{24}$/);
  await dialog.getByLabel('Grade').fill('Year 8');
  const sent = page.waitForRequest((request) => request.method() === 'PUT');
  await dialog.getByRole('button', { name: 'Update Student' }).click();
  // The API refuses a name or parent from an admin, so the form does not send them.
  expect(Object.keys((await sent).postDataJSON()).sort()).toEqual(['grade', 'subjects']);
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row', { name: new RegExp(students.mary.name) })).toContainText('Year 8');

  // Admins manage teachers too.
  await openFromSidebar(page, 'Teacher Management');
  await expect(page.getByRole('table', { name: 'Teachers' })).toContainText(teacher.name);
});

/*
 * Accessibility, overflow and console errors of these screens and their
 * forms, at 1280 and 375 px, are checked by every role's journey
 * (role-journeys.spec.ts), which reaches each of them.
 */

test('with 510 more students the list is read in two requests, paged by 25 and searched at once', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(superAdmin);
  const families = await callApi(school, 'GET', '/users?role=user,parent', { token });
  const parentId = families.find((family: { email: string }) => family.email === otherFamily.email)._id;
  // Just over one page of 500: the list must follow the cursor.
  const extra = 510;
  for (let start = 0; start < extra; start += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, extra - start) }, (_, offset) =>
        callApi(school, 'POST', '/students', {
          token,
          body: { name: `Bulk Student ${String(start + offset).padStart(4, '0')}`, grade: 'KS2', parentId },
        }),
      ),
    );
  }

  await logInFromLoginPage(page, superAdmin);
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/students') listRequests.push(request.url());
  });
  await openFromSidebar(page, 'Student Management');
  const table = page.getByRole('table', { name: 'Students' });
  const total = extra + 3;
  await expect(page.getByText(`Showing 1–25 of ${total}`)).toBeVisible();
  expect(listRequests).toHaveLength(2);
  expect(listRequests[0]).toContain('limit=500');
  await expect(bodyRows(table)).toHaveCount(25);

  const pages = page.getByRole('navigation', { name: 'Students pages' });
  await expect(pages).toContainText(`Page 1 of ${Math.ceil(total / 25)}`);
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages).toContainText(`Page 2 of ${Math.ceil(total / 25)}`);
  await expect(page.getByText(`Showing 26–50 of ${total}`)).toBeVisible();
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(pages.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');

  const search = page.getByRole('searchbox', { name: 'Search students' });
  await search.fill('bulk student 0509');
  await expect(bodyRows(table)).toHaveCount(1);
  await search.fill('ks2');
  await expect(page.getByText(`Showing 1–25 of ${extra}`)).toBeVisible();
  // Searching never asks the server again.
  expect(listRequests).toHaveLength(2);
});

test('a super admin erases a student only after typing its full name', async ({ page }) => {
  // Its own family and student, so the test stands alone (`-g`) and changes no earlier count.
  const token = await apiToken(superAdmin);
  const family = await callApi(school, 'POST', '/users', {
    token,
    body: {
      name: 'Grace Family',
      email: 'grace.family@people.test',
      password: 'Cobol-Compiler-5',
      role: 'user',
    },
  });
  await callApi(school, 'POST', '/students', {
    token,
    body: { name: 'Grace Hopper', grade: 'Year 6', parentId: family._id },
  });

  await logInFromLoginPage(page, superAdmin);
  await openFromSidebar(page, 'Student Management');
  const table = page.getByRole('table', { name: 'Students' });
  await page.getByRole('searchbox', { name: 'Search students' }).fill('grace hopper');
  await table.getByRole('button', { name: 'Erase Grace Hopper' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Erase Grace Hopper?' });
  await expect(dialog).toContainText('It cannot be undone.');
  await expect(dialog).toContainText('Invoices already issued are kept');
  const erase = dialog.getByRole('button', { name: 'Erase permanently' });
  await expect(erase).toBeDisabled();
  const typed = dialog.getByLabel('Type Grace Hopper to confirm');
  await typed.fill('Grace');
  await expect(erase).toBeDisabled();
  await typed.fill('Grace Hopper');
  await erase.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Grace Hopper was erased. Issued invoices are kept.')).toBeVisible();
  await expect(table.getByRole('row', { name: /Grace Hopper/ })).toHaveCount(0);
});

test("a family's email changes only once the new address confirms it", async ({ page }) => {
  const family = { name: 'Dorothy Vaughan', email: 'dorothy@people.test', password: 'Fortran-Scout-1961' };
  const newEmail = 'dorothy.new@people.test';
  await callApi(school, 'POST', '/users', {
    token: await apiToken(superAdmin),
    body: { ...family, role: 'user' },
  });
  await logInFromLoginPage(page, superAdmin);
  await openFromSidebar(page, 'User Management');
  const users = page.getByRole('table', { name: 'Users' });
  await users.getByRole('button', { name: `Edit ${family.name}` }).click();
  const editUser = page.getByRole('dialog', { name: 'Edit User' });
  await editUser.getByLabel('Email', { exact: true }).fill(newEmail);
  await editUser.getByRole('button', { name: 'Update User' }).click();
  await expect(editUser).toBeHidden();
  await expect(
    page.getByRole('status').filter({
      hasText: `User updated. The email changes to ${newEmail} once the link we sent to that address is opened; until then it stays ${family.email}.`,
    }),
  ).toBeVisible();
  // Until then the list shows the address the account signs in with, and the form says what waits.
  await expect(users).toContainText(family.email);
  await users.getByRole('button', { name: `Edit ${family.name}` }).click();
  await expect(editUser.getByText(`Waiting for confirmation of ${newEmail}`)).toBeVisible();
  await expect(
    editUser.getByRole('checkbox', { name: `Cancel the change to ${newEmail}` }),
  ).not.toBeChecked();
  await editUser.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(await emailedLinkPath(school, newEmail, 'confirm-email'));
  await expect(page.getByRole('heading', { name: 'Your new email is confirmed' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: `Your email address is now ${newEmail}.` }),
  ).toBeVisible();
  await page.goto('/dashboard/user-management');
  await expect(page.getByRole('table', { name: 'Users' })).toContainText(newEmail);
});

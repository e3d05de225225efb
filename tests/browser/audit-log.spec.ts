import { expect, test } from './support/console-guard';
import { callApi, useIsolatedSchool } from './support/isolated-school';
import {
  expectNoHorizontalOverflow,
  logInFromLoginPage,
  phoneViewport,
  schoolCast,
  seriousAccessibilityViolations,
} from './support/school';

/*
 * The audit log (issue 17) in a school of its own: the super_admin opens it
 * from the sidebar, sees who changed what, newest first, and narrows it to
 * one record (from the address and by the record's own button); it fits a
 * 375 px phone.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const { superAdmin, admin, teacherTom, familyKhan } = schoolCast('audit-log.test');
test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

const school = useIsolatedSchool();
let studentId = '';

test.beforeAll(async () => {
  const { token } = await callApi(school, 'POST', '/auth/setup', { body: superAdmin });
  const create = (path: string, body: unknown) => callApi(school, 'POST', path, { token, body });
  await create('/users', { ...admin, role: 'admin' });
  await create('/users', { ...teacherTom, role: 'teacher' });
  const khan = await create('/users', { ...familyKhan, role: 'parent' });
  const amira = await create('/students', { name: 'Amira Khan', grade: 'Year 5', parentId: khan._id });
  studentId = amira._id;
  await callApi(school, 'PUT', `/students/${studentId}`, { token, body: { grade: 'Year 6' } });
});

test('the super_admin reads the audit log and narrows it to one student, on a desktop and a phone', async ({
  page,
}) => {
  await logInFromLoginPage(page, superAdmin);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const rows = page.getByTestId('audit-entry');
  // Newest first: the grade change, then the student's creation, then the accounts.
  await expect(rows.first()).toContainText('Student edited');
  await expect(rows.first()).toContainText(superAdmin.name);
  await expect(rows.first()).toContainText('Grade: Year 5 → Year 6');
  await expect(rows).toHaveCount(5);

  await rows.first().getByRole('button', { name: 'Show only changes to Amira Khan' }).click();
  await expect(page).toHaveURL(new RegExp(`targetId=${studentId}`));
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Student created');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.setViewportSize(phoneViewport);
  await page.reload();
  // A card per entry on a phone, not a table to scroll sideways.
  await expect(page.getByRole('list', { name: 'Audit log entries, newest first' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Grade: Year 5 → Year 6');
  await expectNoHorizontalOverflow(page);

  await page.getByLabel('Kind of change').selectOption('lesson.create');
  await page.getByRole('button', { name: 'Show changes' }).click();
  await expect(page.getByRole('heading', { name: 'No changes match these filters' })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test('logo changes, a resent invitation and staff downloading a family’s data read plainly in the log', async ({
  page,
}) => {
  const { token } = await callApi(school, 'POST', '/auth/login', { body: superAdmin });
  const logo =
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGMQiTqBFTEMLQkAG4pNgSZCGX8AAAAASUVORK5CYII=';
  await callApi(school, 'PUT', '/school-profile/logo', { token, body: { image: logo } });
  await callApi(school, 'DELETE', '/school-profile/logo', { token });
  const inviteeEmail = 'ivy.invited@audit-log.test';
  const invitee = await callApi(school, 'POST', '/users', {
    token,
    body: { name: 'Ivy Invited', email: inviteeEmail, role: 'teacher', password: '' },
  });
  await callApi(school, 'POST', `/users/${invitee._id}/invitation`, { token });
  const family = await callApi(school, 'POST', '/users', {
    token,
    body: {
      name: 'Exported Family',
      email: 'exported@audit-log.test',
      role: 'parent',
      password: 'Exported-Family-9',
    },
  });
  const exported = await fetch(`${school.url}/api/users/${family._id}/export`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(exported.status).toBe(200);

  await logInFromLoginPage(page, superAdmin);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Audit log' }).click();
  const rows = page.getByTestId('audit-entry');
  await expect(rows.first()).toContainText("Family's data downloaded");
  await expect(rows.first()).toContainText(superAdmin.name);
  await expect(rows.first()).toContainText('Exported: data.json, summary.txt and 0 invoice PDFs');
  const resent = rows.filter({ hasText: 'Invitation resent' });
  await expect(resent).toHaveCount(1);
  await expect(resent).toContainText(`Invitation sent to: ${inviteeEmail}`);
  await expect(rows.filter({ hasText: 'School logo uploaded' })).toContainText(
    /Logo: image\/png, version [0-9a-f]{16}/,
  );
  await expect(rows.filter({ hasText: 'School logo removed' })).toHaveCount(1);

  await page.getByLabel('Kind of change').selectOption({ label: 'Invitation resent' });
  await page.getByRole('button', { name: 'Show changes' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Invitation sent to: ${inviteeEmail}`);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

import { expect, test } from './support/console-guard';
import { callApi, useIsolatedSchool } from './support/isolated-school';
import { expectNoHorizontalOverflow, logInFromLoginPage, phoneViewport } from './support/school';

/*
 * A family cancels late from its phone (issue 37, docs/lesson-policy.md#cancellations): the
 * confirmation states the charge before the family confirms, and the card then says the lesson was
 * canceled late, with no Join link.
 */
// A school of its own starts with the suite's runtime; on a busy machine that takes longer than a test's default.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const superAdmin = { name: 'Grace Hopper', email: 'grace@cancel.test', password: 'Harbour-Lights-7' };
const teacher = { name: 'Katherine Johnson', email: 'katherine@cancel.test', password: 'Orbit-Paths-4' };
const parent = { name: 'Ada Lovelace', email: 'ada@cancel.test', password: 'Analytical-Engine-1' };

const school = useIsolatedSchool();

test.beforeAll(async () => {
  const session = await callApi(school, 'POST', '/auth/setup', {
    body: { ...superAdmin, schoolName: 'Harbour Lights Tutors' },
  });
  const token: string = session.token;
  const teacherUser = await callApi(school, 'POST', '/users', {
    token,
    body: { ...teacher, role: 'teacher' },
  });
  const parentUser = await callApi(school, 'POST', '/users', { token, body: { ...parent, role: 'parent' } });
  const maths = await callApi(school, 'POST', '/subjects', { token, body: { name: 'Mathematics' } });
  const child = await callApi(school, 'POST', '/students', {
    token,
    body: { name: 'Amira Lovelace', grade: 'Year 6', parentId: parentUser._id, subjects: [maths._id] },
  });
  // Half the lesson for a late cancellation, with the default 24 hours' notice.
  await callApi(school, 'PUT', '/lesson-policy', {
    token,
    body: {
      noticeHours: 24,
      lateCancellation: { charge: 'percent', percent: 50 },
      billableAttendance: ['present', 'late', 'absent_unnotified'],
      makeUpExpiryDays: 60,
      defaultTimezone: 'UK',
    },
  });
  // Three hours from now, on the hour: well inside the notice period.
  const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3 * 3_600_000);
  await callApi(school, 'POST', '/lessons', {
    token,
    body: {
      student: child._id,
      teacher: teacherUser._id,
      startTime: start.toISOString(),
      timezone: 'UK',
      subject: maths._id,
      status: 'confirmed',
      meetingLink: 'https://meet.example.com/amira',
    },
  });
});

test.use({ viewport: phoneViewport });

test('a family cancels late from its phone and sees the charge before confirming', async ({ page }) => {
  await logInFromLoginPage(page, parent);
  await page.goto(
    `/dashboard/lesson-booking?date=${new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10)}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Lessons' })).toBeVisible();
  const card = page.getByRole('list', { name: 'Lessons' }).getByRole('listitem').first();
  await expect(card).toContainText('Mathematics');
  await expect(card.getByRole('link', { name: /Join the lesson/ })).toBeVisible();
  await card.getByRole('button', { name: /^Cancel lesson/ }).click();

  const dialog = page.getByRole('alertdialog', { name: 'Cancel this lesson?' });
  await expect(dialog).toContainText('This is a late cancellation');
  await expect(dialog).toContainText('50% of the lesson (about £20.00)');
  await expectNoHorizontalOverflow(page);
  await dialog.getByRole('button', { name: 'Cancel and accept the charge' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(card).toContainText('Canceled late by the family (50% charged)');
  await expect(card.getByRole('link', { name: /Join the lesson/ })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Cancel lesson/ })).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
});

import { expect, test } from './support/console-guard';
import { callApi, useIsolatedSchool } from './support/isolated-school';
import { expectNoHorizontalOverflow, logInFromLoginPage, phoneViewport } from './support/school';

/*
 * The lesson report (issue 37, docs/lesson-reports.md) on a phone: a teacher reports a completed lesson
 * from the home's "Lessons to report" in a few taps; the family's progress sheet then shows the new
 * statuses, and the topic's history links back to the report. The two screenshots of
 * docs/lesson-reports.md are taken when LESSON_REPORT_SHOTS_DIR is set.
 */
test.describe.configure({ mode: 'serial' });

const superAdmin = { name: 'Grace Hopper', email: 'grace@report.test', password: 'Harbour-Lights-7' };
const teacher = { name: 'Katherine Johnson', email: 'katherine@report.test', password: 'Orbit-Paths-4' };
const parent = { name: 'Ada Lovelace', email: 'ada@report.test', password: 'Analytical-Engine-1' };
const shotsDir = process.env.LESSON_REPORT_SHOTS_DIR;

const school = useIsolatedSchool();
const ids = { child: '', maths: '', lesson: '' };

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
  for (const [unitName, topics] of [
    ['Number', ['Negative numbers', 'Fractions']],
    ['Geometry', ['Angles']],
  ] as const) {
    const unit = await callApi(school, 'POST', `/subjects/${maths._id}/units`, {
      token,
      body: { name: unitName },
    });
    for (const name of topics)
      await callApi(school, 'POST', `/subjects/${maths._id}/units/${unit._id}/topics`, {
        token,
        body: { name },
      });
  }
  const child = await callApi(school, 'POST', '/students', {
    token,
    body: { name: 'Amira Lovelace', grade: 'Year 6', parentId: parentUser._id, subjects: [maths._id] },
  });
  await callApi(school, 'POST', `/users/${teacherUser._id}/assign-students`, {
    token,
    body: { studentIds: [child._id] },
  });
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const lesson = await callApi(school, 'POST', '/lessons', {
    token,
    body: {
      student: child._id,
      teacher: teacherUser._id,
      startTime: `${yesterday}T15:00:00.000Z`,
      timezone: 'UK',
      subject: maths._id,
      status: 'completed',
    },
  });
  Object.assign(ids, { child: child._id, maths: maths._id, lesson: lesson._id });
});

test.use({ viewport: phoneViewport });

test('a teacher reports a lesson in a few taps from the home page', async ({ page }) => {
  await logInFromLoginPage(page, teacher);
  const toReport = page.getByRole('region', { name: 'Lessons to report' });
  await expect(toReport).toContainText('Amira Lovelace');
  await toReport.getByRole('link', { name: /^Write report/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Amira Lovelace: Mathematics' })).toBeVisible();
  const negative = page.getByRole('group', { name: 'Status of 1.1 Negative numbers' });
  await negative.getByRole('button', { name: 'Red for 1.1 Negative numbers' }).click();
  await page
    .getByRole('group', { name: 'Status of 1.2 Fractions' })
    .getByRole('button', { name: /^Green/ })
    .click();
  await expect(negative.getByRole('button', { name: /^Red/ })).toHaveAttribute('aria-pressed', 'true');
  // The keyboard reaches the toggles: a second press takes a topic out again.
  const angles = page
    .getByRole('group', { name: 'Status of 2.1 Angles' })
    .getByRole('button', { name: /^Amber/ });
  await angles.focus();
  await page.keyboard.press('Enter');
  await expect(angles).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Space');
  await expect(angles).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('2 topics chosen')).toBeVisible();

  await page.getByLabel('Homework').fill('Worksheet 4, questions 1 to 10.');
  await page
    .getByLabel('Comment for the family')
    .fill('Amira worked hard; subtracting below zero needs practice.');
  await expect(page.getByText('57 of 2000 characters')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/lesson-report-teacher.png`, fullPage: true });

  await page.getByRole('button', { name: 'Save report' }).click();
  await expect(page.getByText('Report saved.')).toBeVisible();
  const report = page.getByRole('article', { name: 'Lesson report' });
  await expect(report.getByTestId('report-topics').getByRole('listitem')).toHaveText([
    /Negative numbers\s*Number: Red/,
    /Fractions\s*Number: Green/,
  ]);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Lessons to report' })).toContainText(
    'No lessons waiting for a report.',
  );
});

test("the family's progress sheet shows the new statuses, linked to the lesson's report", async ({
  page,
}) => {
  await logInFromLoginPage(page, parent);
  await page.goto(`/dashboard/student-progress?student=${ids.child}&subject=${ids.maths}`);
  const row = page.locator('tr[data-topic-row="1.1"]');
  await expect(row).toContainText('I Find Difficult');
  await expect(page.locator('tr[data-topic-row="1.2"]')).toContainText('I am confident');

  await row.getByRole('button', { name: /change the status/ }).click();
  const history = page.getByTestId('topic-status-history');
  await expect(history).toContainText('Katherine Johnson');
  await history.getByRole('link', { name: 'From the lesson report' }).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/lessons/${ids.lesson}/report$`));
  const report = page.getByRole('article', { name: 'Lesson report' });
  await expect(report).toContainText('Worksheet 4, questions 1 to 10.');
  await expect(report).toContainText('Amira worked hard; subtracting below zero needs practice.');
  await expectNoHorizontalOverflow(page);
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/lesson-report-family.png`, fullPage: true });
});

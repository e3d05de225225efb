import { readFileSync } from 'node:fs';
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
 * Teacher Hours (issue 16) in a school of its own: an admin opens the screen
 * from the sidebar, reads a teacher's completed hours for October 2026 and
 * downloads that range's lessons as CSV; the screen fits a 375 px phone.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const { superAdmin, admin, teacherTom, familyKhan } = schoolCast('teacher-hours.test');
const contextOptions = { locale: 'en-GB', timezoneId: 'Europe/London' } as const;
test.use(contextOptions);

const school = useIsolatedSchool();

test.beforeAll(async () => {
  const { token } = await callApi(school, 'POST', '/auth/setup', { body: superAdmin });
  const create = (path: string, body: unknown) => callApi(school, 'POST', path, { token, body });
  await create('/users', { ...admin, role: 'admin' });
  const tom = await create('/users', { ...teacherTom, role: 'teacher' });
  const khan = await create('/users', { ...familyKhan, role: 'parent' });
  const amira = await create('/students', { name: 'Amira Khan', grade: 'Year 5', parentId: khan._id });
  for (const [day, status] of [
    ['07', 'completed'],
    ['14', 'completed'],
    ['21', 'canceled'],
  ] as const) {
    await create('/lessons', {
      student: amira._id,
      teacher: tom._id,
      startTime: `2026-10-${day}T16:30:00+01:00`,
      timezone: 'UK',
      status,
    });
  }
});

test('an admin reads a teacher’s hours and downloads the lessons CSV, on a desktop and a phone', async ({
  page,
}, testInfo) => {
  await logInFromLoginPage(page, admin);
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Teacher Hours' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Teacher Hours' })).toBeVisible();
  await page.getByLabel('From month').fill('2026-10');
  await page.getByLabel('To month').fill('2026-10');

  const tom = page.getByRole('region', { name: teacherTom.name });
  await expect(tom).toContainText('2 h (2 lessons)');
  await expect(tom.getByRole('definition')).toHaveText('2 h (2 lessons)');
  await expect(page.getByRole('region', { name: 'All teachers' })).toContainText('October 2026');

  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download lessons CSV' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe('lessons-2026-10-01-to-2026-10-31.csv');
  const savePath = testInfo.outputPath('lessons.csv');
  await download.saveAs(savePath);
  expect(readFileSync(savePath, 'utf8').split('\r\n')).toEqual([
    '\uFEFFTeacher,Date,Time,Time zone,Student,Subject,Duration (minutes),Status,Attendance',
    `${teacherTom.name},2026-10-07,16:30,UK,Amira Khan,Not specified,60,Completed,`,
    `${teacherTom.name},2026-10-14,16:30,UK,Amira Khan,Not specified,60,Completed,`,
    `${teacherTom.name},2026-10-21,16:30,UK,Amira Khan,Not specified,60,Canceled,`,
    '',
  ]);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.setViewportSize(phoneViewport);
  await expect(tom).toContainText('2 h (2 lessons)');
  await expectNoHorizontalOverflow(page);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

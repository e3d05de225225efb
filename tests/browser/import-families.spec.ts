import { expect, test } from './support/console-guard';
import { callApi, useIsolatedSchool } from './support/isolated-school';
import {
  desktopViewport,
  expectNoHorizontalOverflow,
  logInFromLoginPage,
  phoneViewport,
  schoolCast,
} from './support/school';

/*
 * Issue 38: a new school adds GCSE Maths (Higher) from a curriculum template, imports its 60 students (30 families
 * of two children) from a spreadsheet on the Import page, then books a lesson in that subject for one of the
 * imported children. The school itself and its English subject are set up through the API.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const { superAdmin, teacherTom } = schoolCast('import.test');
const school = useIsolatedSchool();

test.beforeAll(async () => {
  const { token } = await callApi(school, 'POST', '/auth/setup', { body: superAdmin });
  await callApi(school, 'POST', '/subjects', { token, body: { name: 'English' } });
  await callApi(school, 'POST', '/users', { token, body: { ...teacherTom, role: 'teacher' } });
});

/** 30 families, two children each: Excel's CSV with a BOM and semicolons (so the subjects cell is quoted). */
function sixtyStudents(): Buffer {
  const lines = [
    'Parent first name;Parent last name;Parent email;Parent phone;Child first name;Grade;Subjects',
  ];
  for (let family = 1; family <= 30; family++)
    for (const child of ['Ava', 'Ben'])
      lines.push(
        `Pat${family};Family${family};pat${family}@import.example;;${child};Year ${1 + (family % 13)};"GCSE Maths (Higher); English"`,
      );
  return Buffer.from('\uFEFF' + lines.join('\r\n') + '\r\n');
}

test('a new school imports 60 students from a spreadsheet and books a lesson for one of them', async ({
  page,
}) => {
  await page.setViewportSize(phoneViewport);
  await logInFromLoginPage(page, superAdmin);
  await page.goto('/dashboard/subject-management');
  await page.getByRole('button', { name: 'Add from template' }).click();
  const templates = page.getByRole('dialog', { name: 'Add from template' });
  await templates.getByRole('checkbox', { name: /GCSE Maths \(Higher\)/ }).check();
  await templates.getByRole('button', { name: 'Import' }).click();
  await expect(templates).toBeHidden();
  await expect(page.getByText(/Imported GCSE Maths \(Higher\)/)).toBeVisible();

  await page.goto('/dashboard/student-management');
  await page.getByRole('link', { name: 'Import from a spreadsheet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import from a spreadsheet' })).toBeVisible();

  await page.getByLabel('Spreadsheet (CSV or .xlsx)').setInputFiles({
    name: 'students.csv',
    mimeType: 'text/csv',
    buffer: sixtyStudents(),
  });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(
    page.getByText('students.csv: 60 to create, 0 to update, 0 unchanged, 0 with errors.'),
  ).toBeVisible();
  await expect(page.getByLabel('Parent email (required)')).toHaveValue('Parent email');
  await expect(page.getByText('Pat7 Family7 → Ben Family7')).toBeVisible();
  await expectNoHorizontalOverflow(page);

  await page.setViewportSize(desktopViewport);
  await page.getByRole('button', { name: 'Apply 60 changes' }).click();
  const finished = page.getByRole('status').filter({ hasText: 'Import finished' });
  await expect(finished).toBeVisible({ timeout: 60_000 });
  await expect(finished).toContainText('60 created, 0 updated, 0 unchanged, 0 failed.');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the report (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^import-report-[0-9a-f]{24}\.csv$/);

  // The imported children are the school's students: one gets a lesson.
  await page.goto('/dashboard/lesson-booking?date=2026-10-01');
  await page.getByRole('button', { name: 'Book Lesson' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Lesson' });
  await dialog.getByLabel('Student').selectOption({ label: 'Ben Family7' });
  await dialog.getByLabel('Teacher').selectOption({ label: `${teacherTom.name} (${teacherTom.email})` });
  await dialog.getByLabel('Subject').selectOption({ label: 'GCSE Maths (Higher)' });
  await dialog.getByLabel('Lesson Date & Time').fill('2026-10-13T17:00');
  await dialog.getByRole('button', { name: 'Book Lesson' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Lesson booked successfully!' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lessons' })).toContainText('Ben Family7');
});

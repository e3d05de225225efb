import type { Page } from '@playwright/test';
import { expect, test } from './support/console-guard';
import { callApi, useIsolatedSchool } from './support/isolated-school';
import {
  desktopViewport,
  expectNoHorizontalOverflow,
  logInFromLoginPage,
  phoneViewport,
  seriousAccessibilityViolations,
} from './support/school';

/*
 * Issue 38, a new school's first day: the super_admin's home shows the getting-started checklist; the
 * school adds GCSE Maths (Higher) from a template on Subject Management (a phone and a laptop), sees it
 * there as an ordinary subject and on a student's progress sheet, and the checklist ticks its curriculum.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const school = useIsolatedSchool();
const head = {
  name: 'Nadia Newton',
  email: 'nadia@first-day.test',
  password: 'Gravity-Apple-1687',
  schoolName: 'First Day Tutors',
};
let token = '';

test.beforeAll(async () => {
  token = ((await callApi(school, 'POST', '/auth/setup', { body: head })) as { token: string }).token;
});

const checklist = (page: Page) => page.getByTestId('getting-started');
const curriculumStep = (page: Page) => checklist(page).locator('li[data-step="curriculum"]');

for (const viewport of [phoneViewport, desktopViewport]) {
  test(`a new school imports GCSE Maths (Higher) from a template at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await logInFromLoginPage(page, head);

    await expect(checklist(page).getByRole('heading', { name: 'Get your school started' })).toBeVisible();
    const importedBefore = viewport === desktopViewport;
    await expect(curriculumStep(page)).toHaveAttribute('data-done', String(importedBefore));

    await page.goto('/dashboard/subject-management');
    await page.getByRole('button', { name: 'Add from template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add from template' });
    await expect(dialog.getByRole('group', { name: 'GCSE' })).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Key Stage 1' })).toBeVisible();
    const higher = dialog.getByRole('checkbox', { name: /GCSE Maths \(Higher\)/ });
    await expectNoHorizontalOverflow(page);

    if (importedBefore) {
      // The phone's test imported it: here it is ticked, greyed and marked, and Import has nothing to do.
      await expect(higher).toBeChecked();
      await expect(higher).toBeDisabled();
      await expect(
        dialog.locator('li[data-template="gcse-maths-higher"]').getByText('Imported'),
      ).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
      expect(await seriousAccessibilityViolations(page, { onlyOverlay: true })).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    } else {
      // The preview shows the template's units and topics before anything is imported.
      const row = dialog.locator('li[data-template="gcse-maths-higher"]');
      await row.getByText('Preview units and topics').click();
      await expect(row.getByText('Circle theorems')).toBeVisible();
      await expect(row.getByText(/AQA GCSE Mathematics 8300/)).toBeVisible();
      expect(await seriousAccessibilityViolations(page, { onlyOverlay: true })).toEqual([]);
      await higher.check();
      await expect(dialog.getByText('1 selected')).toBeVisible();
      await dialog.getByRole('button', { name: 'Import' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(/Imported GCSE Maths \(Higher\)/)).toBeVisible();
    }

    // An ordinary subject: listed, selected, its units numbered in the template's order.
    const subjects = page.getByRole('region', { name: /^Subjects/ });
    await subjects.getByText('GCSE Maths (Higher)').click();
    const units = page.getByRole('region', { name: /^Units/ });
    await expect(units.getByRole('button', { name: '1 Number', exact: true })).toBeVisible();
    await expect(
      units.getByRole('button', { name: '6 Geometry and trigonometry', exact: true }),
    ).toBeVisible();
    await expectNoHorizontalOverflow(page);

    // The checklist ticked its curriculum.
    await page.goto('/dashboard');
    await expect(curriculumStep(page)).toHaveAttribute('data-done', 'true');
    await expectNoHorizontalOverflow(page);
  });
}

test('the imported subject is on a student’s progress sheet', async ({ page }) => {
  const subjects = (await callApi(school, 'GET', '/subjects', { token })) as { _id: string; name: string }[];
  const maths = subjects.find((subject) => subject.name === 'GCSE Maths (Higher)')!;
  const family = (await callApi(school, 'POST', '/users', {
    token,
    body: {
      name: 'Fiona Family',
      email: 'fiona@first-day.test',
      password: 'Family-Pass-2024',
      role: 'parent',
    },
  })) as { _id: string };
  const student = (await callApi(school, 'POST', '/students', {
    token,
    body: { name: 'Sam Student', parentId: family._id, grade: 'Year 10', subjects: [maths._id] },
  })) as { _id: string };

  await page.setViewportSize(phoneViewport);
  await logInFromLoginPage(page, head);
  await page.goto(`/dashboard/student-progress?student=${student._id}&subject=${maths._id}`);
  await expect(page.getByRole('heading', { name: 'GCSE Maths (Higher)', level: 2 })).toBeVisible();
  await expect(page.getByText('Surds and rationalising denominators').first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

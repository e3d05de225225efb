import type { Page } from '@playwright/test';
import { expect, test } from './support/console-guard';
import { callApi, useIsolatedSchool } from './support/isolated-school';
import {
  desktopViewport,
  expectNoHorizontalOverflow,
  expectSidebarItems,
  logInFromLoginPage,
  phoneViewport,
  schoolCast,
  seriousAccessibilityViolations,
  sidebarLinks,
} from './support/school';

/*
 * Issue 40 in a school of its own, at 1280 and 375 px: the one Settings area
 * (its five sections, the old addresses opening theirs), the staff lists as
 * cards on a phone with their actions in a menu, the lesson filters folded
 * behind one button, and Send all drafts (a confirmation naming how many
 * invoices and families, the job, the invoices sent). SETTINGS_SHOTS_DIR=docs/images
 * writes the screenshots docs/settings.md shows.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

const shotsDir = process.env.SETTINGS_SHOTS_DIR;
const { superAdmin, teacherTom, familyKhan, familySmith } = schoolCast('settings.test');
const school = useIsolatedSchool();
const year = Number(
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' }).format(new Date()),
);
let token = '';
/** Each width sends the drafts of its own month: January at 1280 px, February at 375 px. */
const draftMonths = { 1280: 1, 375: 2 } as const;
const monthNames = { 1: 'January', 2: 'February' } as const;

test.beforeAll(async () => {
  // Fifteen requests one after the other, on a machine the other specs share.
  test.setTimeout(180_000);
  ({ token } = await callApi(school, 'POST', '/auth/setup', { body: superAdmin }));
  const create = (path: string, body: unknown) => callApi(school, 'POST', path, { token, body });
  const tom = await create('/users', { ...teacherTom, role: 'teacher' });
  const khan = await create('/users', { ...familyKhan, role: 'parent' });
  const smith = await create('/users', { ...familySmith, role: 'parent' });
  // Two families, three children: the Khans' two drafts go to one family.
  const children = [
    await create('/students', { name: 'Amira Khan', grade: 'Year 5', parentId: khan._id }),
    await create('/students', { name: 'Yusuf Khan', grade: 'Year 3', parentId: khan._id }),
    await create('/students', { name: 'Olly Smith', grade: 'Year 4', parentId: smith._id }),
  ];
  for (const month of Object.values(draftMonths))
    for (const [index, child] of children.entries()) {
      await create('/lessons', {
        student: child._id,
        teacher: tom._id,
        startTime: `${year}-0${month}-1${index}T16:30:00Z`,
        timezone: 'UK',
        status: 'completed',
      });
      await create('/invoices/generate', {
        studentId: child._id,
        dateRangeType: 'month',
        month,
        year,
        currency: 'GBP',
      });
    }
});

/** A page whole; a dialog as the screen shows it (its backdrop covers the window, not the whole page). */
async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage });
}

async function expectFitsAndAccessible(page: Page, screen: string, onlyOverlay = false): Promise<void> {
  if (!onlyOverlay) await expectNoHorizontalOverflow(page);
  expect(await seriousAccessibilityViolations(page, { onlyOverlay }), screen).toEqual([]);
}

for (const viewport of [desktopViewport, phoneViewport]) {
  const width = viewport.width as 1280 | 375;
  const phone = width < 640;

  test.describe(`at ${width} px`, () => {
    test.use({ viewport });

    test('Settings holds the profile, invoicing, lessons, payments and retention, one section at a time', async ({
      page,
    }) => {
      await logInFromLoginPage(page, superAdmin);
      if (!phone) await expectSidebarItems(page, sidebarLinks.super_admin);
      await page.goto('/dashboard/settings');
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      const sections = page.getByRole('navigation', { name: 'Settings sections' });
      await expect(sections.getByRole('link')).toHaveText([
        'School profile',
        'Invoicing',
        'Lessons',
        'Payments',
        'Retention',
      ]);
      await expect(page.getByRole('heading', { level: 2, name: 'School profile' })).toBeVisible();
      await expect(page.getByLabel('School name', { exact: true })).toHaveValue(superAdmin.schoolName);
      await expectFitsAndAccessible(page, 'School profile');

      await sections.getByRole('link', { name: 'Invoicing' }).click();
      await expect(page).toHaveURL(/\/dashboard\/settings\?section=invoicing$/);
      await expect(sections.getByRole('link', { name: 'Invoicing' })).toHaveAttribute('aria-current', 'page');
      const invoicing = page.getByRole('form', { name: 'Invoice settings' });
      await expect(invoicing.getByLabel('Sibling discount (%)')).toBeVisible();
      await expect(invoicing.getByRole('group', { name: 'Saved items' })).toBeVisible();
      await expectFitsAndAccessible(page, 'Invoicing');
      await shoot(page, `settings-invoicing-${width}`);

      await sections.getByRole('link', { name: 'Lessons' }).click();
      await expect(page.getByRole('checkbox', { name: 'Lesson reminders' })).toBeVisible();
      const policy = page.getByRole('form', { name: 'Lesson policy' });
      await policy.getByLabel('Notice period (hours)').fill('36');
      await policy.getByRole('button', { name: 'Save policy' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Lesson policy saved' })).toBeVisible();
      await expectFitsAndAccessible(page, 'Lessons');

      await sections.getByRole('link', { name: 'Payments' }).click();
      await expect(page.getByRole('form', { name: 'Stripe settings' })).toBeVisible();
      await expectFitsAndAccessible(page, 'Payments');

      await sections.getByRole('link', { name: 'Retention' }).click();
      await expect(page.getByRole('region', { name: 'Data retention' })).toBeVisible();
      await expectFitsAndAccessible(page, 'Retention');

      // The old addresses open their sections, and Invoice Management links to its settings.
      await page.goto('/dashboard/payment-settings');
      await expect(page).toHaveURL(/\/dashboard\/settings\?section=payments$/);
      await page.goto('/dashboard/invoice-management');
      await page.getByRole('link', { name: 'Invoice settings' }).click();
      await expect(page).toHaveURL(/\/dashboard\/settings\?section=invoicing$/);
      await expect(page.getByRole('form', { name: 'Invoice settings' })).toBeVisible();
    });

    test('the staff lists are cards on a phone and tables on a desktop, with the facts first', async ({
      page,
    }) => {
      await logInFromLoginPage(page, superAdmin);
      await page.goto('/dashboard/user-management');
      await expect(page.getByRole('link', { name: 'Import from a spreadsheet' })).toHaveAttribute(
        'href',
        '/dashboard/import',
      );
      if (phone) {
        await expect(page.getByRole('table', { name: 'Users' })).toHaveCount(0);
        const card = page.getByRole('list', { name: 'Users' }).getByRole('listitem').filter({
          hasText: familyKhan.name,
        });
        await expect(card).toContainText('Parent');
        await expect(card).toContainText(familyKhan.email);
        await card.getByRole('button', { name: `Actions for ${familyKhan.name}` }).click();
        const menu = page.getByRole('menu');
        await expect(menu.getByRole('menuitem').first()).toHaveText('Edit');
        await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
        await expect(menu.getByRole('menuitem', { name: 'Erase' })).toBeVisible();
        await expectFitsAndAccessible(page, 'User Management actions menu', true);
        await page.getByRole('menuitem', { name: 'Edit' }).click();
        const editUser = page.getByRole('dialog', { name: 'Edit User' });
        await expect(editUser).toBeVisible();
        await page.keyboard.press('Escape');
        // A closing dialog keeps the page aria-hidden until its exit animation ends.
        await expect(editUser).toHaveCount(0);
      } else {
        await expect(page.getByRole('table', { name: 'Users' })).toContainText(familyKhan.email);
      }
      await expectFitsAndAccessible(page, 'User Management');
      await shoot(page, `user-management-${width}`);

      // Teacher Management as User Management: a card per teacher on a phone, every action in reach.
      await page.goto('/dashboard/teacher-management');
      await expect(page.getByRole('link', { name: 'Import from a spreadsheet' })).toBeVisible();
      if (phone) {
        await expect(page.getByRole('table', { name: 'Teachers' })).toHaveCount(0);
        const card = page.getByRole('list', { name: 'Teachers' }).getByRole('listitem').filter({
          hasText: teacherTom.name,
        });
        await expect(card).toBeVisible();
        await expect(card).toContainText(teacherTom.email);
        const actions = card.getByRole('button', { name: `Actions for ${teacherTom.name}` });
        await expect(actions).toBeInViewport();
        await actions.click();
        const menu = page.getByRole('menu');
        await expect(menu.getByRole('menuitem')).toHaveText(['Edit', 'Assign Students', 'Delete']);
        await expectFitsAndAccessible(page, 'Teacher Management actions menu', true);
        await menu.getByRole('menuitem', { name: 'Assign Students' }).click();
        const assign = page.getByRole('dialog', { name: `Assign Students to ${teacherTom.name}` });
        await expect(assign).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(assign).toHaveCount(0);
      } else {
        await expect(page.getByRole('list', { name: 'Teachers' })).toHaveCount(0);
        const row = page.getByRole('table', { name: 'Teachers' }).getByRole('row').filter({
          hasText: teacherTom.name,
        });
        await expect(row).toContainText(teacherTom.email);
        await expect(row.getByRole('button', { name: `Assign Students ${teacherTom.name}` })).toBeVisible();
      }
      await expectFitsAndAccessible(page, 'Teacher Management');
      await shoot(page, `teacher-management-${width}`);

      await page.goto('/dashboard/invoice-management');
      const list = phone
        ? page.getByRole('list', { name: 'Invoices' })
        : page.getByRole('table', { name: 'Invoices' });
      // This width's month is still a draft (its Send all drafts comes last).
      const olly = list
        .getByRole(phone ? 'listitem' : 'row')
        .filter({ hasText: 'Olly Smith' })
        .filter({ hasText: `${monthNames[draftMonths[width]]} ${year}` });
      await expect(olly).toContainText(/INV-/);
      await expect(olly).toContainText('Draft');
      await expect(olly).toContainText('£');
      await expectFitsAndAccessible(page, 'Invoice Management');
      await shoot(page, `invoice-management-${width}`);

      // On a phone the lesson filters fold into one button that says how many are on.
      await page.goto('/dashboard/lesson-booking');
      const filters = page.getByRole('region', { name: 'Filter lessons' });
      if (phone) {
        const fold = filters.getByRole('button', { name: /^Filters/ });
        await expect(fold).toHaveAttribute('aria-expanded', 'false');
        await expect(filters.getByLabel('Student name')).toBeHidden();
        await fold.click();
        await filters.getByLabel('Timezone').selectOption('UK');
        await fold.click();
        await expect(filters.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute(
          'aria-expanded',
          'false',
        );
      } else {
        await expect(filters.getByLabel('Student name')).toBeVisible();
        await expect(filters.getByRole('button', { name: /^Filters/ })).toHaveCount(0);
      }
      await expectNoHorizontalOverflow(page);
    });

    test('Send all drafts names how many invoices and families, then sends them by number', async ({
      page,
    }) => {
      const month = draftMonths[width];
      await logInFromLoginPage(page, superAdmin);
      await page.goto('/dashboard/invoice-management');
      await page.getByRole('button', { name: 'Send all drafts' }).click();
      const dialog = page.getByRole('dialog', { name: 'Send all drafts' });
      await dialog.getByLabel('Month').selectOption({ label: monthNames[month] });
      await dialog.getByLabel('Year').selectOption(String(year));
      await dialog.getByLabel('Currency').selectOption('GBP');
      await expect(dialog.getByText('Send 3 draft invoices to 2 families?')).toBeVisible();
      await expectFitsAndAccessible(page, 'Send all drafts', true);
      await shoot(page, `send-all-drafts-${width}`, false);

      await dialog.getByRole('button', { name: 'Send 3 invoices' }).click();
      await expect(dialog.getByText('Done. Sent 3, failed 0.')).toBeVisible({ timeout: 60_000 });
      await expect(dialog.getByRole('progressbar', { name: 'Drafts sent' })).toHaveAttribute(
        'aria-valuenow',
        '3',
      );
      const sent = dialog.getByRole('list', { name: 'Invoices sent' });
      await expect(sent.getByRole('link', { name: /^INV-/ })).toHaveCount(3);
      await expect(sent).toContainText(`Yusuf Khan, ${familyKhan.name}`);
      await expect(sent).toContainText(`Olly Smith, ${familySmith.name}`);
      await shoot(page, `send-all-drafts-done-${width}`, false);

      // The server holds them as sent, and no draft of the month is left.
      const answer = (status: string) =>
        callApi(school, 'GET', `/invoices?status=${status}&month=${month}&year=${year}`, { token });
      expect((await answer('sent')).total).toBe(3);
      expect((await answer('draft')).total).toBe(0);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toBeHidden();
    });
  });
}

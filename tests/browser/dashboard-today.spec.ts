import type { Page } from '@playwright/test';
import { expect, test } from './support/console-guard';
import { callApi, useIsolatedSchool } from './support/isolated-school';
import {
  desktopViewport,
  expectNoHorizontalOverflow,
  logInFromLoginPage,
  phoneViewport,
  schoolCast,
  seriousAccessibilityViolations,
} from './support/school';

/*
 * Issue 40 in a school of its own (docs/dashboard.md): the owner's day on the
 * super_admin's home, the activity feed grouping repeated events, and the
 * audit log that names its records and fits 1280 px, at 1280 and 375 px.
 * DASHBOARD_SHOTS_DIR=docs/images saves the docs' screenshots.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const { superAdmin, teacherTom, familyKhan } = schoolCast('dashboard-today.test');
test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });
const shotsDir = process.env.DASHBOARD_SHOTS_DIR;

const school = useIsolatedSchool();
let invoiceNumber = '';

/** Today on the school's clock, and a day `days` from it, as YYYY-MM-DD. */
function londonDay(days = 0): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

test.beforeAll(async () => {
  const { token } = await callApi(school, 'POST', '/auth/setup', { body: superAdmin });
  const create = (path: string, body: unknown) => callApi(school, 'POST', path, { token, body });
  const tom = await create('/users', { ...teacherTom, role: 'teacher' });
  const khan = await create('/users', { ...familyKhan, role: 'parent' });
  const amira = await create('/students', { name: 'Amira Khan', grade: 'Year 5', parentId: khan._id });
  await create(`/users/${tom._id}/assign-students`, { studentIds: [amira._id] });
  const lesson = (day: string, time: string, durationMinutes = 60) =>
    create('/lessons', {
      student: amira._id,
      teacher: tom._id,
      startTime: `${day}T${time}:00.000Z`,
      timezone: 'UK',
      durationMinutes,
    });
  // Today's, and yesterday's, never marked. Today's starts late on the London day (22:30 UTC is 22:30 or 23:30 there)
  // and lasts the longest a lesson may, so it has not ended whenever the test runs: from 22:30 UTC it has begun, and
  // it lasts past London's midnight, after which "today" is the next day and its lesson has not yet begun.
  await lesson(londonDay(0), '22:30', 240);
  await lesson(londonDay(-1), '10:00');
  // Last January's lesson, billed and sent: money due.
  const year = Number(londonDay().slice(0, 4)) - 1;
  await lesson(`${year}-01-08`, '10:00');
  const draft = await create('/invoices/generate', {
    studentId: amira._id,
    dateRangeType: 'month',
    month: 1,
    year,
    currency: 'GBP',
  });
  const sent = await callApi(school, 'PATCH', `/invoices/${draft._id}/status`, {
    token,
    body: { status: 'sent' },
  });
  invoiceNumber = sent.invoiceNumber;
  await callApi(school, 'PUT', `/students/${amira._id}`, { token, body: { grade: 'Year 6' } });
  // Three students in a row: one line of the feed.
  for (const name of ['Bilal Khan', 'Sami Khan', 'Zara Khan'])
    await create('/students', { name, grade: 'Year 3', parentId: khan._id });
});

async function expectTiles(page: Page) {
  const today = page.getByRole('region', { name: 'Today' });
  await expect(today.getByTestId('today-lessons-today')).toContainText("Today's lessons1");
  await expect(today.getByTestId('today-lessons-to-mark')).toContainText('Lessons to mark1');
  await expect(today.getByTestId('today-money')).toContainText(
    /Money owed1£\d[\d,]*\.\d\d due \(1 invoice\)/,
  );
  await expect(today.getByTestId('today-failed-emails')).toContainText('Emails that failed0');
}

for (const [width, viewport] of [
  ['1280', desktopViewport],
  ['375', phoneViewport],
] as const) {
  test(`the owner's day and the grouped feed at ${width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await logInFromLoginPage(page, superAdmin);
    await expect(page.getByRole('banner')).toContainText(`Welcome back, ${superAdmin.name}`);
    await expectTiles(page);
    const feed = page.getByRole('region', { name: 'Recent activity' });
    await expect(feed.getByRole('listitem').first()).toContainText('3 students added');
    await expect(feed.getByRole('listitem').first()).toContainText('Latest: Zara Khan');
    await expectNoHorizontalOverflow(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/dashboard-today-${width}.png` });

    // The lessons tile opens today in the calendar.
    await page.getByTestId('today-lessons-today').click();
    await expect(page).toHaveURL(
      new RegExp(`/dashboard/lesson-booking\\?view=calendar&calendar=day&date=${londonDay()}`),
    );
  });

  test(`the audit log names its records and fits at ${width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await logInFromLoginPage(page, superAdmin);
    await page.goto('/dashboard/audit-log');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const rows = page.getByTestId('audit-entry');
    const sent = rows.filter({ hasText: 'Invoice status changed' });
    await expect(sent).toContainText(`Invoice ${invoiceNumber}`);
    await expect(sent).toContainText('Status: draft → sent');
    const edited = rows.filter({ hasText: 'Student edited' });
    await expect(edited).toContainText('Amira Khan');
    await expect(edited).toContainText('Grade: Year 5 → Year 6');
    // No ids nor JSON on screen.
    const shown = await page.getByRole('main').innerText();
    expect(shown).not.toMatch(/[0-9a-f]{24}/);
    expect(shown).not.toMatch(/[{}"]/);
    // The details unfold with names for ids.
    const booked = rows.filter({ hasText: 'Lesson booked' }).first();
    await booked.getByText('Details').click();
    await expect(booked).toContainText('Student: Amira Khan');
    await expect(booked).toContainText('Teacher: Tom Baker');
    await expectNoHorizontalOverflow(page);
    if (width === '1280') {
      // The table itself fits: nothing to scroll sideways inside its card.
      const table = page.getByRole('table');
      const overflow = await table.evaluate((element) => {
        const box = element.parentElement!;
        return box.scrollWidth - box.clientWidth;
      });
      expect(overflow).toBeLessThanOrEqual(0);
    }
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/audit-log-${width}.png` });
  });
}

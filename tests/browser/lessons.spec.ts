import type { Browser, Locator, Page } from '@playwright/test';
import { expect, failedWithStatus, test, watchConsoleErrors } from './support/console-guard';
import { callApi, useIsolatedSchool } from './support/isolated-school';
import { closeWithEscape } from './support/overlay-keys';
import {
  desktopViewport,
  expectNoHorizontalOverflow,
  logInFromLoginPage,
  phoneViewport,
  schoolCast,
  seriousAccessibilityViolations,
} from './support/school';

/*
 * The Lesson Booking page in a school of its own, seeded through the API:
 * an admin books a weekly series across the UK clock change through the
 * modal, a teacher completes a lesson, a family sees only its child's
 * lessons. The browser is in London; each journey opens the page on
 * October 2026 through its address (`?date=`). Playwright's fake clock
 * (page.clock) is not used: its Date cannot be subclassed, which breaks
 * @date-fns/tz's TZDate and with it every time-zone conversion.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const { superAdmin, teacherTom, teacherSara, familyKhan, familySmith } = schoolCast('lessons.test');

const amira = 'Amira Khan';
const oliver = 'Oliver Smith';
const longNote = 'Revise fractions and decimals before the mock exam on Friday';

/** The month the series is booked in. */
const october = '/dashboard/lesson-booking?date=2026-10-01';
const contextOptions = { locale: 'en-GB', timezoneId: 'Europe/London' } as const;

const school = useIsolatedSchool();

test.beforeAll(async () => {
  const { token } = await callApi(school, 'POST', '/auth/setup', { body: superAdmin });
  const create = (path: string, body: unknown) => callApi(school, 'POST', path, { token, body });
  const tom = await create('/users', { ...teacherTom, role: 'teacher' });
  const sara = await create('/users', { ...teacherSara, role: 'teacher' });
  const khan = await create('/users', { ...familyKhan, role: 'parent' });
  const smith = await create('/users', { ...familySmith, role: 'parent' });
  const amiraStudent = await create('/students', { name: amira, grade: 'Year 5', parentId: khan._id });
  const oliverStudent = await create('/students', { name: oliver, grade: 'Year 7', parentId: smith._id });
  // Tom's one-off lesson with Amira (the teacher completes it), and another family's lesson with Sara.
  await create('/lessons', {
    student: amiraStudent._id,
    teacher: tom._id,
    startTime: '2026-10-07T16:00:00+01:00',
    timezone: 'UK',
    status: 'confirmed',
    notes: longNote,
  });
  await create('/lessons', {
    student: oliverStudent._id,
    teacher: sara._id,
    startTime: '2026-10-08T10:00:00+04:00',
    timezone: 'UAE',
    status: 'pending',
  });
});

async function openLessonBooking(
  page: Page,
  account: { email: string; password: string },
  path = october,
): Promise<void> {
  await logInFromLoginPage(page, account);
  await page.goto(path);
  await expect(
    page.getByRole('heading', { level: 1, name: pageTitles.get(account) ?? 'Lesson Booking' }),
  ).toBeVisible();
}

/** Teachers and families cannot book: their page is titled for what they do there (issue 40). */
const pageTitles = new Map<{ email: string }, string>([
  [teacherTom, 'My Lessons'],
  [familyKhan, 'Lessons'],
]);

const lessonsTable = (page: Page) => page.getByRole('table', { name: 'Lessons' });
const bodyRows = (table: Locator) => table.locator('tbody tr');
const rowFor = (page: Page, date: string) => bodyRows(lessonsTable(page)).filter({ hasText: date });

async function showCalendar(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await expect(page.locator('.rbc-calendar')).toBeVisible();
}

/** A week-view event sits at `top: x%` of its day column: 17:00 is 17/24 of the day. */
async function expectWeekEventAtFive(page: Page, weekTitle: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: weekTitle })).toBeVisible();
  const event = page.locator('.rbc-time-view .rbc-event', {
    hasText: `${amira} · Lesson · ${teacherTom.name}`,
  });
  await expect(event).toHaveCount(1);
  await expect(event).toContainText('17:00–18:00');
  await expect(event).toHaveAttribute('style', /top: 70\.83/);
  await expect(event).toHaveClass(/lesson-event--recurring/);
}

test.describe('an admin', () => {
  test.use({ expectedConsoleErrors: [failedWithStatus(409)] });

  test('books a weekly series across the UK clock change and sees it at 17:00 every week', async ({
    page,
  }) => {
    await openLessonBooking(page, superAdmin);
    await expect(
      page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Lesson Booking' }),
    ).toHaveAttribute('href', '/dashboard/lesson-booking');
    await expect(page.getByRole('heading', { level: 2, name: 'October 2026' })).toBeVisible();
    await expect(bodyRows(lessonsTable(page))).toHaveCount(2);

    await page.getByRole('button', { name: 'Book Lesson' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book Lesson' });
    // Issue 37: a lesson's length is chosen, an hour unless changed.
    await expect(dialog.getByLabel('Length')).toHaveValue('60');
    await expect(dialog.getByLabel('Timezone')).toHaveValue('UAE');
    await expect(dialog.getByLabel('Status')).toHaveValue('pending');
    await expect(dialog.getByLabel('Lesson Date & Time')).toHaveAttribute('step', '900');

    // Required fields first; focus goes to the first field in error (once the students have
    // loaded: a select waiting for its options is disabled and cannot take focus).
    await expect(dialog.getByLabel('Student')).toBeEnabled();
    await dialog.getByRole('button', { name: 'Book Lesson' }).click();
    await expect(dialog.getByText('Please fill in all required fields')).toHaveCount(3);
    await expect(dialog.getByLabel('Student')).toBeFocused();

    await dialog.getByLabel('Student').selectOption({ label: amira });
    await dialog.getByLabel('Teacher').selectOption({ label: `${teacherTom.name} (${teacherTom.email})` });
    await dialog.getByLabel('Lesson Date & Time').fill('2026-10-13T17:00');
    await dialog.getByLabel('Timezone').selectOption('UK');
    await expect(dialog.getByText('17:00 UK is 20:00 in the UAE')).toBeVisible();
    await dialog.getByLabel('Meeting Link').fill('not a link');

    await dialog.getByLabel('Recurring lesson').check();
    await expect(dialog.getByLabel('Repeats')).toHaveValue('weekly');
    // The lesson's own weekday is ticked for a start.
    await expect(dialog.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Tuesday' }).uncheck();
    await dialog.getByLabel('End Date').fill('2026-10-12');
    await dialog.getByRole('button', { name: 'Book Lesson' }).click();
    await expect(
      dialog.getByText('Please select at least one day of the week for weekly recurring lessons'),
    ).toBeVisible();
    await expect(dialog.getByText('End date must be after start date')).toBeVisible();
    await expect(dialog.getByText(/Meeting link must be a valid URL/)).toBeVisible();

    await dialog.getByRole('checkbox', { name: 'Tuesday' }).check();
    await dialog.getByLabel('End Date').fill('2026-11-03');
    await dialog.getByLabel('Meeting Link').fill('https://meet.example.com/amira');
    await dialog.getByRole('button', { name: 'Book Lesson' }).click();
    await expect(dialog).toBeHidden();
    const banner = page.getByRole('status').filter({ hasText: 'Recurring lessons booked successfully!' });
    await expect(banner).toBeVisible();
    // Lesson success banners clear after 3 seconds.
    await expect(banner).toBeHidden({ timeout: 6_000 });

    // The table: 17:00 in London every week, so 20:00 in the UAE before the clocks go back and 21:00 after.
    await expect(bodyRows(lessonsTable(page))).toHaveCount(5);
    await expect(rowFor(page, 'Tue 13 Oct 2026')).toContainText('17:00 UK · 20:00 UAE');
    await expect(rowFor(page, 'Tue 20 Oct 2026')).toContainText('17:00 UK · 20:00 UAE');
    await expect(rowFor(page, 'Tue 27 Oct 2026')).toContainText('17:00 UK · 21:00 UAE');
    await expect(rowFor(page, 'Tue 27 Oct 2026')).toContainText('Recurring');
    await expect(rowFor(page, 'Tue 27 Oct 2026')).toContainText(teacherTom.email);
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'November 2026' })).toBeVisible();
    await expect(bodyRows(lessonsTable(page))).toHaveCount(1);
    await expect(rowFor(page, 'Tue 3 Nov 2026')).toContainText('17:00 UK · 21:00 UAE');
    await page.getByRole('button', { name: 'Previous month' }).click();

    // The month view: the three October lessons at 17:00, each marked recurring.
    await showCalendar(page);
    await expect(page.getByRole('heading', { level: 2, name: 'October 2026' })).toBeVisible();
    const monthEvents = page.getByRole('button', {
      name: `Recurring lesson: 17:00 ${amira} · Lesson · ${teacherTom.name}`,
    });
    await expect(monthEvents).toHaveCount(3);
    await expect(page.locator('.rbc-month-view .lesson-event--recurring')).toHaveCount(3);

    await monthEvents.first().click();
    const details = page.getByRole('dialog', { name: 'Lesson Details' });
    await expect(details).toContainText('Tuesday 13 October 2026, 17:00–18:00 London time');
    await expect(details).toContainText('Not specified');
    await expect(details).toContainText('This lesson is part of a recurring series.');
    await expect(details).toContainText('No notes');
    await details.getByRole('button', { name: 'Close' }).first().click();
    await expect(details).toBeHidden();

    // A day's number opens that day; from there, the week view, week by week across the clock change.
    await page
      .locator('.rbc-month-view .rbc-date-cell')
      .getByRole('button', { name: '13', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Tuesday 13 October 2026' })).toBeVisible();
    await expect(page.locator('.rbc-time-view .rbc-event')).toContainText('17:00–18:00');
    await page.getByRole('group', { name: 'Calendar view' }).getByRole('button', { name: 'Week' }).click();
    await expectWeekEventAtFive(page, '12 – 18 October 2026');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expectWeekEventAtFive(page, '19 – 25 October 2026');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expectWeekEventAtFive(page, '26 Oct – 1 Nov 2026');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expectWeekEventAtFive(page, '2 – 8 November 2026');
    // Keyboard: a week event is focusable, and Enter opens its details.
    await page.locator('.rbc-time-view .rbc-event').focus();
    await page.keyboard.press('Enter');
    const weekDetails = page.getByRole('dialog', { name: 'Lesson Details' });
    await expect(weekDetails).toContainText('Tuesday 3 November 2026, 17:00–18:00 London time');
    await closeWithEscape(page, weekDetails);

    // The teacher legend filters to one teacher; 'Show All' brings everyone back.
    await page.getByRole('group', { name: 'Calendar view' }).getByRole('button', { name: 'Month' }).click();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'October 2026' })).toBeVisible();
    const legend = page.getByRole('group', { name: 'Teacher colours' });
    await legend.getByRole('button', { name: teacherSara.name }).click();
    await expect(page.locator('.rbc-month-view .rbc-event')).toHaveCount(1);
    await expect(page.locator('.rbc-month-view .rbc-event')).toContainText(oliver);
    await legend.getByRole('button', { name: 'Show All' }).click();
    await expect(page.locator('.rbc-month-view .rbc-event')).toHaveCount(5);

    // Next, then Week, before the page has drawn the next month: the week shown is next month's.
    await page.evaluate(async () => {
      const button = (name: string) =>
        [...document.querySelectorAll<HTMLButtonElement>('main button')].find(
          (each) => each.textContent?.trim() === name,
        )!;
      button('Next').click();
      await new Promise((resolve) => setTimeout(resolve, 0));
      button('Week').click();
    });
    await expectWeekEventAtFive(page, '2 – 8 November 2026');
  });

  test('is told which lesson a new booking clashes with', async ({ page }) => {
    await openLessonBooking(page, superAdmin);
    await page.getByRole('button', { name: 'Book Lesson' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book Lesson' });
    await dialog.getByLabel('Student').selectOption({ label: amira });
    await dialog.getByLabel('Teacher').selectOption({ label: `${teacherSara.name} (${teacherSara.email})` });
    await dialog.getByLabel('Lesson Date & Time').fill('2026-10-20T20:30');
    await dialog.getByRole('button', { name: 'Book Lesson' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      `The student already has a lesson then: ${amira} with ${teacherTom.name} on Tue, 20 Oct 2026, 17:00 (UK)`,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
  test('deletes a lesson, and cancels the rest of a series from one lesson on', async ({ page }) => {
    await openLessonBooking(page, superAdmin);
    const table = lessonsTable(page);
    await expect(bodyRows(table)).toHaveCount(5);

    // Another family's one-off lesson: deleting asks first, and Cancel keeps it.
    const oliversLesson = rowFor(page, 'Thu 8 Oct 2026');
    await oliversLesson.getByRole('button', { name: /^More actions/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Cancel this and following' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete lesson?' });
    await expect(confirm).toContainText('Are you sure you want to delete this lesson?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(bodyRows(table)).toHaveCount(5);
    await oliversLesson.getByRole('button', { name: /^More actions/ }).click();
    await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Lesson deleted successfully!' })).toBeVisible();
    await expect(bodyRows(table)).toHaveCount(4);
    await expect(table).not.toContainText(oliver);

    // The series from 27 October on: that lesson and 3 November are canceled, the earlier ones stay.
    await rowFor(page, 'Tue 27 Oct 2026')
      .getByRole('button', { name: /^More actions/ })
      .click();
    await page.getByRole('menuitem', { name: 'Cancel this and following' }).click();
    const cancelSeries = page.getByRole('alertdialog', { name: 'Cancel this and following lessons?' });
    await cancelSeries.getByRole('button', { name: 'Cancel this and following' }).click();
    await expect(page.getByRole('status').filter({ hasText: '2 lessons canceled' })).toBeVisible();
    await expect(rowFor(page, 'Tue 27 Oct 2026')).toContainText('Canceled');
    await expect(rowFor(page, 'Tue 20 Oct 2026')).toContainText('Pending');
  });
});

test('a teacher sees only its lessons, marks one completed and then cannot edit it', async ({ page }) => {
  await openLessonBooking(page, teacherTom);
  await expect(page).toHaveTitle('My Lessons · School Progress');
  await expect(page.getByRole('button', { name: 'Book Lesson' })).toHaveCount(0);
  const table = lessonsTable(page);
  await expect(bodyRows(table)).toHaveCount(4);
  await expect(table).not.toContainText(oliver);
  await expect(table.getByRole('button', { name: /^More actions/ })).toHaveCount(0);

  const row = rowFor(page, 'Wed 7 Oct 2026');
  await expect(row).toContainText('16:00 UK · 19:00 UAE');
  await row.getByRole('button', { name: /^Edit lesson/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Lesson' });
  // Only status, notes and the meeting link: the rest is shown, not editable.
  await expect(dialog.getByLabel('Student')).toHaveCount(0);
  await expect(dialog.getByLabel('Lesson Date & Time')).toHaveCount(0);
  await expect(dialog).toContainText(amira);
  await dialog.getByLabel('Status').selectOption('completed');
  await dialog.getByLabel('Meeting Link').fill('https://meet.example.com/tom');
  await dialog.getByRole('button', { name: 'Update Lesson' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Lesson updated successfully!' })).toBeVisible();

  await expect(row).toContainText('Completed');
  await expect(row).toContainText('Completed lessons cannot be modified');
  await expect(row.getByRole('button', { name: /^Edit lesson/ })).toHaveCount(0);
  // The other lessons stay editable.
  await expect(rowFor(page, 'Tue 13 Oct 2026').getByRole('button', { name: /^Edit lesson/ })).toBeVisible();

  // In the calendar the details popup offers no edit for it either.
  await showCalendar(page);
  await page.getByRole('button', { name: new RegExp(`16:00 ${amira}`) }).click();
  const details = page.getByRole('dialog', { name: 'Lesson Details' });
  await expect(details).toContainText('Completed');
  await expect(details.getByRole('button', { name: 'Edit Lesson' })).toHaveCount(0);
});

test('a parent sees only its child’s lessons, in the table and the calendar', async ({ page }) => {
  await openLessonBooking(page, familyKhan);
  await expect(page).toHaveTitle('Lessons · School Progress');
  await expect(page.getByRole('button', { name: 'Book Lesson' })).toHaveCount(0);
  const table = lessonsTable(page);
  await expect(bodyRows(table)).toHaveCount(4);
  await expect(table).not.toContainText(oliver);
  // Families read only: no Actions column, and no teacher emails.
  await expect(table.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(table).not.toContainText('@lessons.test');
  await expect(page.getByText('Failed to load form data. Please try again.')).toHaveCount(0);

  // Notes are cut at 30 characters, with the rest in a popup.
  const row = rowFor(page, 'Wed 7 Oct 2026');
  await expect(row).toContainText('Revise fractions and decimals…');
  await row.getByRole('button', { name: /View All/ }).click();
  const notes = page.getByRole('dialog', { name: 'Lesson Notes' });
  await expect(notes).toContainText(longNote);
  await notes.getByRole('button', { name: 'Close' }).first().click();
  await expect(rowFor(page, 'Tue 13 Oct 2026')).toContainText('No notes');

  // Filters: status, timezone, and the teacher's name.
  await page.getByLabel('Status').selectOption('completed');
  await expect(bodyRows(table)).toHaveCount(1);
  await page.getByLabel('Timezone').selectOption('UAE');
  await expect(table).toContainText('No lessons found');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('Teacher name').fill('sara');
  await expect(table).toContainText('No lessons found');
  await page.getByLabel('Teacher name').fill('');
  await expect(bodyRows(table)).toHaveCount(4);

  await showCalendar(page);
  await expect(page.locator('.rbc-month-view .rbc-event')).toHaveCount(4);
  await expect(page.locator('.rbc-month-view')).not.toContainText(oliver);

  // Keyboard: a month event is a button; Enter opens its details, Escape closes them.
  await page.getByRole('button', { name: new RegExp(`^16:00 ${amira}`) }).focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Lesson Details' });
  await expect(details).toContainText('Wednesday 7 October 2026, 16:00–17:00 London time');
  await expect(details).toContainText(longNote);
  await expect(details.getByRole('button', { name: 'Edit Lesson' })).toHaveCount(0);
  await closeWithEscape(page, details);
  await page.getByRole('group', { name: 'Calendar view' }).getByRole('button', { name: 'Agenda' }).click();
  await expect(page.locator('.rbc-agenda-view')).toContainText(amira);
  await expect(page.locator('.rbc-agenda-view')).not.toContainText(oliver);
});

/** Opens the page in a context of its own (what axe needs), signed in as the super admin. */
test('a parent subscribes its calendar to a private feed, and can stop it', async ({ page }) => {
  // An upcoming lesson, so the feed (the last 30 days and the next 180) surely holds one of Amira's.
  const { token } = await callApi(school, 'POST', '/auth/login', { body: superAdmin });
  const students: { _id: string; name: string }[] = await callApi(school, 'GET', '/students', { token });
  const teachers: { _id: string; name: string }[] = await callApi(school, 'GET', '/users?role=teacher', {
    token,
  });
  const nextWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
  nextWeek.setUTCHours(9, 0, 0, 0);
  await callApi(school, 'POST', '/lessons', {
    token,
    body: {
      student: students.find((student) => student.name === amira)!._id,
      teacher: teachers.find((teacher) => teacher.name === teacherTom.name)!._id,
      startTime: nextWeek.toISOString(),
      timezone: 'UK',
    },
  });

  await openLessonBooking(page, familyKhan);
  await page.getByRole('button', { name: 'Calendar feed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add your lessons to your calendar' });
  await expect(dialog).toContainText('You have no calendar feed yet.');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = dialog.getByRole('textbox', { name: 'Calendar feed link' });
  await expect(link).toHaveValue(new RegExp(`^${school.url}/api/calendar-feed/[\\w-]{43}$`));
  const url = await link.inputValue();

  const feed = await fetch(url);
  expect(feed.status).toBe(200);
  expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const calendar = await feed.text();
  expect(calendar).toContain('BEGIN:VCALENDAR');
  expect(calendar).toContain(amira);
  expect(calendar).not.toContain(oliver);

  await dialog.getByRole('button', { name: 'Stop the feed' }).click();
  await expect(dialog).toContainText('You have no calendar feed yet.');
  expect((await fetch(url)).status).toBe(404);
});

/** The Table / Calendar tabs follow the tabs pattern: arrow keys move and select, one tab stop. */
async function switchViewsByKeyboard(page: Page): Promise<void> {
  const tab = (name: string) => page.getByRole('tab', { name });
  await tab('Table').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Calendar')).toBeFocused();
  await expect(tab('Calendar')).toHaveAttribute('aria-selected', 'true');
  await expect(tab('Table')).toHaveAttribute('tabindex', '-1');
  await expect(page).toHaveURL(/view=calendar/);
  await expect(page.getByRole('tabpanel', { name: 'Calendar' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(tab('Calendar')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Table')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Table' })).toContainText(/./);
  await expect(page).not.toHaveURL(/view=calendar/);
}

async function auditLessonBooking(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<{ findings: Record<string, string[]>; consoleErrors: string[] }> {
  const context = await browser.newContext({ ...contextOptions, baseURL: school.url, viewport });
  const page = await context.newPage();
  const consoleErrors = watchConsoleErrors(page);
  const findings: Record<string, string[]> = {};
  try {
    // The week of the 13th, so that every view has lessons in it.
    await openLessonBooking(page, superAdmin, '/dashboard/lesson-booking?date=2026-10-13');
    // A table from 640 px, a list of cards below it.
    const lessons =
      viewport.width < 640
        ? page.getByRole('list', { name: 'Lessons' }).getByRole('listitem')
        : bodyRows(lessonsTable(page));
    await expect(lessons).toHaveCount(4);
    await expectNoHorizontalOverflow(page);
    findings.table = await seriousAccessibilityViolations(page);
    await switchViewsByKeyboard(page);

    await showCalendar(page);
    const firstView = viewport.width < 640 ? 'Agenda' : 'Month';
    await expect(
      page.getByRole('group', { name: 'Calendar view' }).getByRole('button', { name: firstView }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.rbc-event, .rbc-agenda-view tr.lesson-event').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    findings[firstView] = await seriousAccessibilityViolations(page);

    // A phone has the day and agenda lists only (docs/calendar.md).
    for (const view of firstView === 'Month' ? ['Week', 'Agenda'] : ['Day']) {
      await page.getByRole('group', { name: 'Calendar view' }).getByRole('button', { name: view }).click();
      await expect(page.locator('.rbc-event, .rbc-agenda-view tr.lesson-event').first()).toBeVisible();
      await expectNoHorizontalOverflow(page);
      findings[view] = await seriousAccessibilityViolations(page);
    }

    await page.getByRole('button', { name: 'Book Lesson' }).click();
    await page.getByRole('dialog', { name: 'Book Lesson' }).getByLabel('Recurring lesson').check();
    findings.bookDialog = await seriousAccessibilityViolations(page, { onlyOverlay: true });
    return { findings, consoleErrors };
  } finally {
    await context.close();
  }
}

for (const viewport of [desktopViewport, phoneViewport]) {
  test(`the page passes axe and fits the screen at ${viewport.width}px, table and calendar`, async ({
    browser,
  }) => {
    const { findings, consoleErrors } = await auditLessonBooking(browser, viewport);
    for (const [screen, violations] of Object.entries(findings))
      expect(violations, `${screen} at ${viewport.width}px`).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

/** The page's layout shifts so far, as Lighthouse adds them (shifts right after the person's own input aside). */
async function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries are handed over in the observer's first call, before the next frame.
        requestAnimationFrame(() => setTimeout(() => resolve(total)));
      }),
  );
}

test('the month calendar opened by its address appears whole: its legend does not push the grid down', async ({
  page,
}) => {
  await openLessonBooking(
    page,
    superAdmin,
    '/dashboard/lesson-booking?view=calendar&calendar=month&date=2026-10-01',
  );
  await expect(page.getByRole('group', { name: 'Teacher colours' })).toBeVisible();
  await expect(page.locator('.rbc-month-view .rbc-event').first()).toBeVisible();
  // Drawn before its lessons, the grid moved down by the legend’s row when they came: 0.011 here (0.2 in the large school).
  expect(await layoutShiftSoFar(page)).toBeLessThan(0.005);
});

for (const viewport of [desktopViewport, phoneViewport]) {
  test(`the calendar’s toolbar stays where it was when the month shown has no lessons, at ${viewport.width}px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openLessonBooking(
      page,
      superAdmin,
      '/dashboard/lesson-booking?view=calendar&calendar=month&date=2026-10-01',
    );
    await expect(page.getByRole('group', { name: 'Teacher colours' })).toBeVisible();
    const views = page.getByRole('group', { name: 'Calendar view' });
    const before = await views.boundingBox();

    // September has no lesson, so no teacher in its legend. Above the toolbar, the legend took it up as it
    // emptied (all of its row at 1280 px, one of its two rows at 375), under a pointer about to press
    // Week: the press landed on the month's grid (a role journey's failure).
    // A phone shows the agenda (it has no month, docs/calendar.md): Back is the 30 days before.
    const before30 = viewport.width < 640 ? /^1 Sept? 2026 – 1 Oct 2026$/ : 'September 2026';
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: before30 })).toBeVisible();
    await expect(page.getByText('No teacher has lessons in this period.')).toBeVisible();
    await expect(page.locator('.rbc-event, .rbc-agenda-view tr.lesson-event')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: before30 }).getByRole('status')).toHaveCount(0);
    expect(await views.boundingBox()).toEqual(before);
  });
}

test.describe('a calendar whose code does not download', () => {
  // The test cuts the download of the calendar's code: Chromium logs each refused request.
  test.use({ expectedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

  const calendarCode = '**/assets/lessons-calendar-*.js';

  /** The lesson page with the calendar's code cut, its Calendar tab pressed: the failure it shows. */
  async function calendarThatFails(page: Page): Promise<Locator> {
    await page.route(calendarCode, (route) => route.abort());
    await openLessonBooking(page, superAdmin);
    await page.getByRole('tab', { name: 'Calendar' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'could not load' });
    await expect(failure).toContainText('The calendar could not load');
    return failure;
  }

  test('says so in its place, keeps the table usable, and tries again', async ({ page }) => {
    const failure = await calendarThatFails(page);
    await expect(failure).toContainText('check your connection, then try again');
    // The page stays, not the error screen: its heading, and the table a tab away.
    await expect(page.getByRole('heading', { level: 1, name: 'Lesson Booking' })).toBeVisible();
    expect(await seriousAccessibilityViolations(page), 'the failure at 1280px').toEqual([]);
    await page.getByRole('tab', { name: 'Table' }).click();
    await expect(rowFor(page, 'Wed 7 Oct 2026')).toContainText(amira);

    // Still cut: trying again fails again, and a reload is offered.
    await page.getByRole('tab', { name: 'Calendar' }).click();
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(failure).toContainText('The calendar still could not load');
    await expect(failure.getByRole('button', { name: 'Reload the page' })).toBeVisible();

    // Back online, the reload draws the calendar where it was asked for.
    await page.unroute(calendarCode);
    await Promise.all([
      page.waitForEvent('load'),
      failure.getByRole('button', { name: 'Reload the page' }).click(),
    ]);
    await expect(page.locator('.rbc-calendar')).toBeVisible();
  });

  test('draws the calendar once Try again finds the connection back', async ({ page }) => {
    const failure = await calendarThatFails(page);
    await page.unroute(calendarCode);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('.rbc-calendar')).toBeVisible();
    await expect(failure).toBeHidden();
  });
});

test.describe('the home page on a 375 px phone', () => {
  test.use({ viewport: phoneViewport });

  test('shows a family each child’s next lesson with its meeting link, and a teacher its coming lessons', async ({
    page,
    browser,
  }) => {
    // Amira's lesson in two days with a meeting link (the feed journey booked one next week, with none).
    const { token } = await callApi(school, 'POST', '/auth/login', { body: superAdmin });
    const students: { _id: string; name: string }[] = await callApi(school, 'GET', '/students', { token });
    const teachers: { _id: string; name: string }[] = await callApi(school, 'GET', '/users?role=teacher', {
      token,
    });
    const inTwoDays = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    inTwoDays.setUTCHours(11, 0, 0, 0);
    const meetingLink = 'https://meet.example.org/amira-maths';
    // With a subject: the home names it (the lesson stores the subject's id and its name).
    const maths: { _id: string } = await callApi(school, 'POST', '/subjects', {
      token,
      body: { name: 'Mathematics' },
    });
    const amiraId = students.find((student) => student.name === amira)!._id;
    await callApi(school, 'PUT', `/students/${amiraId}`, { token, body: { subjects: [maths._id] } });
    await callApi(school, 'POST', '/lessons', {
      token,
      body: {
        student: amiraId,
        teacher: teachers.find((teacher) => teacher.name === teacherTom.name)!._id,
        subject: maths._id,
        startTime: inTwoDays.toISOString(),
        timezone: 'UK',
        status: 'confirmed',
        meetingLink,
      },
    });

    await logInFromLoginPage(page, familyKhan);
    const children = page.getByRole('region', { name: 'Your children' });
    const card = children.getByRole('listitem').filter({ hasText: amira });
    await expect(card).toContainText(`Mathematics with ${teacherTom.name}`);
    await expect(card).toContainText('Nothing to pay.');
    await expect(children).not.toContainText(oliver);
    const join = card.getByRole('link', { name: /Join lesson/ });
    await expect(join).toHaveAttribute('href', meetingLink);
    // Inside the screen and big enough for a thumb.
    const box = (await join.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(phoneViewport.width);
    expect(box.height).toBeGreaterThanOrEqual(44);
    // The link opens the meeting in a new tab (answered here: the machine has no internet).
    await page.context().route(meetingLink, (route) => route.fulfill({ body: 'the meeting' }));
    const [meeting] = await Promise.all([page.waitForEvent('popup'), join.click()]);
    await expect(meeting).toHaveURL(meetingLink);
    await meeting.close();

    const teacherContext = await browser.newContext({ ...contextOptions, viewport: phoneViewport });
    try {
      const teacherPage = await teacherContext.newPage();
      await logInFromLoginPage(teacherPage, teacherTom);
      const lessons = teacherPage.getByRole('region', { name: 'Your lessons' });
      await expect(lessons.getByRole('listitem').filter({ hasText: amira }).first()).toBeVisible();
      await expect(lessons.getByRole('link', { name: /Join lesson/ })).toHaveAttribute('href', meetingLink);
    } finally {
      await teacherContext.close();
    }
  });
});

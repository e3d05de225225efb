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
 * The lesson calendar of a school with several teachers (docs/calendar.md): the day in a column per
 * teacher, each teacher in a colour of their own; a month chip cutting an Arabic name at its end in
 * reading order; the phone's day and agenda lists, which scroll with the page; and a 45-minute lesson
 * booked through the form, 45 minutes long on the calendar and in the list. The browser is in London.
 * `CALENDAR_SHOTS_DIR=docs/images` saves the screenshots docs/calendar.md shows.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const { superAdmin, teacherTom, teacherSara, familyKhan } = schoolCast('calendar.test');
const teachers = [
  teacherTom,
  teacherSara,
  { name: 'Huda Rahman', email: 'huda@calendar.test', password: 'Lantern-Maths-Room-6' },
  { name: 'Liam Chen', email: 'liam@calendar.test', password: 'Violin-Physics-Lab-7' },
  { name: 'Maya Patel', email: 'maya@calendar.test', password: 'Garden-Chemistry-8' },
];
/** Long enough to be cut in a month chip at 1280 px; its first word must stay. */
const arabicStudent = 'خالد بن محمد المهيري العبدالله';
const arabicFirstWord = 'خالد';
const students = ['Amira Khan', arabicStudent, 'Oliver Smith', 'Zoe Brown', 'Ravi Kumar'];

const contextOptions = { locale: 'en-GB', timezoneId: 'Europe/London' } as const;
const shotsDir = process.env.CALENDAR_SHOTS_DIR;
const school = useIsolatedSchool();

test.beforeAll(async () => {
  const { token } = await callApi(school, 'POST', '/auth/setup', { body: superAdmin });
  const create = (path: string, body: unknown) => callApi(school, 'POST', path, { token, body });
  const teacherIds: string[] = [];
  for (const teacher of teachers)
    teacherIds.push((await create('/users', { ...teacher, role: 'teacher' }))._id);
  const khan = await create('/users', { ...familyKhan, role: 'parent' });
  const studentIds: string[] = [];
  for (const name of students)
    studentIds.push((await create('/students', { name, grade: 'Year 6', parentId: khan._id }))._id);
  // Wednesday 7 October: each of the five teachers teaches one student, two of them at the same hour;
  // the Arabic name first, so the month's cell shows it.
  const wednesday = ['15:00', '14:00', '15:00', '17:00', '18:00'];
  for (const [index, time] of wednesday.entries())
    await create('/lessons', {
      student: studentIds[index],
      teacher: teacherIds[index],
      startTime: `2026-10-07T${time}:00+01:00`,
      timezone: 'UK',
      status: 'confirmed',
    });
  // More of October, so that the phone's agenda runs longer than the screen.
  for (const dayOfMonth of [8, 12, 13, 14, 15, 19, 20, 21])
    await create('/lessons', {
      student: studentIds[dayOfMonth % students.length],
      teacher: teacherIds[dayOfMonth % teachers.length],
      startTime: `2026-10-${String(dayOfMonth).padStart(2, '0')}T16:00:00+01:00`,
      timezone: 'UK',
      status: 'pending',
    });
});

async function openCalendar(page: Page, search: string): Promise<void> {
  await logInFromLoginPage(page, superAdmin);
  await page.goto(`/dashboard/lesson-booking?view=calendar&${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lesson Booking' })).toBeVisible();
  await expect(page.locator('.rbc-calendar')).toBeVisible();
}

const viewButtons = (page: Page) => page.getByRole('group', { name: 'Calendar view' }).getByRole('button');

async function shoot(page: Page, name: string): Promise<void> {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: desktopViewport, ...contextOptions });

  test('staff read a day in a column per teacher, each teacher in a colour of their own', async ({
    page,
  }) => {
    await openCalendar(page, 'calendar=week&date=2026-10-07');
    await expect(viewButtons(page)).toHaveText(['Month', 'Week', 'Day', 'By teacher', 'Agenda']);
    await viewButtons(page).filter({ hasText: 'By teacher' }).click();
    await expect(page).toHaveURL(/calendar=teachers/);
    await expect(page.getByRole('heading', { level: 2, name: 'Wednesday 7 October 2026' })).toBeVisible();

    // A column per teacher with a lesson that day, in the legend's order (by name), each with its lesson.
    const byName = [...teachers].sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
    await expect(page.locator('.rbc-row-resource .rbc-header')).toHaveText(byName.map((each) => each.name));
    const columns = page.locator('.rbc-time-content > .rbc-day-slot');
    await expect(columns).toHaveCount(teachers.length);
    for (const [index, teacher] of byName.entries()) {
      const student = students[teachers.indexOf(teacher)] ?? '';
      await expect(columns.nth(index).locator('.rbc-event')).toHaveCount(1);
      await expect(columns.nth(index).locator('.rbc-event')).toContainText(student);
    }
    // The two 15:00 lessons sit in their own columns, each the column's whole width.
    for (const index of [0, 4]) {
      const event = await columns.nth(index).locator('.rbc-event').boundingBox();
      const column = await columns.nth(index).boundingBox();
      expect(event?.width ?? 0).toBeGreaterThan((column?.width ?? 0) * 0.8);
    }

    // Five teachers, five colours: on their column titles and on their lessons alike.
    const swatches = await page
      .locator('.lesson-teacher-column__swatch')
      .evaluateAll((all) => all.map((each) => getComputedStyle(each).backgroundColor));
    expect(new Set(swatches).size).toBe(teachers.length);
    const eventColours = await columns.evaluateAll((all) =>
      all.map((each) => getComputedStyle(each.querySelector('.rbc-event')!).backgroundColor),
    );
    expect(eventColours).toEqual(swatches);

    await expectNoHorizontalOverflow(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    if (shotsDir) {
      // The afternoon's lessons in view for the picture (a full-page shot would resize the grid back to 07:00).
      await page
        .locator('.rbc-time-content')
        .evaluate((grid) => grid.scrollTo({ top: (grid.scrollHeight * 13.5) / 24 }));
      await page.screenshot({ path: `${shotsDir}/calendar-teachers-1280.png` });
    }

    // An event opens its details, as in every view.
    await columns.nth(0).locator('.rbc-event').click();
    const details = page.getByRole('dialog', { name: 'Lesson Details' });
    await expect(details).toContainText('Wednesday 7 October 2026');
    await details.getByRole('button', { name: 'Close' }).first().click();
  });

  test('an empty time in a teacher’s column books a lesson with that teacher', async ({ page }) => {
    await openCalendar(page, 'calendar=teachers&date=2026-10-07');
    const byName = [...teachers].sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
    const columns = page.locator('.rbc-time-content > .rbc-day-slot');
    await expect(columns).toHaveCount(teachers.length);
    // 10:00 in the second column (half-hour slots: the 21st of the day), where nobody teaches.
    const column = 1;
    // The events' layer lies over the slots: the click lands where it would for a person, and the calendar
    // finds the slot from where it landed.
    await columns.nth(column).locator('.rbc-time-slot').nth(20).click({ force: true });
    const dialog = page.getByRole('dialog', { name: 'Book Lesson' });
    const teacher = byName[column]!;
    await expect(dialog.getByLabel('Teacher').locator('option:checked')).toHaveText(
      `${teacher.name} (${teacher.email})`,
    );
    await expect(dialog.getByLabel('Lesson Date & Time')).toHaveValue('2026-10-07T10:00');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a month chip cuts a long Arabic name at its end in reading order, keeping its first word', async ({
    page,
  }) => {
    await openCalendar(page, 'calendar=month&date=2026-10-01');
    // The 7th's and the 21st's: the 7th's comes first.
    const names = page.locator('.rbc-month-view .lesson-event__student', { hasText: arabicStudent });
    await expect(names).toHaveCount(2);
    const name = names.first();
    const layout = await name.evaluate((element, firstWord) => {
      const text = element.firstChild!;
      const range = document.createRange();
      const start = text.textContent!.indexOf(firstWord);
      range.setStart(text, start);
      range.setEnd(text, start + firstWord.length);
      const word = range.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return {
        direction: getComputedStyle(element).direction,
        cut: element.scrollWidth > element.clientWidth,
        firstWordShown: word.left >= box.left - 0.5 && word.right <= box.right + 0.5,
      };
    }, arabicFirstWord);
    // The name is cut (else this proves nothing), reads right to left, and its first word is in view.
    expect(layout).toEqual({ direction: 'rtl', cut: true, firstWordShown: true });
    // The chip still names the lesson in full for a screen reader and in its tooltip.
    await expect(
      page.getByRole('button', { name: `14:00 ${arabicStudent} · Lesson · ${teacherSara.name}` }),
    ).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await shoot(page, 'calendar-month-1280');
  });

  test('a 45-minute lesson booked through the form is 45 minutes long on the calendar', async ({ page }) => {
    await openCalendar(page, 'calendar=day&date=2026-10-09');
    await page.getByRole('button', { name: 'Book Lesson' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book Lesson' });
    await expect(dialog.getByLabel('Student')).toBeEnabled();
    await dialog.getByLabel('Student').selectOption({ label: 'Amira Khan' });
    await dialog.getByLabel('Teacher').selectOption({ label: `${teacherTom.name} (${teacherTom.email})` });
    await dialog.getByLabel('Lesson Date & Time').fill('2026-10-09T16:00');
    await dialog.getByLabel('Timezone').selectOption('UK');
    await dialog.getByLabel('Length').selectOption('45');
    await dialog.getByRole('button', { name: 'Book Lesson' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/dashboard/lesson-booking?view=calendar&calendar=day&date=2026-10-09');
    const event = page.locator('.rbc-time-view .rbc-event', { hasText: 'Amira Khan' });
    await expect(event).toContainText('16:00–16:45');
    // Placed at 16:00 (16/24 of the day) and 45 minutes tall (45/1440 of it).
    await expect(event).toHaveAttribute('style', /top: 66\.66/);
    await expect(event).toHaveAttribute('style', /height: 3\.125%/);
    const hour = await page.locator('.rbc-time-gutter .rbc-timeslot-group').first().boundingBox();
    const box = await event.boundingBox();
    expect(Math.abs((box?.height ?? 0) - (hour?.height ?? 0) * 0.75)).toBeLessThan(3);

    await event.click();
    const details = page.getByRole('dialog', { name: 'Lesson Details' });
    await expect(details).toContainText('Friday 9 October 2026, 16:00–16:45 London time');
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: phoneViewport, ...contextOptions });

  test('the calendar is an agenda or a day list that scrolls with the page', async ({ page }) => {
    // The address asks for the week: a phone has no week (nor month, nor columns), so its agenda shows.
    await openCalendar(page, 'calendar=week&date=2026-10-07');
    await expect(viewButtons(page)).toHaveText(['Day', 'Agenda']);
    await expect(viewButtons(page).filter({ hasText: 'Agenda' })).toHaveAttribute('aria-pressed', 'true');
    const agenda = page.locator('.rbc-agenda-view');
    // The 30 days from the 7th: the 13 seeded lessons and the 45-minute one booked at 1280 px.
    await expect(agenda.locator('tr.lesson-event')).toHaveCount(14);

    // No box of its own: the list is as tall as its lessons, and the page is what scrolls.
    const scrolling = await page.evaluate(() => {
      const content = document.querySelector<HTMLElement>('.rbc-agenda-content')!;
      return {
        contentScrolls: content.scrollHeight > content.clientHeight + 1,
        pageScrolls: document.documentElement.scrollHeight > window.innerHeight,
        calendarHeight: document.querySelector<HTMLElement>('.rbc-calendar')!.style.height,
      };
    });
    expect(scrolling).toEqual({ contentScrolls: false, pageScrolls: true, calendarHeight: '' });
    await expectNoHorizontalOverflow(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await shoot(page, 'calendar-agenda-375');

    // The day list: that day's lessons, a day at a time.
    await viewButtons(page).filter({ hasText: 'Day' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Wednesday 7 October 2026' })).toBeVisible();
    await expect(agenda.locator('tr.lesson-event')).toHaveCount(5);
    await expect(agenda.getByRole('button', { name: new RegExp(arabicStudent) })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await shoot(page, 'calendar-day-375');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Thursday 8 October 2026' })).toBeVisible();
    await expect(agenda.locator('tr.lesson-event')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2 }).getByRole('status')).toHaveCount(0);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Tuesday 6 October 2026' })).toBeVisible();
    await expect(page.getByText('No lessons found')).toBeVisible();

    // A link to the day in columns opens the day list here.
    await page.goto('/dashboard/lesson-booking?view=calendar&calendar=teachers&date=2026-10-07');
    await expect(viewButtons(page).filter({ hasText: 'Day' })).toHaveAttribute('aria-pressed', 'true');
    await expect(agenda.locator('tr.lesson-event')).toHaveCount(5);
  });

  test('the 45-minute lesson reads 45 minutes in the list', async ({ page }) => {
    await logInFromLoginPage(page, superAdmin);
    await page.goto('/dashboard/lesson-booking?date=2026-10-09');
    const card = page
      .getByRole('list', { name: 'Lessons' })
      .getByRole('listitem')
      .filter({ hasText: 'Fri 9 Oct 2026' });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('45 min');
    await expect(card).toContainText('16:00 UK');
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from './support/console-guard';
import { callApi, useIsolatedSchool } from './support/isolated-school';
import { horizontalOverflow, seriousViolations } from './support/page-checks';
import { actionsOutOfReach, smallTouchTargets } from './support/reach-checks';
import { desktopViewport, logInFromLoginPage, phoneViewport, schoolCast } from './support/school';
import { closeWithEscape } from './support/overlay-keys';

/*
 * Issue 18, lists that fit a phone, in a school of its own seeded through
 * the API: a teacher completes a lesson from its card at 375 px; the staff's
 * lists keep their actions on screen at 375 and 1280 px, with 44 px touch
 * targets on the phone and no sideways page at 200 % text; a family's
 * invoices name the child. One sign-in per role; each test walks several
 * pages and reports every finding at once.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const { superAdmin, teacherTom, familyKhan } = schoolCast('phone-lists.test');
const amira = 'Amira Khan';
const lastYear = new Date().getFullYear() - 1;
const dayMs = 24 * 60 * 60 * 1000;

/** Noon UTC `days` from now: on the hour, and the same calendar day in London. */
const noonIn = (days: number) => {
  const date = new Date(Date.now() + days * dayMs);
  date.setUTCHours(12, 0, 0, 0);
  return date.toISOString();
};

const school = useIsolatedSchool();
/** What later tests book more lessons with. */
let seeded: { token: string; teacherId: string; studentId: string };

test.beforeAll(async () => {
  // Seeding hashes three passwords and generates two invoices: slow on a busy machine.
  test.setTimeout(120_000);
  const { token } = await callApi(school, 'POST', '/auth/setup', { body: superAdmin });
  const create = (path: string, body: unknown) => callApi(school, 'POST', path, { token, body });
  const [tom, khan] = await Promise.all([
    create('/users', { ...teacherTom, role: 'teacher' }),
    create('/users', { ...familyKhan, role: 'parent' }),
  ]);
  const student = await create('/students', { name: amira, grade: 'Year 5', parentId: khan._id });
  seeded = { token, teacherId: tom._id, studentId: student._id };
  const lesson = (startTime: string, status: string, extra: object = {}) =>
    create('/lessons', {
      student: student._id,
      teacher: tom._id,
      startTime,
      timezone: 'UK',
      status,
      ...extra,
    });
  await Promise.all([
    lesson(noonIn(1), 'confirmed', {
      meetingLink: 'https://meet.example.com/amira',
      notes: 'Fractions, then the homework from last week',
    }),
    lesson(noonIn(3), 'pending'),
    lesson(noonIn(-3), 'confirmed'),
    lesson(`${lastYear}-03-10T17:00:00+00:00`, 'completed'),
    lesson(`${lastYear}-04-14T17:00:00+01:00`, 'completed'),
  ]);
  const generate = (month: number) =>
    create('/invoices/generate', {
      studentId: student._id,
      dateRangeType: 'month',
      month,
      year: lastYear,
      currency: 'GBP',
    });
  const march = await generate(3);
  await callApi(school, 'PATCH', `/invoices/${march._id}/status`, { token, body: { status: 'sent' } });
  await generate(4);
});

/** Collects one page's findings, each line prefixed with where it was found. */
class Findings {
  readonly lines: string[] = [];
  constructor(private readonly page: Page) {}

  async reach(where: string): Promise<void> {
    this.add(where, 'out of reach', await actionsOutOfReach(this.page));
    this.add(where, 'overflow', await horizontalOverflow(this.page));
  }

  /** On a phone: reach and touch targets, and axe where `axe` (the role journeys audit the staff lists). */
  async phone(where: string, { overlay = false, axe = true } = {}): Promise<void> {
    await this.reach(where);
    this.add(where, 'small touch target', await smallTouchTargets(this.page));
    if (axe) this.add(where, 'axe', await seriousViolations(this.page, { onlyOverlay: overlay }));
  }

  private add(where: string, kind: string, lines: string[]): void {
    const width = this.page.viewportSize()?.width;
    for (const line of lines) this.lines.push(`${where} at ${width}px: ${kind}: ${line}`);
  }
}

const lessonCards = (page: Page) => page.getByRole('list', { name: 'Lessons' }).getByRole('listitem');
const shown = (page: Page) => page.getByRole('group', { name: 'Lessons shown' });

async function openScreen(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  // A screen's code loads on first visit: on a busy machine that can take longer than expect's 10 s.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: phoneViewport });

  test('a teacher opens on upcoming lessons and marks a past one completed from its card in two taps', async ({
    page,
  }) => {
    const findings = new Findings(page);
    await logInFromLoginPage(page, teacherTom);
    await findings.phone('Dashboard');

    await openScreen(page, '/dashboard/lesson-booking', 'My Lessons');
    await expect(shown(page).getByRole('button', { name: 'Upcoming' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Soonest first: tomorrow's confirmed lesson, then the pending one.
    await expect(lessonCards(page)).toHaveCount(2);
    const tomorrow = lessonCards(page).first();
    await expect(tomorrow).toContainText('Confirmed');
    await expect(tomorrow).toContainText(/\d\d:\d\d UK · \d\d:\d\d UAE/);
    await expect(tomorrow).toContainText(amira);
    await expect(tomorrow).toContainText(teacherTom.name);
    await expect(tomorrow).toContainText('Fractions, then the homework');
    await expect(tomorrow.getByRole('link', { name: /^Join the lesson/ })).toHaveAttribute(
      'href',
      'https://meet.example.com/amira',
    );
    await expect(lessonCards(page).nth(1)).toContainText('Pending');
    await findings.phone('Lesson Booking, cards');

    // A lesson that has not started cannot be completed: its card offers no Complete.
    await expect(tomorrow.getByRole('button', { name: /^Complete lesson/ })).toHaveCount(0);

    // Past lessons are one tap away, the latest first; one that took place is completed in two taps.
    await shown(page).getByRole('button', { name: 'Past lessons' }).click();
    await expect(lessonCards(page)).toHaveCount(1);
    const past = lessonCards(page).first();
    await expect(past).toContainText('Confirmed');
    // Tap one: Complete. Tap two: Mark completed.
    await past.getByRole('button', { name: /^Complete lesson/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Mark lesson completed?' });
    await findings.phone('Mark lesson completed?', { overlay: true });
    await confirm.getByRole('button', { name: 'Mark completed' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Lesson marked as completed!' })).toBeVisible();
    await expect(past).toContainText('Completed');
    await expect(past).toContainText('Completed lessons cannot be modified');
    await expect(past.getByRole('button', { name: /^Complete lesson/ })).toHaveCount(0);
    expect(findings.lines).toEqual([]);
  });

  test('a family’s invoices name the child on every card, and on every row from 768 px', async ({ page }) => {
    const findings = new Findings(page);
    await logInFromLoginPage(page, familyKhan);
    await openScreen(page, '/dashboard/invoices', 'Family Invoices');
    const cards = page.getByRole('list', { name: 'Invoices' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(amira);
    await findings.phone('Family Invoices, cards');

    await openScreen(page, '/dashboard/lesson-booking', 'Lessons');
    await expect(lessonCards(page)).toHaveCount(2);
    // A family reads only: no buttons on its lesson cards but the notes' View All.
    await expect(lessonCards(page).getByRole('button', { name: /^(Edit|Complete) lesson/ })).toHaveCount(0);
    await findings.phone('Lesson Booking, family cards');

    await page.setViewportSize(desktopViewport);
    await openScreen(page, '/dashboard/invoices', 'Family Invoices');
    const table = page.getByRole('table', { name: 'Invoices' });
    await expect(table.getByRole('columnheader', { name: 'Student' })).toBeVisible();
    await expect(table.locator('tbody tr').first()).toContainText(amira);
    expect(findings.lines).toEqual([]);
  });
});

/** The staff lists, and what opens from them, as the super admin sees them. */
const staffLists = [
  { path: '/dashboard/student-management', heading: 'Student Management', table: 'Students' },
  { path: '/dashboard/user-management', heading: 'User Management', table: 'Users' },
  { path: '/dashboard/teacher-management', heading: 'Teacher Management', table: 'Teachers' },
  { path: '/dashboard/invoice-management', heading: 'Invoice Management', table: 'Invoices' },
] as const;

/** The lists that are cards below 640 px (issue 40); the others scroll sideways in their box. */
const cardedLists = new Set<string>(['Users', 'Teachers', 'Invoices']);

async function walkStaffLists(page: Page, findings: Findings, phone: boolean): Promise<void> {
  // axe only where this issue changed the screen (the lesson cards): the role journeys audit the rest.
  const check = (where: string, options: { overlay?: boolean; axe?: boolean } = { axe: false }) =>
    phone ? findings.phone(where, options) : findings.reach(where);

  await openScreen(page, '/dashboard/lesson-booking', 'Lesson Booking');
  const lessons = phone
    ? lessonCards(page)
    : page.getByRole('table', { name: 'Lessons' }).locator('tbody tr');
  await expect(lessons).toHaveCount(2);
  await check('Lesson Booking', { axe: true });
  // The last lesson's More actions menu, on screen whole.
  await lessons
    .last()
    .getByRole('button', { name: /^More actions/ })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Delete', exact: true })).toBeVisible();
  await check('Lesson Booking, More actions menu', { overlay: true, axe: true });
  await closeWithEscape(page, page.getByRole('menu'));

  for (const list of staffLists) {
    await openScreen(page, list.path, list.heading);
    // Issue 40: on a phone, users, teachers and invoices are cards, facts first, their actions in one menu.
    const entries =
      phone && cardedLists.has(list.table)
        ? page.getByRole('list', { name: list.table }).getByRole('listitem')
        : page.getByRole('table', { name: list.table }).locator('tbody tr');
    await expect(entries.first()).toContainText(/\w/);
    await check(list.heading);
  }

  // The draft's editor, with its invoice lines.
  if (phone) {
    await page
      .getByRole('list', { name: 'Invoices' })
      .getByRole('listitem')
      .filter({ hasText: 'Draft' })
      .getByRole('button', { name: /^Actions for INV-/ })
      .click();
    await check('Invoice Management, Actions menu', { overlay: true, axe: true });
    await page.getByRole('menuitem', { name: 'Edit invoice' }).click();
  } else
    await page
      .getByRole('table', { name: 'Invoices' })
      .getByRole('row')
      .filter({ hasText: 'Draft' })
      .getByRole('button', { name: /^Edit invoice/ })
      .click();
  const editor = page.getByRole('dialog', { name: /^Edit Invoice INV-/ });
  await expect(
    editor.getByRole('table', { name: 'Lessons on this invoice' }).locator('tbody tr'),
  ).toHaveCount(1);
  await check('Invoice editor', { overlay: true, axe: false });
  await closeWithEscape(page, editor);
}

test('staff lists keep their actions on screen at 375 and 1280 px, and fit at 200 % text', async ({
  page,
}) => {
  const findings = new Findings(page);
  await page.setViewportSize(phoneViewport);
  await logInFromLoginPage(page, superAdmin);
  await walkStaffLists(page, findings, true);

  await page.setViewportSize(desktopViewport);
  await walkStaffLists(page, findings, false);
  await openScreen(page, '/dashboard/lesson-booking', 'Lesson Booking');
  findings.lines.push(
    ...(await seriousViolations(page)).map((line) => `Lesson Booking at 1280px: axe: ${line}`),
  );

  // Text at 200 %: the browser's default font size doubled, as a reader's text-size setting does (every
  // rem and every rem breakpoint with it). No sideways page, and the main action reachable.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  for (const { path, heading, action } of [
    { path: '/dashboard/lesson-booking', heading: 'Lesson Booking', action: 'Book Lesson' },
    { path: '/dashboard/student-management', heading: 'Student Management', action: 'Add Student' },
    { path: '/dashboard/invoice-management', heading: 'Invoice Management', action: 'Generate Invoice' },
  ]) {
    await openScreen(page, path, heading);
    const button = page.getByRole('button', { name: action, exact: true });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport();
    await findings.reach(`${heading} at 200 % text`);
  }
  expect(findings.lines).toEqual([]);
});

// Last: it books more lessons, which the lists above count.
test.describe('on a 375 px phone, with more lessons', () => {
  test.use({ viewport: phoneViewport });

  test('a phone lists ten lessons a page, the rest a tap away', async ({ page }) => {
    // Eleven more of Tom's lessons in the coming four weeks: thirteen upcoming in all.
    for (let day = 5; day <= 15; day++)
      await callApi(school, 'POST', '/lessons', {
        token: seeded.token,
        body: {
          student: seeded.studentId,
          teacher: seeded.teacherId,
          startTime: noonIn(day),
          timezone: 'UK',
          status: 'confirmed',
        },
      });
    await logInFromLoginPage(page, teacherTom);
    await openScreen(page, '/dashboard/lesson-booking', 'My Lessons');
    await expect(lessonCards(page)).toHaveCount(10);
    await expect(page.getByText('Showing 1–10 of 13')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Lessons pages' })
      .getByRole('button', { name: 'Next' })
      .click();
    await expect(lessonCards(page)).toHaveCount(3);
    await expect(page.getByText('Showing 11–13 of 13')).toBeVisible();
  });
});

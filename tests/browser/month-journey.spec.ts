import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, watchConsoleErrors } from './support/console-guard';
import { callApi, useIsolatedSchool, type IsolatedSchool } from './support/isolated-school';
import { logIn, phoneViewport, schoolCast } from './support/school';

/*
 * Running the school's month (issue 16) and the family's emails (issue 15)
 * in a school of its own: the super admin uploads the logo, books a lesson
 * with its subject, generates the month for all students and sends all
 * drafts; the family, on a 375 px phone, follows the "invoice sent" email
 * from the SES emulator to the invoice through the sign-in; the super admin
 * records a part payment and the family sees the balance; then the family
 * unsubscribes from invoice emails with the email's one-click link and turns
 * them back on under Email preferences. The family signs in once.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const { superAdmin, teacherTom, familyKhan } = schoolCast('month.test');
const amira = { name: 'Amira Khan', grade: 'Year 5' };
const year = Number(
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' }).format(new Date()),
);
/** An 8×8 PNG (tests/api/support/logo-images.ts). */
const logoPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGMQiTqBFTEMLQkAG4pNgSZCGX8AAAAASUVORK5CYII=';

const school = useIsolatedSchool();
const at = (path: string) => `${school.url}${path}`;
/** The invoice the month made, once the journey has generated it. */
const invoice = { path: '' };
let family: { context: BrowserContext; page: Page; consoleErrors: string[] } | undefined;

test.beforeAll(async () => {
  const { token } = await callApi(school, 'POST', '/auth/setup', { body: superAdmin });
  const create = (path: string, body: unknown) => callApi(school, 'POST', path, { token, body });
  const [, khan] = await Promise.all([
    create('/users', { ...teacherTom, role: 'teacher' }),
    create('/users', { ...familyKhan, role: 'parent' }),
  ]);
  const maths = await create('/subjects', { name: 'Maths' });
  await create('/students', { ...amira, parentId: khan._id, subjects: [maths._id] });
  const settings = await callApi(school, 'GET', '/invoices/settings', { token });
  await callApi(school, 'PUT', '/invoices/settings', {
    token,
    body: { ...settings, defaultRates: { ...settings.defaultRates, GBP: 50 } },
  });
});

test.afterAll(async () => {
  await family?.context.close();
});

/** The text of every email the SES emulator received for `address`, oldest first. */
async function emailsTo(mail: IsolatedSchool, address: string): Promise<string[]> {
  const store = (await (await fetch(`${mail.mailUrl()}/store`)).json()) as {
    emails: { destination: { to: string[] }; body: { text?: string } }[];
  };
  return store.emails
    .filter((email) => email.destination.to.includes(address))
    .map((email) => email.body.text ?? '');
}

/** The first path matching `pattern` in an email to `address`, once the outbox has sent it. */
async function emailedPath(address: string, pattern: RegExp): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(
      async () => {
        path = (await emailsTo(school, address)).map((text) => pattern.exec(text)?.[0]).find(Boolean);
        return path;
      },
      { timeout: 20_000 },
    )
    .toBeDefined();
  return path!;
}

/** Issue 15's closing note gives the messages the journey sent, per kind: a figure, not a check. */
async function reportEmailsPerKind() {
  const store = (await (await fetch(`${school.mailUrl()}/store`)).json()) as {
    emails: { subject: string }[];
  };
  const perKind = new Map<string, number>();
  for (const { subject } of store.emails) {
    const kind = subject.replace(/\d[\d\s:/-]*/g, '#');
    perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
  }
  console.log(`month journey emails per kind: ${JSON.stringify(Object.fromEntries(perKind))}`);
}

test('the super admin uploads the logo, books a lesson with its subject, then March is generated for all students and its drafts sent', async ({
  page,
}) => {
  await page.goto(at('/login'));
  await logIn(page, superAdmin);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(at('/dashboard/school-profile'));
  await page.getByLabel('Upload a logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from(logoPng, 'base64'),
  });
  await expect(page.getByText('Logo saved')).toBeVisible();
  await expect(page.getByRole('img', { name: 'The school logo' })).toBeVisible();

  await page.goto(at('/dashboard/lesson-booking'));
  await page.getByRole('button', { name: 'Book Lesson' }).click();
  const booking = page.getByRole('dialog', { name: 'Book Lesson' });
  await booking.getByLabel('Student').selectOption({ label: amira.name });
  await booking.getByLabel('Teacher').selectOption({ label: `${teacherTom.name} (${teacherTom.email})` });
  await booking.getByLabel('Subject').selectOption({ label: 'Maths' });
  await booking.getByLabel('Lesson Date & Time').fill(`${year}-03-10T17:00`);
  await booking.getByLabel('Timezone').selectOption('UK');
  await booking.getByRole('button', { name: 'Book Lesson' }).click();
  await expect(booking).toBeHidden();

  // March for all students, through the dialog, and all its drafts sent.
  await page.goto(at('/dashboard/invoice-management'));
  await page.getByRole('button', { name: 'Generate for all students' }).click();
  const bulk = page.getByRole('dialog', { name: 'Generate for all students' });
  await bulk.getByLabel('Month').selectOption({ label: 'March' });
  await bulk.getByLabel('Year').selectOption(String(year));
  await bulk.getByLabel('Currency').selectOption('GBP');
  await bulk.getByRole('button', { name: 'Generate drafts' }).click();
  await expect(bulk.getByText('Done. Created 1, skipped 0, failed 0.')).toBeVisible({ timeout: 30_000 });
  // The draft is named by its number, with its student and family (issue 40).
  const created = bulk.getByRole('list', { name: 'Drafts created' });
  await expect(created).toContainText(`${amira.name}, ${familyKhan.name}`);
  invoice.path = (await created.getByRole('link', { name: /^INV-/ }).getAttribute('href'))!;
  expect(invoice.path).toMatch(/^\/dashboard\/invoices\/[\w-]+$/);
  // Sending asks first, naming how many invoices and families.
  await bulk.getByRole('button', { name: `Send the drafts of March ${year}…` }).click();
  const send = page.getByRole('dialog', { name: 'Send all drafts' });
  await expect(send.getByText('Send 1 draft invoice to 1 family?')).toBeVisible();
  await send.getByRole('button', { name: 'Send 1 invoice' }).click();
  await expect(send.getByText('Sent 1, failed 0.')).toBeVisible({ timeout: 30_000 });
  await expect(
    send.getByRole('list', { name: 'Invoices sent' }).getByRole('link', { name: /^INV-/ }),
  ).toHaveAttribute('href', invoice.path);
});

test('on a phone, the family follows the “invoice sent” email through the sign-in to the invoice, logo and lesson shown', async ({
  browser,
}) => {
  const link = await emailedPath(familyKhan.email, /\/dashboard\/invoices\/[0-9a-f]{24}/);
  expect(link).toBe(invoice.path);
  const context = await browser.newContext({ viewport: phoneViewport });
  const page = await context.newPage();
  family = { context, page, consoleErrors: watchConsoleErrors(page) };
  await page.goto(at(link));
  await expect(page).toHaveURL(/\/login\?next=/);
  await logIn(page, familyKhan);
  // Signing in comes back to the invoice the email named, not the dashboard.
  await expect(page).toHaveURL(at(invoice.path));
  await expect(page.getByRole('img', { name: 'School logo' })).toBeVisible();
  const lesson = page.getByRole('list', { name: 'Lessons on this invoice' }).getByRole('listitem');
  await expect(lesson).toContainText(`10 Mar ${year} · 17:00 UK`);
  await expect(lesson).toContainText('Maths · Tom Baker');
  await expect(lesson).toContainText('Amount £50.00');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the super admin records a part payment and the family sees what is left to pay', async ({ page }) => {
  await page.goto(at('/login'));
  await logIn(page, superAdmin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(at(invoice.path));
  await page.getByRole('button', { name: 'Mark as Paid' }).click();
  const payment = page.getByRole('dialog');
  await expect(payment.getByLabel('Amount (GBP)')).toHaveValue('50.00');
  await payment.getByLabel('Amount (GBP)').fill('20');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(payment).toBeHidden();

  const { page: familyPage } = family!;
  await familyPage.reload();
  const balance = familyPage.locator('dt', { hasText: /^\s*Balance due\s*$/ }).first();
  await expect(balance.locator('xpath=following-sibling::dd[1]')).toHaveText('£30.00');
});

test('the family unsubscribes from invoice emails with the email’s link, then turns them back on', async () => {
  const { page, consoleErrors } = family!;
  // The footer's page link carries the same token as the List-Unsubscribe header's one-click API link.
  const footerLink = await emailedPath(
    familyKhan.email,
    /\/unsubscribe\?token=[0-9a-f]{24}\.[a-z-]+\.[\w-]{43}/,
  );
  await page.goto(at(`/api/email${footerLink}`));
  // The link's GET changes nothing: the page asks first (mail scanners open links).
  await expect(page).toHaveURL(/\/unsubscribe\?token=/);
  await expect(page.getByText('Stop emails about invoices, payments and overdue reminders?')).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You are unsubscribed')).toBeVisible();

  await page.getByRole('link', { name: 'Choose which emails you get' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email preferences' })).toBeVisible();
  const invoices = page.getByLabel('Invoices, payments and overdue reminders');
  await expect(invoices).not.toBeChecked();
  await expect(page.getByLabel('Invitations and password resets (always sent)')).toBeDisabled();
  // The box follows the saved choice (it changes once the server has it), so it is clicked, not check()ed.
  await invoices.click();
  await expect(page.getByText('Email preferences saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Invoices, payments and overdue reminders')).toBeChecked();
  expect(consoleErrors).toEqual([]);
  await reportEmailsPerKind();
});

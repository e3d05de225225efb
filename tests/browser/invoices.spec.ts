import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, failedWithStatus, test, watchConsoleErrors } from './support/console-guard';
import { callApi, useIsolatedSchool } from './support/isolated-school';
import { closeWithEscape } from './support/overlay-keys';
import {
  desktopViewport,
  expectNoHorizontalOverflow,
  logIn,
  phoneViewport,
  schoolCast,
  seriousAccessibilityViolations,
  sidebarLinks,
} from './support/school';
import { isolatedName } from '../../shared/text/isolated-name';

/*
 * Invoicing in a school of its own, seeded through the API: the super admin
 * generates an invoice from a month of lessons, changes a rate and sends it;
 * the family finds it, opens it and downloads its PDF; the super admin
 * records the payment and Invoice Analytics counts it. Then the smaller
 * rules: duplicates, deleting a draft, who may see which screen, the default
 * rate setting, and axe and the phone layout on every invoice screen.
 *
 * Every period is in the current year (on the school's London clock): the
 * Year selects offer only the current year and the four before it.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const { superAdmin, admin, teacherTom, teacherSara, familyKhan, familySmith } = schoolCast('invoices.test');

const amira = { name: 'Amira Khan', grade: 'Year 5' };
const oliver = { name: 'Oliver Smith', grade: 'Year 7' };

const year = Number(
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' }).format(new Date()),
);
/** '10 Mar 2026': how the screens write a lesson's date. */
const shortDay = (day: number, month: string) => `${day} ${month} ${year}`;

/** Amira's March lessons (UK, on GMT), the journey's invoice; the canceled one is never billed. */
const marchLessons = [
  { day: 3, subject: 'Maths' },
  { day: 10, subject: 'Maths' },
  { day: 17, subject: 'English' },
];
const editedLine = `Maths on ${shortDay(10, 'Mar')} at 17:00 UK`;
/** Oliver's lessons are on the UAE clock (+04:00). */
const oliverFebruaryLine = `Science on ${shortDay(5, 'Feb')} at 10:00 UAE`;

const school = useIsolatedSchool();
/** What the seeding made, for the tests that need its ids and numbers. */
const seeded = {
  /** Amira's April invoice, left a draft: families never see it; a test deletes it. */
  aprilDraft: { _id: '', invoiceNumber: '' },
  /** The Smiths' January invoice, sent: another family's. */
  oliverJanuary: { _id: '', invoiceNumber: '' },
};
/** The journey's invoice (Amira, March, GBP), once generated through the screen. */
const journey = { id: '', number: '' };

test.beforeAll(async () => {
  const { token } = await callApi(school, 'POST', '/auth/setup', { body: superAdmin });
  const create = (path: string, body: unknown) => callApi(school, 'POST', path, { token, body });
  const [tom, sara, khan, smith] = await Promise.all([
    create('/users', { ...teacherTom, role: 'teacher' }),
    create('/users', { ...teacherSara, role: 'teacher' }),
    create('/users', { ...familyKhan, role: 'parent' }),
    create('/users', { ...familySmith, role: 'parent' }),
    create('/users', { ...admin, role: 'admin' }),
  ]);
  // Lessons carry one of their student's subjects, by id.
  const subjectIds: Record<string, string> = {};
  for (const name of ['Maths', 'English', 'Science'])
    subjectIds[name] = (await create('/subjects', { name }))._id;
  const [amiraStudent, oliverStudent] = await Promise.all([
    create('/students', { ...amira, parentId: khan._id, subjects: [subjectIds.Maths, subjectIds.English] }),
    create('/students', { ...oliver, parentId: smith._id, subjects: [subjectIds.Science] }),
  ]);
  const pad = (value: number) => String(value).padStart(2, '0');
  const ukLesson = (month: number, day: number, subject: string, offset: string, status = 'confirmed') =>
    create('/lessons', {
      student: amiraStudent._id,
      teacher: tom._id,
      startTime: `${year}-${pad(month)}-${pad(day)}T17:00:00${offset}`,
      timezone: 'UK',
      status,
      subject: subjectIds[subject],
    });
  const uaeLesson = (month: number, day: number) =>
    create('/lessons', {
      student: oliverStudent._id,
      teacher: sara._id,
      startTime: `${year}-${pad(month)}-${pad(day)}T10:00:00+04:00`,
      timezone: 'UAE',
      status: 'confirmed',
      subject: subjectIds.Science,
    });
  await Promise.all([
    ...marchLessons.map(({ day, subject }) => ukLesson(3, day, subject, '+00:00')),
    ukLesson(3, 24, 'Maths', '+00:00', 'canceled'),
    ukLesson(4, 14, 'Maths', '+01:00'),
    uaeLesson(1, 8),
    uaeLesson(1, 15),
    uaeLesson(2, 5),
    uaeLesson(2, 12),
  ]);
  const generate = (studentId: string, month: number) =>
    create('/invoices/generate', { studentId, dateRangeType: 'month', month, year, currency: 'GBP' });
  const january = await generate(oliverStudent._id, 1);
  await callApi(school, 'PATCH', `/invoices/${january._id}/status`, { token, body: { status: 'sent' } });
  seeded.oliverJanuary = january;
  seeded.aprilDraft = await generate(amiraStudent._id, 4);
});

const at = (path: string) => `${school.url}${path}`;
const contextOptions = { locale: 'en-GB', timezoneId: 'Europe/London' } as const;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const sessions = new Map<string, StorageState>();

async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto(at('/login'));
  await logIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Each login costs a deliberately slow hash: later contexts reuse this one's token and cookie.
  sessions.set(account.email, await page.context().storageState());
}

/**
 * Signs the page's context in as `account` with the session an earlier test
 * made (its token in localStorage, its refresh cookie), or through the login
 * page when there is none yet.
 */
async function resumeSession(page: Page, account: { email: string; password: string }): Promise<void> {
  const session = sessions.get(account.email);
  if (!session) return signIn(page, account);
  await page.context().addCookies(session.cookies);
  const storage = session.origins.find((origin) => origin.origin === school.url)?.localStorage ?? [];
  await page.context().addInitScript((entries) => {
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, storage);
}

/** A signed-in context of its own (what axe needs, and a second person at once), reusing a session when there is one. */
async function openAs(
  browser: Browser,
  account: { email: string; password: string },
  viewport: { width: number; height: number } = desktopViewport,
): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const storageState = sessions.get(account.email);
  const context = await browser.newContext({ ...contextOptions, viewport, storageState });
  const page = await context.newPage();
  const consoleErrors = watchConsoleErrors(page);
  if (!storageState) await signIn(page, account);
  return { context, page, consoleErrors };
}

/** The value shown next to a label in a definition list (Subtotal, Total, Student…). */
const definition = (scope: Locator | Page, term: string) =>
  scope.locator('dt', { hasText: new RegExp(`^\\s*${term}\\s*$`) }).locator('xpath=following-sibling::dd[1]');

const managementTable = (page: Page) => page.getByRole('table', { name: 'Invoices' });
const managementRow = (page: Page, invoiceNumber: string) =>
  managementTable(page).getByRole('row').filter({ hasText: invoiceNumber });
const successBanner = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function openInvoiceManagement(page: Page): Promise<void> {
  await page.goto(at('/dashboard/invoice-management'));
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice Management' })).toBeVisible();
  await expect(managementTable(page).getByText('Loading invoices')).toHaveCount(0);
}

async function generateInvoice(
  page: Page,
  choice: { student: string; month: string; currency: 'GBP' | 'AED' },
): Promise<Locator> {
  await page.getByRole('button', { name: 'Generate Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate Invoice' });
  const student = dialog.getByLabel('Student');
  await expect(student).toBeEnabled();
  await student.selectOption({ label: choice.student });
  await dialog.getByLabel('Date Range Type').selectOption({ label: 'Specific Month' });
  await dialog.getByLabel('Month').selectOption({ label: choice.month });
  await dialog.getByLabel('Year').selectOption({ label: String(year) });
  await dialog.getByLabel('Currency').selectOption({ label: choice.currency });
  await dialog.getByRole('button', { name: 'Generate Invoice' }).click();
  return dialog;
}

/** Saves a download and answers its file name and the text pdftotext reads from it. */
async function readDownloadedPdf(
  page: Page,
  click: () => Promise<void>,
  savePath: string,
): Promise<{ fileName: string; text: string }> {
  const downloaded = page.waitForEvent('download');
  await click();
  const download = await downloaded;
  await download.saveAs(savePath);
  expect(readFileSync(savePath).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', savePath, '-'], { encoding: 'utf8' });
  return { fileName: download.suggestedFilename(), text };
}

test('super_admin generates a month’s invoice, changes a rate and sends it', async ({ page }) => {
  await signIn(page, superAdmin);
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Invoice Management' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice Management' })).toBeVisible();
  await expect(managementRow(page, seeded.aprilDraft.invoiceNumber)).toContainText('Draft');

  const generateDialog = await generateInvoice(page, {
    student: `${amira.name} (${amira.grade})`,
    month: 'March',
    currency: 'GBP',
  });
  await expect(generateDialog).toBeHidden();

  // The new draft opens in the editor, greeted by the success message.
  const editor = page.getByRole('dialog', { name: /^Edit Invoice INV-\d{4}-\d{4}$/ });
  await expect(editor).toBeVisible();
  await expect(
    editor.getByRole('status').filter({ hasText: 'Invoice generated successfully!' }),
  ).toBeVisible();
  journey.number = ((await editor.getByRole('heading').first().textContent()) ?? '')
    .replace('Edit Invoice ', '')
    .trim();
  expect(journey.number).toMatch(/^INV-\d{4}-\d{4}$/);
  await expect(definition(editor, 'Student')).toContainText(amira.name);
  await expect(definition(editor, 'Parent')).toContainText(familyKhan.email);
  await expect(definition(editor, 'Period')).toHaveText(`March ${year}`);

  // Three lessons at the default £40 an hour; the canceled one is not billed.
  const lessons = editor.getByRole('table', { name: 'Lessons on this invoice' });
  await expect(lessons.locator('tbody tr')).toHaveCount(3);
  await expect(definition(editor, 'Subtotal')).toHaveText('£120.00');
  await expect(definition(editor, 'Total')).toHaveText('£120.00');

  const rate = editor.getByRole('spinbutton', { name: `Rate for ${editedLine}` });
  await expect(rate).toHaveValue('40.00');
  await rate.fill('52.50');
  await expect(
    lessons
      .locator('tbody tr')
      .filter({ has: page.getByRole('spinbutton', { name: `Rate for ${editedLine}` }) }),
  ).toContainText('£52.50');
  await expect(definition(editor, 'Subtotal')).toHaveText('£132.50');
  await expect(definition(editor, 'Total')).toHaveText('£132.50');

  await editor.getByRole('button', { name: 'Send Invoice' }).click();
  await expect(editor).toBeHidden();
  await expect(successBanner(page, 'Invoice sent successfully')).toBeVisible();
  const row = managementRow(page, journey.number);
  await expect(row).toContainText('Due');
  await expect(row).toContainText('£132.50');
  await expect(row).toContainText('3 lessons');
  // A sent invoice is no longer edited in the editor.
  await expect(
    row.getByRole('button', { name: `Edit invoice ${journey.number} for ${amira.name}` }),
  ).toHaveCount(0);
  const href = await row
    .getByRole('link', { name: `View invoice ${journey.number} for ${amira.name}` })
    .getAttribute('href');
  journey.id = decodeURIComponent(href!.split('/').pop()!);
});

test('the parent sees the sent invoice (not the draft), downloads its PDF and opens it', async ({
  page,
}, testInfo) => {
  await signIn(page, familyKhan);
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'My Invoices' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Family Invoices' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table).toContainText(journey.number);
  await expect(table).toContainText('Due');
  await expect(table).toContainText('£132.50');
  await expect(table).not.toContainText(seeded.aprilDraft.invoiceNumber);
  await expect(table).not.toContainText(seeded.oliverJanuary.invoiceNumber);
  await expect(page.getByRole('navigation', { name: 'Invoice pages' })).toHaveCount(0);

  const pdf = await readDownloadedPdf(
    page,
    () => page.getByRole('button', { name: `Download PDF of invoice ${journey.number}` }).click(),
    testInfo.outputPath('family-list.pdf'),
  );
  expect(pdf.fileName).toBe(`${journey.number}.pdf`);
  expect(pdf.text).toContain(journey.number);
  expect(pdf.text).toContain('£132.50');
  expect(pdf.text).toContain(amira.name);

  await page.getByRole('link', { name: `View invoice ${journey.number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/invoices/${journey.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${journey.number}` })).toBeVisible();
  const billTo = page.getByRole('region', { name: 'Bill To' });
  await expect(definition(billTo, 'Student')).toHaveText(amira.name);
  await expect(definition(billTo, 'Grade')).toHaveText(amira.grade);
  await expect(definition(billTo, 'Parent')).toHaveText(familyKhan.name);
  await expect(definition(billTo, 'Email')).toHaveText(familyKhan.email);
  const lessons = page.getByRole('table', { name: 'Lessons on this invoice' });
  await expect(lessons.locator('tbody tr')).toHaveCount(3);
  await expect(lessons.getByRole('row', { name: new RegExp(shortDay(10, 'Mar')) })).toContainText('£52.50');
  const document = page.getByRole('article', { name: `Invoice ${journey.number}` });
  await expect(definition(document, 'Subtotal')).toHaveText('£132.50');
  await expect(definition(document, 'Total')).toHaveText('£132.50');
  // Families read: no status buttons and no rate pencils; no payment yet.
  await expect(page.getByRole('button', { name: 'Mark as Paid' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send Invoice' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit rate for/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Payment Information' })).toHaveCount(0);

  const exported = await readDownloadedPdf(
    page,
    () => page.getByRole('button', { name: 'Export PDF' }).click(),
    testInfo.outputPath('family-detail.pdf'),
  );
  expect(exported.fileName).toBe(`${journey.number}.pdf`);
  expect(exported.text).toContain(journey.number);
});

test('on a phone, the family’s bell counts the sent invoice; its item opens the invoice and the count drops', async ({
  page,
}) => {
  await page.setViewportSize(phoneViewport);
  await signIn(page, familyKhan);
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toHaveText('1');
  await bell.click();
  const list = page.getByRole('dialog', { name: 'Notifications' });
  const item = list.getByRole('link', { name: new RegExp(`^Invoice ${journey.number} sent \\(unread\\)`) });
  // The child's name is isolated in the notification's plain text (shared/text/isolated-name.ts).
  await expect(item).toContainText(`${isolatedName(amira.name)}, March ${year}: £132.50`);
  await expectNoHorizontalOverflow(page);
  // Polled: the panel zooms in from 95 %, and a trace-free run can measure it mid-animation (374.99 px).
  await expect.poll(async () => (await list.boundingBox())?.width).toBe(phoneViewport.width);

  await item.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/invoices/${journey.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${journey.number}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});
/** The family reads the balance left after a part payment on its invoice. */
async function expectFamilyBalance(browser: Browser, invoiceId: string, balance: string): Promise<void> {
  const { context, page } = await openAs(browser, familyKhan);
  try {
    await page.goto(at(`/dashboard/invoices/${invoiceId}`));
    const payment = page.getByRole('region', { name: 'Payment Information' });
    await expect(definition(payment, 'Balance due')).toHaveText(balance);
    await expect(definition(page.getByRole('article'), 'Balance due')).toHaveText(balance);
  } finally {
    await context.close();
  }
}

async function expectAnalytics(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice Analytics' })).toBeVisible();
  await expect(page.getByLabel('Year')).toHaveValue(String(year));
  // Issued this year: the journey's invoice (paid) and the Smiths' January one (sent).
  await expect(page.getByTestId('invoice-stat-total')).toContainText('2');
  await expect(page.getByTestId('invoice-stat-paid')).toContainText('1');
  await expect(page.getByTestId('invoice-stat-paid')).toContainText('50% payment rate');
  await expect(page.getByTestId('invoice-stat-revenue')).toContainText('£132.50');
  await expect(page.getByTestId('invoice-stat-pending')).toContainText('£80.00');
  // Revenue counts in the month the money arrived: the journey's payments are made today.
  const breakdown = page.getByRole('table', { name: `Monthly Breakdown, ${year}` });
  const thisMonth = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', month: 'long' }).format(
    new Date(),
  );
  await expect(breakdown.getByRole('row', { name: new RegExp(`^${thisMonth}`) })).toContainText('£132.50');
}

test('super_admin marks it paid on its page and Invoice Analytics counts it; the parent sees the payment', async ({
  page,
  browser,
}) => {
  const { context, page: staff, consoleErrors } = await openAs(browser, superAdmin);
  try {
    await staff.goto(at(`/dashboard/invoices/${journey.id}`));
    await expect(staff.getByRole('heading', { level: 1, name: `Invoice ${journey.number}` })).toBeVisible();
    // Sent: no rate pencils any more.
    await expect(staff.getByRole('button', { name: /^Edit rate for/ })).toHaveCount(0);
    // Mark as Paid opens the payment dialog: a part payment first, the balance after it.
    await staff.getByRole('button', { name: 'Mark as Paid' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Mark as Paid' });
    await expect(dialog.getByLabel('Amount (GBP)')).toHaveValue('132.50');
    await dialog.getByLabel('Amount (GBP)').fill('100');
    await dialog.getByLabel('Reference').fill('FT-KHAN-1');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(successBanner(staff, 'Payment recorded')).toBeVisible();
    const part = staff.getByRole('region', { name: 'Payment Information' });
    await expect(definition(part, 'Balance due')).toHaveText('£32.50');
    await expect(part.getByRole('table', { name: 'Payments' })).toContainText('FT-KHAN-1');
    await expectFamilyBalance(browser, journey.id, '£32.50');
    await staff.getByRole('button', { name: 'Mark as Paid' }).click();
    await expect(dialog.getByLabel('Amount (GBP)')).toHaveValue('32.50');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(successBanner(staff, 'Payment recorded; the invoice is paid')).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Mark as Paid' })).toHaveCount(0);
    await expect(staff.getByRole('region', { name: 'Payment Information' })).toBeVisible();

    // Back to Invoice Management, where the row says Paid, and on to the analytics.
    await staff.getByRole('link', { name: 'Back to Invoices' }).click();
    await expect(staff).toHaveURL(/\/dashboard\/invoice-management$/);
    await expect(managementRow(staff, journey.number)).toContainText('Paid');
    await staff.getByRole('link', { name: 'Invoice analytics' }).click();
    await expect(staff).toHaveURL(/\/dashboard\/invoice-analytics/);
    await expectAnalytics(staff);
    expect(consoleErrors).toEqual([]);
  } finally {
    await context.close();
  }

  await resumeSession(page, familyKhan);
  await page.goto(at(`/dashboard/invoices/${journey.id}`));
  const payment = page.getByRole('region', { name: 'Payment Information' });
  await expect(payment).toBeVisible();
  await expect(definition(payment, 'Amount paid')).toHaveText('£132.50');
  await expect(definition(payment, 'Paid on')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  await page.getByRole('link', { name: 'Back to Invoices' }).click();
  await expect(page).toHaveURL(/\/dashboard\/invoices$/);
  await expect(page.getByRole('table', { name: 'Invoices' }).locator('tbody tr')).toContainText('Paid');
});

test('an admin reads Invoice Analytics but is sent away from Invoice Management', async ({ page }) => {
  await signIn(page, admin);
  await page.goto(at('/dashboard/invoice-analytics'));
  await expectAnalytics(page);
  await page.goto(at('/dashboard/invoice-management'));
  await expect(page).toHaveURL(/\/dashboard$/);
  // An admin may still open an invoice, read only.
  await page.goto(at(`/dashboard/invoices/${journey.id}`));
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${journey.number}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export PDF' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as Paid' })).toHaveCount(0);
});

test.describe('super_admin on Invoice Management', () => {
  test.beforeEach(async ({ page }) => {
    await resumeSession(page, superAdmin);
    await openInvoiceManagement(page);
  });

  test('is told when the month already has an invoice in that currency', async ({ page }) => {
    const dialog = await generateInvoice(page, {
      student: `${amira.name} (${amira.grade})`,
      month: 'March',
      currency: 'GBP',
    });
    await expect(dialog.getByRole('alert')).toContainText(
      `Invoice already exists for March ${year} in GBP. Please check the invoice list below or try a different month/year/currency combination.`,
    );
    await expect(dialog.getByRole('link', { name: `Open invoice ${journey.number}` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(managementTable(page).locator('tbody tr')).toHaveCount(3);
  });

  test('deletes a draft after the confirmation', async ({ page }) => {
    const { invoiceNumber } = seeded.aprilDraft;
    const row = managementRow(page, invoiceNumber);
    await row.getByRole('button', { name: `Delete invoice ${invoiceNumber} for ${amira.name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete invoice ${invoiceNumber}?` });
    await expect(confirm).toContainText(`Are you sure you want to delete invoice ${invoiceNumber}?`);
    await expect(confirm).toContainText(`Student: ${amira.name}. Status: Draft. Amount: £40.00.`);
    await expect(confirm).toContainText('This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Delete invoice ${invoiceNumber} for ${amira.name}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(successBanner(page, 'Invoice deleted successfully')).toBeVisible();
    await expect(managementTable(page)).not.toContainText(invoiceNumber);
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice Management' })).toBeFocused();
  });

  test('a new default rate applies to the next invoice, whose rates can be changed on its page', async ({
    page,
  }) => {
    // Invoice settings is a link to Settings → Invoicing (issue 40), and back.
    await page.getByRole('link', { name: 'Invoice settings' }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings\?section=invoicing$/);
    const settings = page.getByRole('form', { name: 'Invoice settings' });
    const gbp = settings.getByLabel('GBP (£ per hour)');
    await expect(gbp).toHaveValue('40.00');
    await gbp.fill('47.50');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(successBanner(page, 'Invoice settings saved')).toBeVisible();
    await expect(gbp).toHaveValue('47.50');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice Management' })).toBeVisible();

    await generateInvoice(page, {
      student: `${oliver.name} (${oliver.grade})`,
      month: 'February',
      currency: 'GBP',
    });
    const editor = page.getByRole('dialog', { name: /^Edit Invoice INV-/ });
    await expect(editor.getByRole('spinbutton', { name: `Rate for ${oliverFebruaryLine}` })).toHaveValue(
      '47.50',
    );
    await expect(definition(editor, 'Total')).toHaveText('£95.00');
    // A lesson taken off the draft can be put back from the Add Lesson picker.
    const secondLesson = `Science on ${shortDay(12, 'Feb')} at 10:00 UAE`;
    await editor.getByRole('button', { name: `Remove ${secondLesson} from invoice` }).click();
    await expect(editor.getByRole('status').filter({ hasText: 'Lesson removed from invoice' })).toBeVisible();
    await expect(definition(editor, 'Total')).toHaveText('£47.50');
    const picker = editor.getByLabel('Lesson to add');
    await editor.getByRole('button', { name: 'Add Lesson' }).click();
    await expect(editor.getByText('Please select a lesson to add')).toBeVisible();
    await picker.selectOption({
      label: `${shortDay(12, 'Feb')}, 10:00 UAE · Science · ${teacherSara.name} (60 min)`,
    });
    await editor.getByRole('button', { name: 'Add Lesson' }).click();
    await expect(editor.getByRole('status').filter({ hasText: 'Lesson added to invoice' })).toBeVisible();
    await expect(definition(editor, 'Total')).toHaveText('£95.00');
    await expect(editor.getByText('Every lesson of this period is already on an invoice.')).toBeVisible();
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await expect(editor).toBeHidden();

    // The invoice page: a draft's rate pencil, for super_admin.
    const row = managementTable(page)
      .getByRole('row')
      .filter({ hasText: oliver.name })
      .filter({ hasText: 'Draft' });
    await row.getByRole('link', { name: /^View invoice/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Invoice INV-/ })).toBeVisible();
    await page.getByRole('button', { name: `Edit rate for ${oliverFebruaryLine}` }).click();
    const input = page.getByRole('spinbutton', { name: `Hourly rate in GBP for ${oliverFebruaryLine}` });
    await expect(input).toBeFocused();
    await input.fill('50');
    await page.getByRole('button', { name: 'Save rate' }).click();
    await expect(successBanner(page, 'Rate updated successfully')).toBeVisible();
    await expect(definition(page.getByRole('article'), 'Total')).toHaveText('£97.50');
    await expect(page.getByRole('button', { name: `Edit rate for ${oliverFebruaryLine}` })).toBeFocused();
  });
});

test('a teacher has no invoice screens', async ({ page }) => {
  await signIn(page, teacherTom);
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link')).toHaveText(
    sidebarLinks.teacher,
  );
  for (const path of [
    '/dashboard/invoices',
    '/dashboard/invoice-management',
    '/dashboard/invoice-analytics',
  ]) {
    await page.goto(at(path));
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test.describe('another family’s invoice', () => {
  test.use({ expectedConsoleErrors: [failedWithStatus(404)] });

  test('is not found for a family that does not own it', async ({ page }) => {
    await resumeSession(page, familyKhan);
    await page.goto(at(`/dashboard/invoices/${seeded.oliverJanuary._id}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice not found' })).toBeVisible();
    await expect(page.getByText(seeded.oliverJanuary.invoiceNumber)).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Invoices' }).click();
    await expect(page).toHaveURL(/\/dashboard\/invoices$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Family Invoices' })).toBeVisible();
  });
});

/** Each invoice screen, as who sees it: axe, console errors and (on a phone) no sideways scrolling of the page. */
async function auditInvoiceScreens(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<string[]> {
  const problems: string[] = [];
  const phone = viewport.width < 640;
  const audit = async (page: Page, screen: string, onlyOverlay = false) => {
    if (!onlyOverlay) await expectNoHorizontalOverflow(page);
    for (const line of await seriousAccessibilityViolations(page, { onlyOverlay }))
      problems.push(`${screen} at ${viewport.width}px: ${line}`);
  };

  const staff = await openAs(browser, superAdmin, viewport);
  try {
    const { page } = staff;
    await openInvoiceManagement(page);
    // Below 640 px each invoice is a card, facts first and its actions in one menu (issue 40).
    const invoiceList = phone ? page.getByRole('list', { name: 'Invoices' }) : managementTable(page);
    await expect(invoiceList).toContainText(journey.number);
    await audit(page, 'Invoice Management');
    const draftEntry = invoiceList.getByRole(phone ? 'listitem' : 'row').filter({ hasText: 'Draft' });
    const onDraft = async (action: 'View' | 'Edit' | 'Delete') => {
      if (phone) {
        await draftEntry.getByRole('button', { name: /^Actions for INV-/ }).click();
        const menu = page.getByRole('menu');
        await expect(menu.getByRole('menuitem')).toHaveText([
          'View invoice',
          'Edit invoice',
          'Delete invoice',
        ]);
        await menu.getByRole('menuitem', { name: `${action} invoice` }).click();
      } else if (action === 'View') await draftEntry.getByRole('link', { name: /^View invoice/ }).click();
      else await draftEntry.getByRole('button', { name: new RegExp(`^${action} invoice`) }).click();
    };
    if (phone) {
      // The student, status and amount are on screen, not cut off in a table wider than the phone.
      await expect(page.getByRole('table', { name: 'Invoices' })).toHaveCount(0);
      await expect(draftEntry).toContainText('Student');
      await expect(draftEntry).toContainText('Amount');
      await expect(draftEntry).toContainText('Draft');
    }

    await page.getByRole('button', { name: 'Generate Invoice' }).click();
    const generate = page.getByRole('dialog', { name: 'Generate Invoice' });
    await expect(generate.getByLabel('Student')).toBeEnabled();
    await audit(page, 'Generate Invoice dialog', true);
    await closeWithEscape(page, generate);

    await onDraft('Edit');
    const editor = page.getByRole('dialog', { name: /^Edit Invoice INV-/ });
    await expect(editor.getByRole('table', { name: 'Lessons on this invoice' })).toBeVisible();
    await expect(editor.getByText('Every lesson of this period is already on an invoice.')).toBeVisible();
    await audit(page, 'invoice editor', true);
    await closeWithEscape(page, editor);

    await onDraft('Delete');
    await expect(page.getByRole('alertdialog')).toContainText('This action cannot be undone.');
    await audit(page, 'delete confirmation', true);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

    // A draft's page, with Send Invoice and the rate pencils (the family's audit below has a paid one).
    await onDraft('View');
    await expect(page.getByRole('button', { name: /^Edit rate for/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Invoice' })).toBeVisible();
    await audit(page, 'draft invoice (super_admin)');

    await page.goto(at(`/dashboard/invoice-analytics?year=${year}`));
    await expect(page.getByRole('table', { name: `Monthly Breakdown, ${year}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Monthly Revenue' })).toBeVisible();
    await expect(page.getByText('Loading the chart')).toHaveCount(0);
    await audit(page, 'Invoice Analytics');
    problems.push(
      ...staff.consoleErrors.map((line) => `super_admin at ${viewport.width}px: console: ${line}`),
    );
  } finally {
    await staff.context.close();
  }

  const family = await openAs(browser, familyKhan, viewport);
  try {
    const { page } = family;
    await page.goto(at('/dashboard/invoices'));
    await expect(page.getByRole('heading', { level: 1, name: 'Family Invoices' })).toBeVisible();
    // A table from 768 px, a list of cards below: both named 'Invoices'.
    const list = phone
      ? page.getByRole('list', { name: 'Invoices' })
      : page.getByRole('table', { name: 'Invoices' });
    await expect(list).toContainText(journey.number);
    await expect(page.getByRole('link', { name: `View invoice ${journey.number}` })).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Download PDF of invoice ${journey.number}` }),
    ).toBeVisible();
    await audit(page, 'Family Invoices');

    await page.getByRole('link', { name: `View invoice ${journey.number}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${journey.number}` })).toBeVisible();
    if (phone)
      await expect(
        page.getByRole('list', { name: 'Lessons on this invoice' }).getByRole('listitem'),
      ).toHaveCount(3);
    else await expect(page.getByRole('table', { name: 'Lessons on this invoice' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payment Information' })).toBeVisible();
    await audit(page, 'invoice (family)');
    problems.push(...family.consoleErrors.map((line) => `family at ${viewport.width}px: console: ${line}`));
  } finally {
    await family.context.close();
  }
  return problems;
}

for (const viewport of [desktopViewport, phoneViewport]) {
  test(`the invoice screens pass axe with no console errors, and fit the screen at ${viewport.width}px`, async ({
    browser,
  }) => {
    expect(await auditInvoiceScreens(browser, viewport)).toEqual([]);
  });
}

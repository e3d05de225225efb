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
 * Issue 40, a family whose names are in Arabic script and whose email address
 * is long, on its invoice screens: at 375 px the address wraps inside its
 * field (never mid-page, never off the right edge), nothing scrolls sideways,
 * and every name is isolated in a <bdi> on the invoice list, the invoice and
 * the statement; at 1280 px the same invoice. SCREENS_SHOTS_DIR=docs/images
 * writes the screenshots docs/screens.md shows.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const shotsDir = process.env.SCREENS_SHOTS_DIR;
const { superAdmin, teacherTom } = schoolCast('family-invoice-phone.test');
const family = {
  name: 'فاطمة المنصوري',
  email: 'fatima.abdulrahman.almansouri.family@al-mansouri-family-household.example',
  password: 'Palm-Jumeirah-Sea-9',
};
const child = 'محمد العلي';
const year = Number(
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' }).format(new Date()),
);

const school = useIsolatedSchool();
const seeded = { familyId: '', invoiceId: '', invoiceNumber: '' };

test.beforeAll(async () => {
  const { token } = await callApi(school, 'POST', '/auth/setup', { body: superAdmin });
  const create = (path: string, body: unknown) => callApi(school, 'POST', path, { token, body });
  const [tom, parent] = await Promise.all([
    create('/users', { ...teacherTom, role: 'teacher' }),
    create('/users', { ...family, role: 'parent' }),
  ]);
  const student = await create('/students', { name: child, grade: 'Year 5', parentId: parent._id });
  await create('/lessons', {
    student: student._id,
    teacher: tom._id,
    startTime: `${year}-01-13T17:00:00+00:00`,
    timezone: 'UK',
    status: 'completed',
  });
  const invoice = await create('/invoices/generate', {
    studentId: student._id,
    dateRangeType: 'month',
    month: 1,
    year,
    currency: 'GBP',
  });
  await callApi(school, 'PATCH', `/invoices/${invoice._id}/status`, { token, body: { status: 'sent' } });
  Object.assign(seeded, {
    familyId: parent._id as string,
    invoiceId: invoice._id as string,
    invoiceNumber: invoice.invoiceNumber as string,
  });
});

async function shoot(page: Page, name: string): Promise<void> {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
}

/** The page no wider than its window: `document.scrollingElement`, as a phone scrolls it. */
async function expectFits(page: Page, width: number): Promise<void> {
  await expectNoHorizontalOverflow(page);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The bill-to email: whole, wrapped inside its field, its right edge on screen. */
async function expectEmailWraps(page: Page, width: number): Promise<void> {
  const email = page.getByText(family.email, { exact: true });
  await expect(email).toBeVisible();
  const fit = await email.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const field = element.closest('dd')!.getBoundingClientRect();
    return { right: box.right, fieldRight: field.right };
  });
  expect(fit.right).toBeLessThanOrEqual(fit.fieldRight + 0.5);
  expect(fit.right).toBeLessThanOrEqual(width);
  // It wraps only where a reader expects it: after the @, before a dot or after a hyphen, never mid-word.
  const breaks = await email.evaluate((element) => {
    const offsets: number[] = [];
    let index = 0;
    let lastTop: number | undefined;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      for (let at = 0; at < node.textContent!.length; at++, index++) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const { top } = range.getBoundingClientRect();
        if (lastTop !== undefined && top > lastTop + 1) offsets.push(index);
        lastTop = top;
      }
    return offsets;
  });
  const clean = [...family.email].flatMap((character, index) =>
    character === '.' ? [index] : character === '@' || character === '-' ? [index + 1] : [],
  );
  for (const offset of breaks)
    expect(clean, `a line starts at "${family.email.slice(offset)}"`).toContain(offset);
  // At 375 px the address cannot fit one line: it wraps rather than running off the page.
  if (width < 640) expect(breaks.length).toBeGreaterThan(0);
}

test('at 375 px the family’s invoices, invoice and statement fit, the long email wraps in its field, names isolated', async ({
  page,
}) => {
  await page.setViewportSize(phoneViewport);
  await logInFromLoginPage(page, family);

  // The top bar's name runs right to left on its own, and a long one is cut at its end.
  const greeted = page.getByRole('banner').locator('bdi');
  await expect(greeted).toHaveText(family.name);
  expect(await greeted.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');

  await page.goto('/dashboard/invoices');
  const card = page.getByRole('list', { name: 'Invoices' }).getByRole('listitem').first();
  await expect(card).toContainText(seeded.invoiceNumber);
  await expect(card.locator('bdi')).toHaveText(child);
  await expectFits(page, phoneViewport.width);

  await page.goto(`/dashboard/invoices/${seeded.invoiceId}`);
  const billTo = page.getByRole('region', { name: 'Bill To' });
  await expect(billTo.locator('bdi')).toHaveText([child, family.name]);
  await expectEmailWraps(page, phoneViewport.width);
  await expectFits(page, phoneViewport.width);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await shoot(page, 'family-invoice-375');

  await billTo.getByRole('link', { name: 'Family statement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Statement' })).toBeVisible();
  await expect(page.getByText(seeded.invoiceNumber).first()).toBeVisible();
  await expectFits(page, phoneViewport.width);
});

test('at 1280 px the same invoice, and staff read the statement under the family’s isolated name', async ({
  page,
}) => {
  await page.setViewportSize(desktopViewport);
  await logInFromLoginPage(page, family);
  await page.goto(`/dashboard/invoices/${seeded.invoiceId}`);
  await expect(page.getByRole('region', { name: 'Bill To' }).locator('bdi')).toHaveText([child, family.name]);
  await expectEmailWraps(page, desktopViewport.width);
  await expectFits(page, desktopViewport.width);
  await shoot(page, 'family-invoice-1280');

  await page.context().clearCookies();
  await logInFromLoginPage(page, superAdmin);
  await page.goto(`/dashboard/families/${seeded.familyId}/statement`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`Statement: ${family.name}`);
  await expect(heading.locator('bdi')).toHaveText(family.name);
});

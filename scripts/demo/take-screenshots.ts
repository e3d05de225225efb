import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Locator, type Page } from '@playwright/test';
import { schoolToday } from '../../shared/invoices/invoice-period';
import { demoApi } from './api-client';
import { fullDemo, planDemoSchool, type DemoPlan } from './demo-plan';
import { demoPassword, demoSuperAdmin } from './staff';

/**
 * The README's two pictures of the demo school: a progress sheet, as the
 * child's family sees it, and one teacher's month on the lesson calendar,
 * 1280×800 on UK time, taken with Debian's Chromium through Playwright
 * (no browser download). Load the demo into a spare folder and start the
 * runtime on a spare port first:
 *
 *   DATA_DIR=/tmp/demo npm run demo
 *   PORT=3150 DATA_DIR=/tmp/demo npm start
 *   BASE_URL=http://localhost:3150 node --import tsx scripts/demo/take-screenshots.ts
 */
const repositoryRoot = resolve(fileURLToPath(import.meta.url), '../../..');
const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const imagesDir = resolve(repositoryRoot, 'docs/images');

/** The calendar shows this teacher's lessons, UK and UAE families alike. */
const calendarTeacher = 'Samuel Osei';
/** The picture shows a sheet's first topics: best when they hold every status, on a GCSE Maths sheet. */
const sheetRows = 7;
const preferredSubject = 'GCSE Maths';

function liveliestSheet(plan: DemoPlan) {
  const sheets = new Map<string, DemoPlan['progress'][number][]>();
  for (const entry of plan.progress) {
    const key = `${entry.student}/${entry.subject}`;
    sheets.set(key, [...(sheets.get(key) ?? []), entry]);
  }
  const score = (entries: DemoPlan['progress'][number][]) =>
    new Set(entries.slice(0, sheetRows).map((entry) => entry.steps[entry.steps.length - 1])).size * 1000 +
    (entries[0]!.subject === preferredSubject ? 100 : 0) +
    entries.length;
  const [best] = [...sheets.values()].sort((a, b) => score(b) - score(a));
  const student = plan.students[best![0]!.student]!;
  return { student, subject: best![0]!.subject, family: plan.families[student.familyIndex]! };
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/);
}

async function sheetAddress(sheet: ReturnType<typeof liveliestSheet>): Promise<string> {
  const api = demoApi(`${baseUrl}/api`);
  const { token } = await api.call('auth.login', {
    body: { email: sheet.family.email, password: demoPassword },
  });
  const [children, subjects] = await Promise.all([
    api.call('users.myChildren', { token }),
    api.call('curriculum.listSubjects', { token }),
  ]);
  const subject = subjects.find((candidate) => candidate.name === sheet.subject);
  const child = children.find((candidate) => candidate.name === sheet.student.name);
  if (!subject || !child) throw new Error(`No sheet for ${sheet.student.name}: is the full demo loaded?`);
  return `/dashboard/student-progress?student=${child._id}&subject=${subject._id}`;
}

/** Scrolls the page so that an element sits just below the sticky top bar, `gap` pixels lower. */
async function scrollBelowTopBar(target: Locator, gap: number): Promise<void> {
  await target.evaluate((element, gap) => {
    const topBar = 64;
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - topBar - gap);
  }, gap);
}

async function main(): Promise<void> {
  mkdirSync(imagesDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const newPage = async () =>
      (
        await browser.newContext({
          viewport: { width: 1280, height: 800 },
          locale: 'en-GB',
          timezoneId: 'Europe/London',
        })
      ).newPage();

    const sheet = liveliestSheet(planDemoSchool(fullDemo, new Date()));
    const family = await newPage();
    await signIn(family, sheet.family.email);
    await family.goto(`${baseUrl}${await sheetAddress(sheet)}`);
    await family.getByRole('table').first().waitFor();
    await family.waitForLoadState('networkidle');
    await scrollBelowTopBar(family.getByText('Colour legend'), 16);
    await family.screenshot({ path: resolve(imagesDir, 'demo-progress-sheet.png') });

    const office = await newPage();
    await signIn(office, demoSuperAdmin.email);
    await office.goto(
      `${baseUrl}/dashboard/lesson-booking?view=calendar&calendar=month&date=${schoolToday()}`,
    );
    await office.locator('.rbc-event').first().waitFor();
    await office.getByRole('button', { name: calendarTeacher, exact: true }).click();
    await office.waitForLoadState('networkidle');
    await scrollBelowTopBar(office.getByText('Teachers:'), 20);
    await office.screenshot({ path: resolve(imagesDir, 'demo-lesson-calendar.png') });
  } finally {
    await browser.close();
  }
  console.log('Saved docs/images/demo-progress-sheet.png and docs/images/demo-lesson-calendar.png');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

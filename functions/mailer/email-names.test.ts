import { describe, expect, it } from 'vitest';
import type { EmailMessage } from '../entities/email-messages';
import { emailSamples, emailVariants, sampleContext } from './email-samples';
import { messageSummaryOf } from '../shared-domains/messaging/message-summaries';
import { renderEmail } from './render-email';
import type { EmailContext } from './templates/email-context';

/*
 * Issue 40: in a UAE school many names are in Arabic script. Every name an
 * email writes into its English (the reader's, the school's, a child's, a
 * teacher's, a family's, the bank account's) is isolated in a <bdi>, so
 * "Invoice for محمد العلي (2 lessons)" keeps its words and punctuation in
 * order. Each sample of every kind is rendered with Arabic names in place of
 * its Latin ones, and every occurrence of each name in the HTML body must be
 * a <bdi> of its own.
 */
const arabic = {
  school: 'مدرسة النور',
  reader: 'فاطمة المنصوري',
  account: 'مدرسة النور ذ.م.م',
} as const;

/** The samples' Latin names and the Arabic ones that replace them. */
const namesInMessages: Record<string, string> = {
  'Amira Al-Mansouri': 'محمد العلي',
  'Omar Al-Mansouri': 'عمر المنصوري',
  'James Whitfield': 'خالد المهيري',
  'Sarah Collins': 'سارة الكعبي',
  'Sarah Ahmed': 'سارة أحمد',
  'Priya Sharma': 'عائشة الظاهري',
};
const arabicNames = [...Object.values(arabic), ...Object.values(namesInMessages)];

function inArabic<Message extends EmailMessage>(message: Message): Message {
  let json = JSON.stringify(message);
  for (const [latin, name] of Object.entries(namesInMessages)) json = json.replaceAll(latin, name);
  return JSON.parse(json) as Message;
}

function arabicContext(context: EmailContext): EmailContext {
  const bank = context.payment?.bankDetails;
  return {
    ...context,
    schoolName: arabic.school,
    recipientName: arabic.reader,
    ...(context.payment
      ? {
          payment: {
            ...context.payment,
            ...(bank ? { bankDetails: { ...bank, accountName: arabic.account } } : {}),
          },
        }
      : {}),
  };
}

/** The HTML without the preview line (hidden text mail apps show beside the subject, plain by nature). */
const bodyOf = (html: string) => html.replace(/<div[^>]*data-skip-in-text="true">[\s\S]*?<\/div><\/div>/, '');

const count = (text: string, part: string) => text.split(part).length - 1;

/** The preview line's own text (before the padding react-email puts after it), markup unescaped. */
const previewOf = (html: string) =>
  (/data-skip-in-text="true">([^<]*)/.exec(html)?.[1] ?? '').replaceAll('&#x27;', "'");

/**
 * Each Arabic name a line of plain text (a subject, a preview, a bell
 * notification) names, with how often, and how often isolated between
 * U+2068 and U+2069 (shared/text/isolated-name.ts), plain text's <bdi>.
 */
function plainIsolation(line: string) {
  const names = [...arabicNames].sort((a, b) => b.length - a.length);
  const found: Record<string, { times: number; isolated: number }> = {};
  let rest = line;
  for (const name of names) {
    const wrapped = `\u2068${name}\u2069`;
    const isolated = count(rest, wrapped);
    rest = rest.replaceAll(wrapped, '\u2068\u2069');
    const bare = count(rest, name);
    if (isolated + bare > 0) found[name] = { times: isolated + bare, isolated };
  }
  return found;
}

/** Each Arabic name that appears, with how often, and how often as a <bdi> of its own. */
function isolation(html: string) {
  const body = bodyOf(html);
  // The longest first: the bank account's name holds the school's.
  const names = [...arabicNames].sort((a, b) => b.length - a.length);
  const found: Record<string, { times: number; isolated: number }> = {};
  let rest = body;
  for (const name of names) {
    const isolated = count(rest, `<bdi>${name}</bdi>`);
    rest = rest.replaceAll(`<bdi>${name}</bdi>`, '<bdi></bdi>');
    const bare = count(rest, name);
    if (isolated + bare > 0) found[name] = { times: isolated + bare, isolated };
  }
  return found;
}

const cases: { name: string; message: EmailMessage; context: EmailContext }[] = [
  ...Object.values(emailSamples).map((message) => ({ name: message.kind, message, context: sampleContext })),
  ...emailVariants,
];

describe('names in Arabic script in emails', () => {
  it.each(cases)('$name: every name is isolated in a <bdi>', async ({ message, context }) => {
    const email = await renderEmail(inArabic(message), arabicContext(context));
    const found = isolation(email.html);
    // Every email names the school (its heading and footer) and greets its reader.
    expect(found[arabic.school]?.times).toBeGreaterThanOrEqual(2);
    expect(found[arabic.reader]?.times).toBeGreaterThanOrEqual(1);
    for (const [name, { times, isolated }] of Object.entries(found))
      expect(isolated, `${name} appears ${times} times, ${isolated} in a <bdi>`).toBe(times);
    // The plain text reads the same names, without markup.
    expect(email.text).toContain(`Dear ${arabic.reader},`);
    expect(email.text).not.toContain('bdi');
  });

  it.each(cases)(
    '$name: the subject and the preview line isolate every name between U+2068 and U+2069',
    async ({ message, context }) => {
      const email = await renderEmail(inArabic(message), arabicContext(context));
      for (const line of [email.subject, previewOf(email.html)])
        for (const [name, { times, isolated }] of Object.entries(plainIsolation(line)))
          expect(isolated, `${name} in "${line}"`).toBe(times);
    },
  );

  it('a subject keeps the isolates around its names, and a name cannot bring isolates or line breaks of its own', async () => {
    const email = await renderEmail(inArabic(emailSamples['invoice-sent']), arabicContext(sampleContext));
    expect(email.subject).toBe(
      'Invoice INV-2027-0042 for \u2068محمد العلي\u2069: AED 1,250.00 due 30 April 2027',
    );
    const hostile = await renderEmail(
      { ...emailSamples['invoice-sent'], studentName: 'Ada\u2069\u202e Lovelace\r\nBcc: x@y.z' },
      sampleContext,
    );
    const report = await renderEmail(inArabic(emailSamples['lesson-report']), arabicContext(sampleContext));
    expect(previewOf(report.html)).toMatch(/^\u2068محمد العلي\u2069's Mathematics lesson, /);
    expect(hostile.subject).toBe(
      'Invoice INV-2027-0042 for \u2068Ada Lovelace Bcc: x@y.z\u2069: AED 1,250.00 due 30 April 2027',
    );
  });

  it.each(cases)('$name: the bell notification isolates every name', ({ message }) => {
    const summary = messageSummaryOf(inArabic(message));
    for (const line of [summary.title, summary.body])
      for (const [name, { times, isolated }] of Object.entries(plainIsolation(line)))
        expect(isolated, `${name} in "${line}"`).toBe(times);
  });

  it('the invoice email isolates the child’s name in its sentence', async () => {
    const email = await renderEmail(inArabic(emailSamples['invoice-sent']), arabicContext(sampleContext));
    expect(email.html).toContain(
      'Your invoice for <bdi>محمد العلي</bdi>&#x27;s lessons in March 2027 is ready.',
    );
    expect(email.text).toContain("Your invoice for محمد العلي's lessons in March 2027 is ready.");
  });

  it('names the children, teachers and family of the samples somewhere', async () => {
    const seen = new Set<string>();
    for (const { message, context } of cases) {
      const email = await renderEmail(inArabic(message), arabicContext(context));
      for (const name of Object.keys(isolation(email.html))) seen.add(name);
    }
    // Had a sample lost its name, its kind would pass the check above with nothing to check.
    expect([...seen].sort()).toEqual([...arabicNames].sort());
  });
});

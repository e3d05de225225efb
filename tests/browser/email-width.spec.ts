import { expect, test } from '@playwright/test';
import type { EmailMessage } from '../../functions/entities/email-messages';
import {
  emailSamples,
  emailVariants,
  hostileContext,
  sampleContext,
} from '../../functions/mailer/email-samples';
import { renderEmail } from '../../functions/mailer/render-email';
import type { EmailContext } from '../../functions/mailer/templates/email-context';
import { phoneViewport } from './support/school';

/*
 * Issue 40: an email read on a 375 px phone never scrolls sideways (a bare
 * URL once made the invoice email 514 px wide). Every kind of email, with
 * the preview's samples, their hostile names, the invoice variants and a
 * school, reader and address long enough to need wrapping, is laid out by
 * Chromium in a 375 px window: the document and every element in it stay
 * within the window.
 */
const longName = 'Al Mansouri Educational Tutoring Centre for Mathematics, Sciences and Languages FZ-LLC';
const longContext: EmailContext = {
  ...sampleContext,
  schoolName: longName,
  recipientName: 'Fatima Abdulrahman Mohammed Saeed Al-Mansouri-Al-Hashimi',
  appUrl: 'https://tutoring-school-with-a-very-long-domain-name.example.co.uk',
  payment: {
    online: true,
    bankDetails: {
      accountName: longName,
      sortCode: '',
      accountNumber: '',
      iban: 'AE07 0331 2345 6789 0123 456',
    },
  },
};

const cases: { name: string; message: EmailMessage; context: EmailContext }[] = [
  ...Object.values(emailSamples).flatMap((message) => [
    { name: message.kind, message, context: sampleContext },
    { name: `${message.kind} (hostile names)`, message, context: hostileContext },
    { name: `${message.kind} (long names and address)`, message, context: longContext },
  ]),
  ...emailVariants,
];

test.use({ viewport: phoneViewport, javaScriptEnabled: false });

test('every email fits a 375 px phone without scrolling sideways', async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const { name, message, context } of cases) {
    const { html } = await renderEmail(message, context);
    await page.setContent(html);
    const found = await page.evaluate((width) => {
      const wide: string[] = [];
      const page = document.scrollingElement!.scrollWidth;
      if (page > width) wide.push(`the email is ${page}px wide`);
      for (const element of document.body.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        // Hidden parts (the preview line) have no box.
        if (box.width === 0 || box.height === 0) continue;
        if (box.right > width + 0.5)
          wide.push(
            `<${element.tagName.toLowerCase()}> "${element.textContent?.trim().slice(0, 40)}" ends at ${Math.round(box.right)}px`,
          );
      }
      return wide.slice(0, 3);
    }, phoneViewport.width);
    for (const line of found) problems.push(`${name}: ${line}`);
  }
  expect(problems).toEqual([]);
  // Every kind was laid out, three ways, and the variants.
  expect(cases.length).toBe(Object.keys(emailSamples).length * 3 + emailVariants.length);
});

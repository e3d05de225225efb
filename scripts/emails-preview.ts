import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mailbox } from '../functions/mailer/mail-text';
import { renderEmail } from '../functions/mailer/render-email';
import {
  emailSamples,
  emailVariants,
  hostileContext,
  sampleContext,
} from '../functions/mailer/email-samples';

/**
 * `npm run emails:preview`: every email template with sample data, as
 * `<kind>.html` and `<kind>.txt` in `email-previews/` (git-ignored), to open
 * in a browser or a mail app. A second sample per kind carries a hostile name
 * (markup, CR/LF, a direction override) to show it cannot break the layout or a header.
 */
const outDir = resolve(fileURLToPath(new URL('../email-previews', import.meta.url)));

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  for (const [name, context] of [
    ['', sampleContext],
    ['-hostile-names', hostileContext],
  ] as const) {
    for (const message of Object.values(emailSamples)) {
      const email = await renderEmail(message, context);
      const base = join(outDir, `${message.kind}${name}`);
      const headers = `From: ${mailbox(context.schoolName, 'no-reply@school.example')}\nSubject: ${email.subject}\n\n`;
      writeFileSync(`${base}.html`, email.html);
      writeFileSync(`${base}.txt`, headers + email.text);
    }
  }
  for (const variant of emailVariants) {
    const email = await renderEmail(variant.message, variant.context);
    const base = join(outDir, variant.name);
    writeFileSync(`${base}.html`, email.html);
    writeFileSync(`${base}.txt`, `Subject: ${email.subject}\n\n${email.text}`);
  }
  console.log(
    `Wrote ${Object.keys(emailSamples).length * 2 + emailVariants.length} previews (HTML and text) to ${outDir}`,
  );
}

await main();

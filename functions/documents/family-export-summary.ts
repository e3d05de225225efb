import { topicStatusLabels } from '../../shared/topic-statuses';
import type { FamilyExportDocument } from './family-export-document';

const day = (iso: string) => iso.slice(0, 10);

function plural(count: number, one: string, many = `${one}s`) {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * summary.txt: what data.json holds, in words a parent reads without a
 * JSON viewer. Plain text, so nothing in a name or a note can run as markup.
 */
export function familyExportSummary(document: FamilyExportDocument): string {
  const { account, school } = document;
  const lines = [
    `Your data held by ${school.name}`,
    `Exported ${document.exportedAt.replace('T', ' ').slice(0, 16)} UTC`,
    '',
    'YOUR ACCOUNT',
    `  Name: ${account.name}`,
    `  Email: ${account.email}`,
    ...(account.phone ? [`  Phone: ${account.phone}`] : []),
    `  Account created: ${day(account.createdAt)}`,
    '',
  ];
  for (const student of document.students) {
    const lessons = student.lessons;
    const first = lessons[0]?.startTime;
    const last = lessons.at(-1)?.startTime;
    const notes = student.progress.filter((topic) => topic.note).length;
    const changes = student.progress.reduce((sum, topic) => sum + topic.history.length, 0);
    lines.push(
      `CHILD: ${student.name}${student.grade ? ` (${student.grade})` : ''}`,
      `  Subjects: ${student.subjects.map((subject) => subject.name).join(', ') || 'none'}`,
      `  Teachers: ${student.teachers.map((teacher) => teacher.name).join(', ') || 'none'}`,
      `  Progress: ${plural(student.progress.length, 'topic')} with a status, ${plural(changes, 'recorded change')}, ${plural(notes, 'note')}`,
      ...Object.entries(countBy(student.progress.map((topic) => topicStatusLabels[topic.status]))).map(
        ([label, count]) => `    ${label}: ${count}`,
      ),
      `  Lessons: ${plural(lessons.length, 'lesson')}${first && last ? ` from ${day(first)} to ${day(last)}` : ''}`,
      '',
    );
  }
  lines.push(
    'INVOICES',
    `  ${plural(document.invoices.length, 'invoice')} sent to you; each is in the invoices folder as a PDF.`,
    ...document.invoices.map(
      (invoice) =>
        `  ${invoice.invoiceNumber}  ${invoice.studentName}  ${invoice.year}-${String(invoice.month).padStart(2, '0')}  ${invoice.currency} ${invoice.total.toFixed(2)}  ${invoice.status}  ${plural(invoice.payments.length, 'payment')}`,
    ),
    '',
    'NOTIFICATIONS',
    `  ${plural(document.notifications.length, 'notification')} from the last 90 days.`,
    '',
    'AUDIT LOG',
    `  ${plural(document.auditEntries.length, 'entry', 'entries')} about your account and children.`,
    '',
    // A parent has no copy of the app's source, so the summary names no file of it (issue 40).
    'Everything above, in full, is in data.json, in a form other programs can read.',
    school.dataContactEmail
      ? `Questions, corrections or erasure: ${school.dataContactName ? `${school.dataContactName}, ` : ''}${school.dataContactEmail}`
      : 'Questions, corrections or erasure: contact the school.',
    '',
  );
  return lines.join('\n');
}

function countBy(values: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

import { performance } from 'node:perf_hooks';
import type { InvoiceSentEmail } from '../functions/entities/email-messages';
import { outboxMessagePut } from '../functions/entities/outbox-message-entity';
import { userItem } from '../functions/entities/user-entity';
import { put } from '../functions/platform/table/table-write';
import { writeTransaction } from '../functions/platform/table/write-transaction';
import { startSesLocal } from '../functions/local/ses-local';
import { startLocalRuntime } from '../functions/local/local-runtime';
import { installDynamoRequestCounter } from '../tests/api/support/dynamo-request-counter';

/**
 * `node --import tsx bench/outbox-drain.ts [messages]`: the SES emulator's
 * start-up, then a local runtime (in-memory DynamoDB Local) with `messages`
 * "invoice sent" emails (500 unless given) waiting in the outbox, drained once:
 * the time, the emails the emulator received, and the DynamoDB commands per
 * message. Writes nothing to the repository.
 */
process.env.LOG_LEVEL ??= 'warn';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const count = Number(process.argv[2] ?? 500);

async function main(): Promise<void> {
  let startedAt = performance.now();
  const probe = await startSesLocal(0);
  const emulatorStartMs = performance.now() - startedAt;
  await probe.stop();

  const runtime = await startLocalRuntime({
    port: 0,
    webRoot: '/nonexistent',
    mail: { port: 0, drainIntervalMs: 3_600_000 },
  });
  try {
    await runtime.drainOutbox!();
    const now = new Date().toISOString();
    const familyId = 'aaaaaaaaaaaaaaaaaaaaaaaa';
    await writeTransaction([
      put(
        userItem({
          id: familyId,
          name: 'Bench Family',
          email: 'bench.family@school.example',
          role: 'parent',
          children: [],
          students: [],
          sessionVersion: 0,
          endedSessions: [],
          passwordHash: 'unused',
          createdAt: now,
          updatedAt: now,
        }),
      ),
    ]);
    const message = (index: number): InvoiceSentEmail => ({
      kind: 'invoice-sent',
      invoiceId: index.toString(16).padStart(24, '0'),
      invoiceNumber: `INV-2027-${String(index).padStart(4, '0')}`,
      studentName: `Student ${index}`,
      period: { month: 3, year: 2027, startDate: '2027-03-01', endDate: '2027-03-31' },
      totalMinor: 32_000,
      currency: 'GBP',
      dueDate: '2027-04-30',
    });
    for (let start = 0; start < count; start += 100) {
      const size = Math.min(100, count - start);
      await writeTransaction(
        Array.from({ length: size }, (_, offset) => outboxMessagePut(familyId, message(start + offset))),
      );
    }

    const counter = installDynamoRequestCounter();
    startedAt = performance.now();
    const { result: summary, commands } = await counter.measure(() => runtime.drainOutbox!());
    const drainMs = performance.now() - startedAt;
    const stored = (await (await fetch(`${runtime.mailUrl}/store`)).json()) as { emails: unknown[] };
    const byCommand = Object.entries(
      commands.reduce<Record<string, number>>((all, name) => ({ ...all, [name]: (all[name] ?? 0) + 1 }), {}),
    )
      .map(([name, n]) => `${name} ${(n / count).toFixed(2)}`)
      .join(', ');
    process.stdout.write(
      [
        `SES emulator start (load and listen): ${Math.round(emulatorStartMs)} ms`,
        `drain of ${count} messages: ${(drainMs / 1000).toFixed(1)} s (${(drainMs / count).toFixed(1)} ms a message), ${JSON.stringify(summary)}`,
        `emails in the emulator: ${stored.emails.length}`,
        `DynamoDB commands per message while draining: ${byCommand}`,
      ].join('\n') + '\n',
    );
  } finally {
    await runtime.stop();
  }
}

await main();

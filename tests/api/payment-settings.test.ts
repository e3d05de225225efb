import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { auditActionLabels } from '../../shared/audit/audit-actions';
import { environmentVariableNames } from '../../functions/platform/runtime-config';
import type { AuditEntry } from '../../shared/schemas/audit-schemas';
import { receivedAnswers, request, type ApiAnswer } from './support/http';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

/*
 * Issue 35, Settings → Payments: the school's own Stripe keys are write-only. Staff read whether online
 * payment is on, its methods, the key's last four characters and its mode; only the super_admin saves them;
 * the keys live in a 0600 file in the runtime's data folder (Secrets Manager in AWS), never in an answer, a
 * list, the table, an audit entry or a log line. Families read how they can pay (GET /payment-options): online
 * once both keys and a method are saved, and the school's bank details per currency.
 */
const { runtime, school } = useSchoolWithPeople({ onDisk: true });

const secretKey = 'sk_test_51Pz8QaLmN0pQrStUvWxYz9A7b3C4242';
const webhookSecret = 'whsec_Zm9yIHRoZSB0ZXN0cyBvbmx5IGEgc2VjcmV0';
const liveKey = 'sk_live_51Pz8QaLmN0pQrStUvWxYz9A7b3C9876';
const restrictedKey = 'rk_test_51Pz8QaLmN0pQrStUvWxYz9A7b3C1111';
/** Every key this file saves: none may be seen anywhere but in the keys file. */
const keys = [secretKey, webhookSecret, liveKey, restrictedKey];

const secretsFile = () => process.env[environmentVariableNames.paymentSecretsFile]!;
const savedKeys = () => readFileSync(secretsFile(), 'utf8');

const getSettings = (token = school.superAdmin.token) =>
  request(runtime.api, 'GET', '/payment-settings', { token });
const putSettings = (body: unknown, token = school.superAdmin.token) =>
  request(runtime.api, 'PUT', '/payment-settings', { token, body });
const getOptions = (token = school.familyA.token) =>
  request(runtime.api, 'GET', '/payment-options', { token });

async function saved(body: unknown): Promise<ApiAnswer> {
  const answer = await putSettings(body);
  expect(answer.status, answer.text).toBe(200);
  return answer;
}

/** Back to no keys and card only, as a school starts. */
const disconnect = () => saved({ stripeSecretKey: null, stripeWebhookSecret: null, methods: ['card'] });

/** Every log line written while `action` runs, at the most talkative level. */
async function logLinesDuring<T>(action: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  const lines: string[] = [];
  const level = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'debug';
  const capture = (chunk: unknown) => {
    lines.push(String(chunk));
    return true;
  };
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  try {
    return { result: await action(), lines };
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
    process.env.LOG_LEVEL = level;
  }
}

function expectNoKeyIn(text: string, where: string): void {
  for (const key of keys) expect(text, where).not.toContain(key);
  // Nor the part after the prefix, which is what makes a key a key.
  for (const key of keys) expect(text, where).not.toContain(key.slice(8, 30));
}

async function auditEntries(): Promise<AuditEntry[]> {
  const answer = await request(runtime.api, 'GET', '/audit-log?action=settings.payments&limit=100', {
    token: school.superAdmin.token,
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data as AuditEntry[];
}

describe('GET /payment-settings', () => {
  it('shows staff that online payment is off while no key is saved, and refuses everyone else', async () => {
    for (const token of [school.superAdmin.token, school.admin.token]) {
      const answer = await getSettings(token);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.data).toEqual({
        online: false,
        methods: ['card'],
        secretKeyLast4: null,
        webhookSecretSet: false,
        mode: null,
      });
    }
    for (const person of [school.familyA, school.familyB, school.teacherA]) {
      const refused = await getSettings(person.token);
      expect(refused.status, person.role).toBe(403);
      expect(refused.body.data).toBeUndefined();
    }
    expect((await request(runtime.api, 'GET', '/payment-settings')).status).toBe(401);
  });
});

describe('PUT /payment-settings', () => {
  it('is the super_admin’s alone: admin, teachers and families are refused and nothing changes', async () => {
    const before = (await getSettings()).body.data;
    const body = { stripeSecretKey: secretKey, stripeWebhookSecret: webhookSecret, methods: ['card'] };
    for (const person of [school.admin, school.teacherA, school.familyA, school.familyB]) {
      const refused = await putSettings(body, person.token);
      expect(refused.status, person.role).toBe(403);
      expect(refused.body.message).toBe('Only the Super Administrator can change payment settings');
    }
    expect((await request(runtime.api, 'PUT', '/payment-settings', { body })).status).toBe(401);
    expect((await getSettings()).body.data).toEqual(before);
    expect((await auditEntries()).length).toBe(0);
  });

  it('saves the keys write-only: staff see the last four characters and the mode, never a key', async () => {
    const answer = await saved({
      stripeSecretKey: secretKey,
      stripeWebhookSecret: webhookSecret,
      methods: ['card', 'bacs_debit'],
    });
    const shown = {
      online: true,
      methods: ['card', 'bacs_debit'],
      secretKeyLast4: '4242',
      webhookSecretSet: true,
      mode: 'test',
    };
    expect(answer.body).toEqual({ success: true, data: shown, message: 'Payment settings saved' });
    for (const token of [school.superAdmin.token, school.admin.token]) {
      expect((await getSettings(token)).body.data).toEqual(shown);
    }
    // The keys are in the keys file, as sent.
    expect(JSON.parse(savedKeys())).toEqual({
      stripeSecretKey: secretKey,
      stripeWebhookSecret: webhookSecret,
    });
    await disconnect();
  });

  it('keeps the keys in a file of the runtime’s data folder that only its owner may read', async () => {
    await saved({ stripeSecretKey: secretKey, stripeWebhookSecret: webhookSecret, methods: ['card'] });
    const file = resolve(secretsFile());
    const dataDir = resolve(runtime.dataDir!);
    expect(relative(dataDir, file).startsWith('..'), `${file} is outside ${dataDir}`).toBe(false);
    expect(dirname(file)).toBe(dataDir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Saving again replaces it and keeps it private.
    await saved({ stripeSecretKey: liveKey, methods: ['card'] });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(savedKeys())).toEqual({ stripeSecretKey: liveKey, stripeWebhookSecret: webhookSecret });
    await disconnect();
  });

  it('keeps a key left out, reads its mode from its prefix, and takes restricted keys', async () => {
    await saved({ stripeSecretKey: secretKey, stripeWebhookSecret: webhookSecret, methods: ['card'] });
    // Only the methods change: both keys stay.
    const methodsOnly = await saved({ methods: ['bacs_debit'] });
    expect(methodsOnly.body.data).toMatchObject({
      online: true,
      methods: ['bacs_debit'],
      secretKeyLast4: '4242',
      webhookSecretSet: true,
    });
    const live = await saved({ stripeSecretKey: liveKey, methods: ['card'] });
    expect(live.body.data).toMatchObject({ secretKeyLast4: '9876', mode: 'live', webhookSecretSet: true });
    const restricted = await saved({ stripeSecretKey: ` ${restrictedKey} `, methods: ['card'] });
    expect(restricted.body.data).toMatchObject({ secretKeyLast4: '1111', mode: 'test' });
    // Saved without the spaces pasted around it.
    expect(JSON.parse(savedKeys()).stripeSecretKey).toBe(restrictedKey);
    await disconnect();
  });

  it('removes a key given as null, and online payment turns off with it', async () => {
    await saved({ stripeSecretKey: secretKey, stripeWebhookSecret: webhookSecret, methods: ['card'] });
    const withoutKey = await saved({ stripeSecretKey: null, methods: ['card'] });
    expect(withoutKey.body.data).toEqual({
      online: false,
      methods: ['card'],
      secretKeyLast4: null,
      webhookSecretSet: true,
      mode: null,
    });
    expect(JSON.parse(savedKeys())).toEqual({ stripeWebhookSecret: webhookSecret });
    expect((await getOptions()).body.data).toMatchObject({ online: false, methods: [] });

    await saved({ stripeSecretKey: secretKey, methods: ['card'] });
    const withoutWebhook = await saved({ stripeWebhookSecret: null, methods: ['card'] });
    expect(withoutWebhook.body.data).toMatchObject({
      online: false,
      secretKeyLast4: '4242',
      webhookSecretSet: false,
    });
    expect(JSON.parse(savedKeys())).toEqual({ stripeSecretKey: secretKey });
    await disconnect();
    expect(JSON.parse(savedKeys())).toEqual({});
  });

  it('refuses keys of the wrong form with a message for the field, and saves nothing', async () => {
    await saved({ stripeSecretKey: secretKey, stripeWebhookSecret: webhookSecret, methods: ['card'] });
    const before = (await getSettings()).body.data;
    const fileBefore = savedKeys();
    const cases: [unknown, string, string][] = [
      // The publishable key is the one a school is most likely to paste by mistake.
      [
        { stripeSecretKey: 'pk_test_51Pz8QaLmN0pQrStUvWxYz9A7b3C4242', methods: ['card'] },
        'stripeSecretKey',
        'Secret key must be a Stripe secret key (sk_live_… or sk_test_…)',
      ],
      [
        { stripeSecretKey: 'sk_test_short', methods: ['card'] },
        'stripeSecretKey',
        'Secret key must be a Stripe secret key (sk_live_… or sk_test_…)',
      ],
      [{ stripeSecretKey: 4242, methods: ['card'] }, 'stripeSecretKey', 'Secret key must be text'],
      [
        { stripeWebhookSecret: 'we_1Pz8QaLmN0pQrStUvWxYz', methods: ['card'] },
        'stripeWebhookSecret',
        'Webhook signing secret must be the whsec_… secret Stripe shows',
      ],
      [
        { stripeWebhookSecret: `whsec_${'a'.repeat(8)}`, methods: ['card'] },
        'stripeWebhookSecret',
        'Webhook signing secret must be the whsec_… secret Stripe shows',
      ],
      [
        { stripeWebhookSecret: '', methods: ['card'] },
        'stripeWebhookSecret',
        'Webhook signing secret must be the whsec_… secret Stripe shows',
      ],
    ];
    for (const [body, field, message] of cases) {
      const refused = await putSettings(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors?.[field], JSON.stringify(body)).toBe(message);
      // A refused key is not repeated back either.
      const sent = (body as { stripeSecretKey?: unknown; stripeWebhookSecret?: unknown }).stripeSecretKey;
      if (typeof sent === 'string') expect(refused.text).not.toContain(sent);
    }
    expect((await getSettings()).body.data).toEqual(before);
    expect(savedKeys()).toBe(fileBefore);
    await disconnect();
  });

  it('takes methods from card and bacs_debit only, each once, and always asks for them', async () => {
    const before = (await getSettings()).body.data;
    const cases: [unknown, string, string][] = [
      [{ methods: ['paypal'] }, 'methods.0', 'Methods must be from card, bacs_debit'],
      [{ methods: ['card', 'card'] }, 'methods', 'Each method may be listed once'],
      [{ methods: 'card' }, 'methods', 'Invalid input: expected array, received string'],
      [{ stripeSecretKey: secretKey }, 'methods', 'Invalid input: expected array, received undefined'],
    ];
    for (const [body, field] of cases) {
      const refused = await putSettings(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await putSettings({ methods: ['paypal'] })).body.errors['methods.0']).toBe(cases[0]![2]);
    expect((await putSettings({ methods: ['card', 'card'] })).body.errors.methods).toBe(cases[1]![2]);
    // A field the route does not know is refused, not ignored.
    const unknown = await putSettings({ methods: ['card'], publishableKey: 'pk_test_x' });
    expect(unknown.status).toBe(400);
    expect((await getSettings()).body.data).toEqual(before);

    // No method at all is allowed: online payment is then off, whatever keys are saved.
    await saved({ stripeSecretKey: secretKey, stripeWebhookSecret: webhookSecret, methods: [] });
    expect((await getSettings()).body.data).toMatchObject({
      online: false,
      methods: [],
      secretKeyLast4: '4242',
    });
    await disconnect();
  });

  it('reads a keys file that holds no keys, {} or nothing, as no keys', async () => {
    // `{}` is what the CDK app creates the Secrets Manager secret with (infra/constructs/payment-secrets.ts).
    for (const content of ['{}', '', 'null']) {
      writeFileSync(secretsFile(), content, { mode: 0o600 });
      const answer = await saved({ stripeWebhookSecret: webhookSecret, methods: ['card'] });
      expect(answer.body.data, JSON.stringify(content)).toMatchObject({
        online: false,
        secretKeyLast4: null,
        webhookSecretSet: true,
      });
      expect(JSON.parse(savedKeys())).toEqual({ stripeWebhookSecret: webhookSecret });
    }
    await disconnect();
  });

  it('records each save in the audit log as "Online payment settings changed", with the last four but no key', async () => {
    const before = (await auditEntries()).length;
    const answer = await saved({
      stripeSecretKey: secretKey,
      stripeWebhookSecret: webhookSecret,
      methods: ['card'],
    });
    const entries = await auditEntries();
    expect(entries.length).toBe(before + 1);
    const entry = entries.find((candidate) => candidate.requestId === answer.headers.get('apigw-requestid'));
    expect(entry).toMatchObject({
      action: 'settings.payments',
      actorId: school.superAdmin.id,
      actorRole: 'super_admin',
      targetType: 'settings',
      targetId: 'payment-settings',
      before: { stripeKeyLast4: null, webhookSigningSaved: false, mode: null },
      after: { stripeKeyLast4: '4242', webhookSigningSaved: true, mode: 'test' },
    });
    expect(auditActionLabels[entry!.action]).toBe('Online payment settings changed');
    // A key swapped for another (another Stripe account's, say) shows as a change of its last four.
    const swapped = await saved({ stripeSecretKey: restrictedKey, methods: ['card', 'bacs_debit'] });
    const swap = (await auditEntries()).find(
      (candidate) => candidate.requestId === swapped.headers.get('apigw-requestid'),
    );
    expect(swap).toMatchObject({
      before: { stripeKeyLast4: '4242', methods: ['card'] },
      after: { stripeKeyLast4: '1111', methods: ['card', 'bacs_debit'] },
    });
    expect(Object.keys(swap!.after!).sort()).toEqual(['methods', 'stripeKeyLast4']);
    for (const each of entries) expectNoKeyIn(JSON.stringify(each), `audit entry ${each._id}`);
    await disconnect();
  });

  it('logs no key, also when saving fails, and answers no key in anything it sends', async () => {
    // The keys file cannot be written (a folder stands where it is written first): a server error.
    const blocker = `${secretsFile()}.next`;
    mkdirSync(blocker);
    const before = (await getSettings()).body.data;
    const { result: failed, lines } = await logLinesDuring(() =>
      putSettings({ stripeSecretKey: secretKey, stripeWebhookSecret: webhookSecret, methods: ['card'] }),
    );
    rmSync(blocker, { recursive: true });
    expect(failed.status).toBe(500);
    // The failure was logged: the capture sees the runtime's lines, each with its request's keys
    // (functions/platform/logger.ts): the request id the answer names, the route and the caller's account.
    const failure = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.message === 'request failed');
    expect(failure).toMatchObject({
      level: 'ERROR',
      service: 'school',
      requestId: failed.headers.get('apigw-requestid'),
      routeId: 'payments.updateSettings',
      accountId: school.superAdmin.id,
      coldStart: false,
    });
    expect(JSON.stringify(failure)).not.toContain(school.superAdmin.email);
    expect((await getSettings()).body.data).toEqual(before);

    const { lines: savedLines } = await logLinesDuring(async () => {
      await saved({ stripeSecretKey: secretKey, stripeWebhookSecret: webhookSecret, methods: ['card'] });
      await saved({ stripeSecretKey: liveKey, methods: ['card'] });
      await putSettings({ stripeSecretKey: 'sk_test_short', methods: ['card'] });
      await getSettings();
      await getOptions();
    });
    for (const line of [...lines, ...savedLines]) expectNoKeyIn(line, line);

    // No item of the table holds a key (the shown settings keep the last four only).
    const { dynamo } = await import('../../functions/platform/dynamo-client');
    const { tableName } = await import('../../functions/platform/runtime-config');
    const { Items: items } = await dynamo().send(new ScanCommand({ TableName: tableName() }));
    expect(items!.length).toBeGreaterThan(0);
    expectNoKeyIn(JSON.stringify(items), 'the table');

    // Every answer this file received: settings, options, refusals, the audit log.
    expect(receivedAnswers.length).toBeGreaterThan(20);
    for (const answer of receivedAnswers) expectNoKeyIn(answer.text, `${answer.status} ${answer.text}`);
    await disconnect();
  });
});

describe('GET /payment-options', () => {
  const bank = {
    GBP: { accountName: 'Bright Minds Education Ltd', sortCode: '123456', accountNumber: '12345678' },
    AED: { accountName: 'Bright Minds Education FZ-LLC', iban: 'AE070331234567890123456' },
  };
  const putProfile = (paymentInstructions: unknown, token = school.superAdmin.token) =>
    request(runtime.api, 'PUT', '/school-profile', {
      token,
      body: { legalName: 'Bright Minds Education Ltd', paymentInstructions },
    });

  it('offers families online payment only once both keys and a method are saved', async () => {
    const online = async () => {
      const answer = await getOptions();
      expect(answer.status, answer.text).toBe(200);
      return answer.body.data as { online: boolean; methods: string[] };
    };
    expect(await online()).toMatchObject({ online: false, methods: [] });
    await saved({ stripeSecretKey: secretKey, methods: ['card'] });
    expect(await online()).toMatchObject({ online: false, methods: [] });
    await saved({ stripeSecretKey: null, stripeWebhookSecret: webhookSecret, methods: ['card'] });
    expect(await online()).toMatchObject({ online: false, methods: [] });
    await saved({ stripeSecretKey: secretKey, methods: [] });
    expect(await online()).toMatchObject({ online: false, methods: [] });
    await saved({ methods: ['card', 'bacs_debit'] });
    expect(await online()).toMatchObject({ online: true, methods: ['card', 'bacs_debit'] });
    // Every family, and staff, read the same; teachers take no payments.
    for (const token of [school.familyB.token, school.admin.token, school.superAdmin.token]) {
      expect((await getOptions(token)).body.data).toMatchObject({ online: true });
    }
    expect((await getOptions(school.teacherA.token)).status).toBe(403);
    expect((await request(runtime.api, 'GET', '/payment-options')).status).toBe(401);
    await disconnect();
    expect(await online()).toMatchObject({ online: false, methods: [] });
  });

  it("shows the school profile's bank details per currency, only where the school gave them", async () => {
    expect((await putProfile({})).status).toBe(200);
    expect((await getOptions()).body.data.bankDetails).toEqual({});
    // Only the super_admin changes the profile.
    expect((await putProfile(bank, school.admin.token)).status).toBe(403);
    expect((await getOptions()).body.data.bankDetails).toEqual({});

    const savedProfile = await putProfile({ GBP: bank.GBP });
    expect(savedProfile.status, savedProfile.text).toBe(200);
    expect((await getOptions()).body.data.bankDetails).toEqual({
      GBP: {
        accountName: 'Bright Minds Education Ltd',
        sortCode: '12-34-56',
        accountNumber: '12345678',
        iban: '',
      },
    });
    expect((await putProfile(bank)).status).toBe(200);
    const { bankDetails } = (await getOptions(school.familyB.token)).body.data;
    expect(Object.keys(bankDetails).sort()).toEqual(['AED', 'GBP']);
    expect(bankDetails.AED).toEqual({
      accountName: 'Bright Minds Education FZ-LLC',
      sortCode: '',
      accountNumber: '',
      iban: 'AE07 0331 2345 6789 0123 456',
    });
  });

  it('never carries a key, nor the last four, whatever is saved', async () => {
    await saved({ stripeSecretKey: secretKey, stripeWebhookSecret: webhookSecret, methods: ['card'] });
    for (const token of [school.familyA.token, school.admin.token]) {
      const answer = await getOptions(token);
      expect(Object.keys(answer.body.data).sort()).toEqual(['bankDetails', 'methods', 'online']);
      expectNoKeyIn(answer.text, 'payment options');
      expect(answer.text).not.toContain('4242');
      expect(answer.text).not.toContain('whsec_');
    }
    await disconnect();
  });
});

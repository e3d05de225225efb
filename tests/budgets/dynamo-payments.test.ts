import { afterAll, beforeAll, expect, it } from 'vitest';
import { dynamoRequestBudgets, maxScans } from '../../bench/budgets';
import { paymentRoutes } from '../../shared/routes/payment-routes';
import {
  installDynamoRequestCounter,
  type DynamoRequestCounter,
} from '../api/support/dynamo-request-counter';
import { request } from '../api/support/http';
import { useSchoolWithPeople } from '../api/support/school-with-people-runtime';

/**
 * The payments domain's settings routes against bench/budgets.ts: what staff
 * read and save of Settings → Payments, and what a family reads of how to
 * pay (tests/api/dynamo-request-counts.test.ts measures other domains).
 */
const { runtime, school } = useSchoolWithPeople();
let counter: DynamoRequestCounter;
const measured: { label: string; routeId: string; commands: string[] }[] = [];

beforeAll(() => {
  counter = installDynamoRequestCounter();
});
afterAll(() => counter?.uninstall());

async function measure(label: string, routeId: string, method: string, path: string, options: object) {
  const { result, commands } = await counter.measure(() => request(runtime.api, method, path, options));
  expect(result.status, `${label}: ${result.text}`).toBe(200);
  measured.push({ label, routeId, commands });
  return commands;
}

it("keeps the payment settings and a family's payment options within their DynamoDB budgets, without a Scan", async () => {
  const { superAdmin, admin, familyA } = school;
  await measure('payments.settings (admin, nothing saved)', 'payments.settings', 'GET', '/payment-settings', {
    token: admin.token,
  });
  const keys = {
    stripeSecretKey: 'sk_test_51BudgetCountsOnlyAbCdEf0123',
    stripeWebhookSecret: 'whsec_QnVkZ2V0IGNvdW50cyBvbmx5',
  };
  for (const body of [{ ...keys, methods: ['card'] }, { methods: ['card', 'bacs_debit'] }]) {
    await measure(
      'payments.updateSettings (super_admin)',
      'payments.updateSettings',
      'PUT',
      '/payment-settings',
      {
        token: superAdmin.token,
        body,
      },
    );
  }
  await measure('payments.settings (admin, saved)', 'payments.settings', 'GET', '/payment-settings', {
    token: admin.token,
  });
  const profile = await request(runtime.api, 'PUT', '/school-profile', {
    token: superAdmin.token,
    body: {
      paymentInstructions: {
        GBP: { accountName: 'Budget School Ltd', sortCode: '123456', accountNumber: '12345678' },
        AED: { accountName: 'Budget School FZ-LLC', iban: 'AE070331234567890123456' },
      },
    },
  });
  expect(profile.status, profile.text).toBe(200);
  await measure('payments.options (family)', 'payments.options', 'GET', '/payment-options', {
    token: familyA.token,
  });

  const routeIds = new Set(measured.map((entry) => entry.routeId));
  expect([...routeIds].sort()).toEqual(['payments.options', 'payments.settings', 'payments.updateSettings']);
  for (const { label, routeId, commands } of measured) {
    expect(paymentRoutes[routeId as keyof typeof paymentRoutes], routeId).toBeDefined();
    expect(dynamoRequestBudgets[routeId], `no budget for ${routeId}`).toBeDefined();
    expect(commands.length, `${label}: ${commands.join(', ')}`).toBeLessThanOrEqual(
      dynamoRequestBudgets[routeId]!,
    );
    expect(commands.length, `${label} sent nothing: is the counter installed?`).toBeGreaterThan(0);
  }
  console.log(measured.map(({ label, commands }) => `${label}: ${commands.join(', ')}`).join('\n'));
  expect(counter.all.filter((name) => name.startsWith('Scan')).length).toBeLessThanOrEqual(maxScans);
}, 60_000);

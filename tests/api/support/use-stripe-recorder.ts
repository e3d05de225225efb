import { afterAll, beforeAll } from 'vitest';
import { environmentVariableNames } from '../../../functions/platform/runtime-config';
import { request } from './http';
import { startStripeRecorder, testStripeKeys, type StripeRecorder } from './stripe-recorder';

/**
 * A recorder for the test file: started before the file's runtime handles a
 * payment (the SDK reads STRIPE_API_BASE when its client is made), stopped
 * after the file.
 */
export function useStripeRecorder(): { current: StripeRecorder } {
  const handle = {} as { current: StripeRecorder };
  beforeAll(async () => {
    handle.current = await startStripeRecorder();
    process.env[environmentVariableNames.stripeApiBase] = handle.current.baseUrl;
  });
  afterAll(async () => {
    delete process.env[environmentVariableNames.stripeApiBase];
    await handle.current?.stop();
  });
  return handle;
}

/** PUT /payment-settings as super_admin; throws unless it is saved with online payment `online` (on or off). */
async function savePaymentSettings(api: string, superAdminToken: string, body: object, online: boolean) {
  const answer = await request(api, 'PUT', '/payment-settings', { token: superAdminToken, body });
  if (answer.status !== 200) throw new Error(`payment settings: ${answer.status} ${answer.text}`);
  if (answer.body.data.online !== online)
    throw new Error(`payment settings saved with online payment ${online ? 'off' : 'on'}: ${answer.text}`);
}

/** Online payment on: the test keys and `methods` saved, as a super_admin saves them. */
export function connectStripe(
  api: string,
  superAdminToken: string,
  methods: readonly string[] = ['card', 'bacs_debit'],
): Promise<void> {
  return savePaymentSettings(api, superAdminToken, { ...testStripeKeys, methods }, true);
}

/** Online payment off: the secret key removed (the methods kept as `methods`). */
export function disconnectStripe(
  api: string,
  superAdminToken: string,
  methods: readonly string[] = ['card'],
): Promise<void> {
  return savePaymentSettings(api, superAdminToken, { stripeSecretKey: null, methods }, false);
}

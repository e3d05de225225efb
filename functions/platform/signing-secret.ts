import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { madePerTarget } from './made-per-target';
import { environmentVariableNames } from './runtime-config';

/** The environment's key as bytes, encoded once per value (made-per-target.ts), not on every request. */
const localKey = madePerTarget(
  () => process.env[environmentVariableNames.signingSecret] ?? '',
  () => new TextEncoder().encode(process.env[environmentVariableNames.signingSecret] ?? ''),
);

let secretPromise: Promise<Uint8Array> | undefined;

async function loadSecret(): Promise<Uint8Array> {
  const arn = process.env[environmentVariableNames.signingSecretArn];
  if (!arn) throw new Error('Neither JWT_SECRET nor JWT_SECRET_ARN is set');
  const answer = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: arn }));
  if (!answer.SecretString) throw new Error('The JWT signing secret is empty');
  return new TextEncoder().encode(answer.SecretString);
}

/**
 * The HS256 key that signs access tokens. Fetched once per function instance
 * from Secrets Manager in AWS; a failed fetch is retried on the next request
 * rather than cached. On one machine it is an environment variable, looked at
 * on every call: a runtime started again in the same process may set another.
 */
export function signingSecret(): Promise<Uint8Array> {
  if (process.env[environmentVariableNames.signingSecret]) return Promise.resolve(localKey());
  secretPromise ??= loadSecret().catch((error: unknown) => {
    secretPromise = undefined;
    throw error;
  });
  return secretPromise;
}

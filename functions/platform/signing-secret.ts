import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { environmentVariableNames } from './runtime-config';

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
 * rather than cached. On one machine it is an environment variable, read on
 * every call: a runtime started again in the same process may set another.
 */
export function signingSecret(): Promise<Uint8Array> {
  const local = process.env[environmentVariableNames.signingSecret];
  if (local) return Promise.resolve(new TextEncoder().encode(local));
  secretPromise ??= loadSecret().catch((error: unknown) => {
    secretPromise = undefined;
    throw error;
  });
  return secretPromise;
}

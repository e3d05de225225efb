import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { environmentVariableNames } from './runtime-config';

let secretPromise: Promise<Uint8Array> | undefined;

async function loadSecret(): Promise<Uint8Array> {
  const local = process.env[environmentVariableNames.signingSecret];
  if (local) return new TextEncoder().encode(local);
  const arn = process.env[environmentVariableNames.signingSecretArn];
  if (!arn) throw new Error('Neither JWT_SECRET nor JWT_SECRET_ARN is set');
  const answer = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: arn }));
  if (!answer.SecretString) throw new Error('The JWT signing secret is empty');
  return new TextEncoder().encode(answer.SecretString);
}

/**
 * The HS256 key that signs access tokens. Fetched once per function instance
 * (Secrets Manager in AWS, an environment variable on one machine); a failed
 * fetch is retried on the next request rather than cached.
 */
export function signingSecret(): Promise<Uint8Array> {
  secretPromise ??= loadSecret().catch((error: unknown) => {
    secretPromise = undefined;
    throw error;
  });
  return secretPromise;
}

import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { environmentVariableNames } from './runtime-config';

let secretPromise: Promise<string | undefined> | undefined;

async function loadSecret(): Promise<string | undefined> {
  const arn = process.env[environmentVariableNames.originSecretArn];
  if (!arn) {
    // A deployed function without the secret would let anyone around CloudFront: refuse to serve.
    if (process.env.AWS_LAMBDA_FUNCTION_NAME) throw new Error('ORIGIN_SECRET_ARN is not set');
    return undefined;
  }
  const answer = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: arn }));
  if (!answer.SecretString) throw new Error('The origin secret is empty');
  return answer.SecretString;
}

/**
 * The value CloudFront sends in the origin-secret header. Fetched once per
 * function instance from Secrets Manager in AWS (a failed fetch is retried);
 * on one machine an environment variable, read on every call: a runtime
 * started again in the same process may set another. Undefined only outside
 * Lambda when none is configured (a handler called directly by a unit test).
 */
export function originSecret(): Promise<string | undefined> {
  const local = process.env[environmentVariableNames.originSecret];
  if (local) return Promise.resolve(local);
  secretPromise ??= loadSecret().catch((error: unknown) => {
    secretPromise = undefined;
    throw error;
  });
  return secretPromise;
}

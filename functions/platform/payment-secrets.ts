import {
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { environmentVariableNames } from './runtime-config';

/**
 * The school's Stripe keys. They never enter the table, a log or an answer:
 * in AWS they are one Secrets Manager secret (a JSON object), on one machine
 * a file in the data folder readable by its owner only. The table keeps only
 * what may be shown (the key's last four characters, the methods).
 */
export interface PaymentSecrets {
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
}

interface SecretsBackend {
  read(): Promise<PaymentSecrets>;
  write(secrets: PaymentSecrets): Promise<void>;
}

/**
 * The saved keys; nothing saved reads as no keys: no value, an empty one, or `{}` (the value the CDK app
 * creates the secret with, since CloudFormation cannot create one without a value).
 */
function parse(text: string | undefined): PaymentSecrets {
  if (!text?.trim()) return {};
  const parsed = JSON.parse(text) as unknown;
  if (typeof parsed !== 'object' || parsed === null) return {};
  const value = parsed as PaymentSecrets;
  return {
    ...(typeof value.stripeSecretKey === 'string' ? { stripeSecretKey: value.stripeSecretKey } : {}),
    ...(typeof value.stripeWebhookSecret === 'string'
      ? { stripeWebhookSecret: value.stripeWebhookSecret }
      : {}),
  };
}

function secretsManagerBackend(secretId: string): SecretsBackend {
  const client = new SecretsManagerClient({});
  return {
    async read() {
      try {
        const answer = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
        return parse(answer.SecretString);
      } catch (error) {
        // A secret created without a value (by hand, outside the CDK app) has none to read.
        if (error instanceof ResourceNotFoundException) return {};
        throw error;
      }
    },
    async write(secrets) {
      await client.send(
        new PutSecretValueCommand({ SecretId: secretId, SecretString: JSON.stringify(secrets) }),
      );
    },
  };
}

function fileBackend(file: string): SecretsBackend {
  return {
    read: () => Promise.resolve(existsSync(file) ? parse(readFileSync(file, 'utf8')) : {}),
    write(secrets) {
      // Written beside and renamed over: a crash never leaves half a file, and the mode is set at creation.
      const next = `${file}.next`;
      writeFileSync(next, JSON.stringify(secrets), { mode: 0o600 });
      renameSync(next, file);
      return Promise.resolve();
    },
  };
}

function backend(): SecretsBackend {
  const arn = process.env[environmentVariableNames.paymentSecretsArn];
  if (arn) return secretsManagerBackend(arn);
  const file = process.env[environmentVariableNames.paymentSecretsFile];
  if (file) return fileBackend(file);
  throw new Error('Neither PAYMENT_SECRETS_ARN nor PAYMENT_SECRETS_FILE is set');
}

/** A warm function reads the keys again after this long: a key changed elsewhere is used within a minute. */
const cacheMs = 60_000;
let cached: { location: string; secrets: Promise<PaymentSecrets>; readAt: number } | undefined;

/** Which secret or file the keys are in: a local runtime started again in one process may use another. */
const secretsLocation = () =>
  `${process.env[environmentVariableNames.paymentSecretsArn] ?? ''} ${process.env[environmentVariableNames.paymentSecretsFile] ?? ''}`;

/**
 * The school's Stripe keys, cached briefly per function instance (`fresh` reads them again, as a change
 * of them must); a failed read is not cached.
 */
export function readPaymentSecrets(options: { fresh?: boolean } = {}): Promise<PaymentSecrets> {
  const now = Date.now();
  const location = secretsLocation();
  if (cached?.location === location && !options.fresh && now - cached.readAt < cacheMs) return cached.secrets;
  const secrets = backend()
    .read()
    .catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
  cached = { location, secrets, readAt: now };
  return secrets;
}

/** Replaces the saved keys; this instance reads the new ones at once. */
export async function writePaymentSecrets(secrets: PaymentSecrets): Promise<void> {
  await backend().write(secrets);
  cached = { location: secretsLocation(), secrets: Promise.resolve(secrets), readAt: Date.now() };
}

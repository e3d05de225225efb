/**
 * Environment variables every domain function reads. The CDK app sets them in
 * AWS; the local runtime sets them before it loads the handlers.
 */
export const environmentVariableNames = {
  tableName: 'TABLE_NAME',
  bucketName: 'BUCKET_NAME',
  /** Secrets Manager ARN of the JWT signing secret (AWS). */
  signingSecretArn: 'JWT_SECRET_ARN',
  /** The signing secret itself (local runtime and tests only). */
  signingSecret: 'JWT_SECRET',
  /** Secrets Manager ARN of the school's Stripe keys (AWS; platform/payment-secrets.ts). */
  paymentSecretsArn: 'PAYMENT_SECRETS_ARN',
  /** The file that keeps the school's Stripe keys on one machine (0600, in the data folder). */
  paymentSecretsFile: 'PAYMENT_SECRETS_FILE',
  /**
   * Another Stripe-compatible endpoint for the SDK (`http://127.0.0.1:PORT`): the tests' recorder under
   * `npm start` and the test runs. Unset (as the CDK app leaves it), the SDK talks to Stripe.
   */
  stripeApiBase: 'STRIPE_API_BASE',
  /** Secrets Manager ARN of the secret CloudFront sends in the origin header (AWS). */
  originSecretArn: 'ORIGIN_SECRET_ARN',
  /** The origin secret itself (local runtime and tests only). */
  originSecret: 'ORIGIN_SECRET',
  /** `false` only on the local runtime when served over plain http on another host than localhost. */
  secureCookies: 'SECURE_COOKIES',
  /**
   * Test runs only: the scrypt cost exponent (12 to 16) for new password
   * hashes, so suites that create hundreds of accounts do not spend minutes
   * hashing. Unset (as the CDK app leaves it) means the design's 2^17.
   */
  passwordHashCostLog2: 'PASSWORD_HASH_COST_LOG2',
  /**
   * How long (ms, at most 5,000) a warm function may reuse the account it read
   * to check an access token. Unset means 5,000; the API tests set 0 so every
   * request's DynamoDB commands are counted the same, cold, way.
   */
  accountCacheMs: 'ACCOUNT_CACHE_MS',
  /** The address emails come from (the verified SES identity); the school's name is its display name. */
  mailFromAddress: 'MAIL_FROM_ADDRESS',
  /** Where replies to the school's emails go; unset sends none (replies go to the from address). */
  mailReplyTo: 'MAIL_REPLY_TO',
  /** The SES configuration set every email is sent with (delivery events, suppression); unset locally. */
  mailConfigurationSet: 'SES_CONFIGURATION_SET',
  /** The web app's address, for the links in emails (`https://school.example`, no trailing slash). */
  appUrl: 'APP_URL',
  /**
   * Local runtime only: how long one DynamoDB call may wait for its answer (dynamo-client.ts).
   * Unset (as the CDK app leaves it) means DynamoDB's bound, 3 s.
   */
  dynamoRequestTimeoutMs: 'DYNAMODB_REQUEST_TIMEOUT_MS',
} as const;

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Environment variable ${name} is not set`);
  return value;
}

export function tableName(): string {
  return required(environmentVariableNames.tableName);
}

export function bucketName(): string {
  return required(environmentVariableNames.bucketName);
}

export function secureCookies(): boolean {
  return process.env[environmentVariableNames.secureCookies] !== 'false';
}

/** A revoked session or a demotion takes effect within this time on every warm function (the design's bound). */
export const maxAccountCacheMs = 5_000;

export function accountCacheMs(): number {
  const configured = Number(process.env[environmentVariableNames.accountCacheMs] ?? maxAccountCacheMs);
  return Number.isFinite(configured)
    ? Math.min(Math.max(configured, 0), maxAccountCacheMs)
    : maxAccountCacheMs;
}

export function mailFromAddress(): string {
  return required(environmentVariableNames.mailFromAddress);
}

export function appUrl(): string {
  return required(environmentVariableNames.appUrl).replace(/\/+$/, '');
}

/** An optional setting: undefined when unset or empty. */
export function optionalSetting(
  name: (typeof environmentVariableNames)[keyof typeof environmentVariableNames],
) {
  return process.env[name] || undefined;
}

/** DynamoDB answers in milliseconds: 3 s is a database in trouble, and 3 attempts fit the Lambda's 10 s. */
const dynamoRequestTimeoutMsInAws = 3_000;

export function dynamoRequestTimeoutMs(): number {
  const configured = Number(process.env[environmentVariableNames.dynamoRequestTimeoutMs]);
  return Number.isInteger(configured) && configured > 0 ? configured : dynamoRequestTimeoutMsInAws;
}

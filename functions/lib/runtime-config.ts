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

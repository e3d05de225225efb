import { Duration } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  type ResponseCustomHeader,
  type ResponseHeadersPolicyProps,
  type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import { securityHeaders, strictTransportSecurity } from '../shared/security-headers';

function enumValue<T extends string>(values: Record<string, T>, value: string, header: string): T {
  const match = Object.values(values).find((candidate) => candidate.toLowerCase() === value.toLowerCase());
  if (!match) throw new Error(`CloudFront cannot send ${header}: ${value}`);
  return match;
}

/** `max-age=63072000; includeSubDomains; preload` into CloudFront's structured HSTS setting. */
function parseStrictTransportSecurity(
  header: string,
): ResponseSecurityHeadersBehavior['strictTransportSecurity'] {
  const directives = header.split(';').map((part) => part.trim().toLowerCase());
  const maxAge = directives.find((directive) => directive.startsWith('max-age='));
  if (!maxAge) throw new Error(`Strict-Transport-Security without max-age: ${header}`);
  return {
    accessControlMaxAge: Duration.seconds(Number(maxAge.slice('max-age='.length))),
    includeSubdomains: directives.includes('includesubdomains'),
    preload: directives.includes('preload'),
    override: true,
  };
}

/**
 * CloudFront's response-headers policy built from the same header list the
 * local runtime sends (`shared/security-headers.ts`), so the two cannot
 * drift. CloudFront takes the well-known security headers only in structured
 * form and refuses them as custom headers, hence the translation; a value it
 * cannot express fails synthesis instead of being dropped.
 */
export function securityHeadersPolicyProps(): ResponseHeadersPolicyProps {
  const behavior: {
    -readonly [Key in keyof ResponseSecurityHeadersBehavior]: ResponseSecurityHeadersBehavior[Key];
  } = { strictTransportSecurity: parseStrictTransportSecurity(strictTransportSecurity) };
  const customHeaders: ResponseCustomHeader[] = [];

  for (const [header, value] of Object.entries(securityHeaders)) {
    switch (header.toLowerCase()) {
      case 'content-security-policy':
        behavior.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case 'x-content-type-options':
        if (value !== 'nosniff') throw new Error(`CloudFront cannot send ${header}: ${value}`);
        behavior.contentTypeOptions = { override: true };
        break;
      case 'x-frame-options':
        behavior.frameOptions = { frameOption: enumValue(HeadersFrameOption, value, header), override: true };
        break;
      case 'referrer-policy':
        behavior.referrerPolicy = {
          referrerPolicy: enumValue(HeadersReferrerPolicy, value, header),
          override: true,
        };
        break;
      case 'strict-transport-security':
        behavior.strictTransportSecurity = parseStrictTransportSecurity(value);
        break;
      default:
        customHeaders.push({ header, value, override: true });
    }
  }

  return {
    comment: 'Security headers of the school web app and API',
    securityHeadersBehavior: behavior,
    ...(customHeaders.length > 0 ? { customHeadersBehavior: { customHeaders } } : {}),
  };
}

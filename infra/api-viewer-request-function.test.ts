import { describe, expect, it } from 'vitest';
import { apiTrailingSlashFunctionCode } from './api-trailing-slash-function';

type Request = { uri: string };
const handler = new Function(`${apiTrailingSlashFunctionCode}; return handler;`)() as (event: {
  request: Request;
}) => Request;

const rewrite = (uri: string) => handler({ request: { uri } }).uri;

describe('API trailing-slash CloudFront function', () => {
  it('drops one trailing slash from an API path', () => {
    expect(rewrite('/api/subjects/')).toBe('/api/subjects');
    expect(rewrite('/api/subjects/6b023c07b454db8d17a0af6c/')).toBe('/api/subjects/6b023c07b454db8d17a0af6c');
  });

  it('leaves other paths alone', () => {
    expect(rewrite('/api/subjects')).toBe('/api/subjects');
    expect(rewrite('/api/')).toBe('/api/');
  });
});

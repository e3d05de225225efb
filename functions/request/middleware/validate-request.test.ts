import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { defineRoute } from '../../../shared/routes/route-definition';
import { badRequest } from '../../platform/http-errors';
import { validateRequest, type ValidatedContext } from './validate-request';

const bodyRoute = defineRoute({
  id: 'test.create',
  method: 'POST',
  path: '/things',
  domain: 'system',
  access: ['admin'],
  summary: 'Create a thing',
  body: z.object({ name: z.string().min(1, 'Name is required') }),
  data: z.object({}),
});

const fullRoute = defineRoute({
  id: 'test.update',
  method: 'PUT',
  path: '/things/{thingId}',
  domain: 'system',
  access: ['admin'],
  summary: 'Update a thing',
  params: z.object({ thingId: z.string().regex(/^[0-9a-f]{24}$/, 'Invalid ID format') }),
  query: z.object({ page: z.coerce.number().int().min(1, 'Page must be at least 1').optional() }),
  body: z.object({
    name: z.string().trim().min(1, 'Name is required'),
    address: z.object({ city: z.string().min(1, 'City is required') }).optional(),
  }),
  data: z.object({}),
});

interface FakeEvent {
  body?: unknown;
  pathParameters?: Record<string, string>;
  queryStringParameters?: Record<string, string>;
}

/** Runs the middleware's before step on a fake request and gives back the context it filled in. */
async function run(
  route: Parameters<typeof validateRequest>[0],
  event: FakeEvent,
): Promise<ValidatedContext> {
  const request = {
    event: { pathParameters: {}, queryStringParameters: {}, ...event },
    context: {} as ValidatedContext,
  };
  const before = validateRequest(route).before;
  if (!before) throw new Error('validateRequest has no before step');
  await before(request as never);
  return request.context;
}

describe('validateRequest', () => {
  it('puts the parsed body on context.validated', async () => {
    const context = await run(bodyRoute, { body: { name: 'Widget' } });
    expect(context.validated).toEqual({ params: undefined, query: undefined, body: { name: 'Widget' } });
  });

  it('stores the parsed output, not the raw input', async () => {
    const context = await run(fullRoute, {
      body: { name: '  Widget  ', extra: 'dropped' },
      pathParameters: { thingId: '0123456789abcdef01234567' },
      queryStringParameters: { page: '2' },
    });
    expect(context.validated).toEqual({
      params: { thingId: '0123456789abcdef01234567' },
      query: { page: 2 },
      body: { name: 'Widget' },
    });
  });

  it('treats missing path and query parameters as empty objects', async () => {
    const route = defineRoute({
      id: 'test.list',
      method: 'GET',
      path: '/things',
      domain: 'system',
      access: ['admin'],
      summary: 'List things',
      params: z.object({}),
      query: z.object({ page: z.string().optional() }),
      data: z.object({}),
    });
    const context = await run(route, { pathParameters: undefined, queryStringParameters: undefined });
    expect(context.validated).toEqual({ params: {}, query: {}, body: undefined });
  });

  it('refuses a bad field with 400, its message and fieldErrors', async () => {
    await expect(run(bodyRoute, { body: { name: '' } })).rejects.toEqual(
      badRequest('Name is required', { name: 'Name is required' }),
    );
  });

  it('names nested fields with dots and keeps the first message per field', async () => {
    const refused = run(fullRoute, {
      body: { name: ' ', address: { city: '' } },
      pathParameters: { thingId: '0123456789abcdef01234567' },
    });
    await expect(refused).rejects.toEqual(
      badRequest('Name is required', { name: 'Name is required', 'address.city': 'City is required' }),
    );
  });

  it('checks path parameters and query strings too', async () => {
    const badParams = run(fullRoute, { body: { name: 'x' }, pathParameters: { thingId: 'nope' } });
    await expect(badParams).rejects.toEqual(
      badRequest('Invalid ID format', { thingId: 'Invalid ID format' }),
    );

    const badQuery = run(fullRoute, {
      body: { name: 'x' },
      pathParameters: { thingId: '0123456789abcdef01234567' },
      queryStringParameters: { page: '0' },
    });
    await expect(badQuery).rejects.toEqual(
      badRequest('Page must be at least 1', { page: 'Page must be at least 1' }),
    );
  });

  it.each([
    ['an array', [{ name: 'Widget' }]],
    ['a string', '{"name":"Widget"}'],
    ['null', null],
    ['missing', undefined],
    ['a number', 42],
  ])('refuses a body that is %s with "Request body must be a JSON object"', async (_case, body) => {
    await expect(run(bodyRoute, { body })).rejects.toEqual(badRequest('Request body must be a JSON object'));
  });

  it('ignores a body when the route has no body schema', async () => {
    const route = defineRoute({
      id: 'test.logout',
      method: 'POST',
      path: '/logout',
      domain: 'system',
      access: 'public',
      summary: 'No body',
      data: z.object({}),
    });
    const context = await run(route, { body: 'anything at all' });
    expect(context.validated).toEqual({ params: undefined, query: undefined, body: undefined });
  });
});

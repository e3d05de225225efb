import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import type { RouteDefinition } from '../../../shared/routes/route-definition';
import { badRequest } from '../../platform/http-errors';

export interface ValidatedRequest {
  params: unknown;
  query: unknown;
  body: unknown;
}

export interface ValidatedContext extends Context {
  validated?: ValidatedRequest;
}

type Part = 'params' | 'query' | 'body';

const wholePartMessages: Record<Part, string> = {
  params: 'Invalid path parameters',
  query: 'Invalid query parameters',
  body: 'Request body must be a JSON object',
};

/** Field name → first message for it, the shape the web forms show next to each field. */
function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    errors[field] ??= issue.message;
  }
  return errors;
}

function parsePart(part: Part, schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  // Only "not an object at all" gets the whole-part wording; unknown keys and the like keep their own message.
  const wrongShape = result.error.issues.some(
    (issue) => issue.path.length === 0 && issue.code === 'invalid_type',
  );
  const message = wrongShape
    ? wholePartMessages[part]
    : (result.error.issues[0]?.message ?? wholePartMessages[part]);
  throw badRequest(message, wrongShape ? undefined : fieldErrors(result.error.issues));
}

/** Checks path, query and body against the route's zod schemas: 400 with field messages, nothing changed. */
export function validateRequest(
  route: RouteDefinition,
): middy.MiddlewareObj<APIGatewayProxyEventV2, unknown, Error, ValidatedContext> {
  return {
    before: async (request) => {
      const { event } = request;
      request.context.validated = {
        params: parsePart('params', route.params, event.pathParameters ?? {}),
        query: parsePart('query', route.query, event.queryStringParameters ?? {}),
        body: parsePart('body', route.body, event.body),
      };
    },
  };
}

import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { RouteDefinition } from '../../../shared/routes/route-definition';
import { verifyAccessToken, type Principal } from '../../platform/access-tokens';
import { currentPrincipal } from '../../shared-domains/accounts/current-principal';
import { forbidden, HttpError, unauthorized } from '../../platform/http-errors';

export interface AuthenticatedContext extends Context {
  principal?: Principal;
}

function bearerToken(event: APIGatewayProxyEventV2): string | undefined {
  const header = event.headers?.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** The caller as its account is now: the token verified, then checked against the account (current-principal.ts). */
async function principalOf(token: string): Promise<Principal> {
  return currentPrincipal(await verifyAccessToken(token));
}

/** On a public route a token is optional: a stale or invalid one leaves the caller anonymous, never refused. */
async function optionalPrincipalOf(token: string | undefined): Promise<Principal | undefined> {
  if (!token) return undefined;
  try {
    return await principalOf(token);
  } catch (error) {
    if (error instanceof HttpError) return undefined;
    throw error;
  }
}

/**
 * Verifies the access token, checks it against the account on every
 * protected route (reads included), and applies the route table's role list
 * to the account's current role: the server decides who may call what,
 * whatever the browser hides. Public routes still learn who is calling when
 * a valid token comes along (logout ends that token's session).
 */
export function authenticate(
  route: RouteDefinition,
): middy.MiddlewareObj<APIGatewayProxyEventV2, unknown, Error, AuthenticatedContext> {
  return {
    before: async (request) => {
      const token = bearerToken(request.event);
      if (route.access === 'public') {
        const principal = await optionalPrincipalOf(token);
        if (principal) request.context.principal = principal;
        return;
      }
      if (!token) throw unauthorized();
      const principal = await principalOf(token);
      if (!route.access.includes(principal.role)) throw forbidden(route.forbiddenMessage);
      request.context.principal = principal;
    },
  };
}

import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { RouteDefinition } from '../../../shared/routes/route-definition';
import { verifyAccessToken, type Principal } from '../access-tokens';
import { getUserById } from '../entities/user-entity';
import { forbidden, unauthorized } from '../http-errors';

export interface AuthenticatedContext extends Context {
  principal?: Principal;
}

/** The token's claims, corrected by the account as it is now (one GetItem). */
async function confirmedPrincipal(principal: Principal): Promise<Principal> {
  const user = await getUserById(principal.userId);
  if (!user) throw unauthorized('Your account no longer exists. Please log in again.');
  return { userId: user.id, role: user.role, name: user.name };
}

function bearerToken(event: APIGatewayProxyEventV2): string | undefined {
  const header = event.headers?.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Verifies the access token and applies the route table's role list: the
 * server decides who may call what, whatever the browser hides. Public routes
 * still learn who is calling when a valid token comes along.
 */
export function authenticate(
  route: RouteDefinition,
): middy.MiddlewareObj<APIGatewayProxyEventV2, unknown, Error, AuthenticatedContext> {
  return {
    before: async (request) => {
      const token = bearerToken(request.event);
      if (route.access === 'public') return;
      if (!token) throw unauthorized();
      const principal = route.confirmAccount
        ? await confirmedPrincipal(await verifyAccessToken(token))
        : await verifyAccessToken(token);
      if (!route.access.includes(principal.role)) throw forbidden(route.forbiddenMessage);
      request.context.principal = principal;
    },
  };
}

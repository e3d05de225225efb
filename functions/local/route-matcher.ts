import { apiBasePath, type RouteDefinition } from '../../shared/routes/route-definition';
import { allRoutes } from '../../shared/routes/route-table';

export interface RouteMatch {
  route: RouteDefinition;
  pathParameters: Record<string, string>;
  /** HEAD for a GET route asked with HEAD (API Gateway's `HEAD` route key); otherwise the route's method. */
  method: string;
}

interface CompiledRoute {
  route: RouteDefinition;
  pattern: RegExp;
  parameterNames: string[];
}

/** `{id}` matches one path segment, as API Gateway's route parameters do. */
function compile(route: RouteDefinition): CompiledRoute {
  const parameterNames: string[] = [];
  const source = `${apiBasePath}${route.path}`
    .split('/')
    .map((segment) => {
      const parameter = /^\{(\w+)\}$/.exec(segment);
      if (!parameter) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      parameterNames.push(parameter[1]!);
      return '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), parameterNames };
}

const compiledRoutes = allRoutes.map(compile);

/**
 * Finds the route API Gateway would pick for this method and path; literal
 * paths win over parameterised ones (`/users/me/children` before `/users/{id}/...`).
 */
export function matchRoute(method: string, path: string): RouteMatch | undefined {
  // Every GET route answers HEAD too (shared/routes/route-definition.ts, headRouteKey).
  const routeMethod = method === 'HEAD' ? 'GET' : method;
  const candidates = compiledRoutes
    .filter((compiled) => compiled.route.method === routeMethod)
    .sort((a, b) => a.parameterNames.length - b.parameterNames.length);
  for (const { route, pattern, parameterNames } of candidates) {
    const match = pattern.exec(path);
    if (!match) continue;
    const pathParameters: Record<string, string> = {};
    try {
      parameterNames.forEach((name, index) => (pathParameters[name] = decodeURIComponent(match[index + 1]!)));
    } catch {
      continue;
    }
    return { route, pathParameters, method };
  }
  return undefined;
}

import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Domain } from '../../shared/routes/route-definition';

export type DomainHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * The same handler modules the CDK app deploys, one per domain. Loaded after
 * the runtime has set the environment they read. The Record type makes a new
 * domain in the route table a compile error until it is listed here.
 */
const loaders: Record<Domain, () => Promise<{ handler: DomainHandler }>> = {
  system: () => import('../system/handler'),
  auth: () => import('../auth/handler'),
  users: () => import('../users/handler'),
  students: () => import('../students/handler'),
  dashboard: () => import('../dashboard/handler'),
  curriculum: () => import('../curriculum/handler'),
  progress: () => import('../progress/handler'),
  lessons: () => import('../lessons/handler'),
  invoices: () => import('../invoices/handler'),
  documents: () => import('../documents/handler'),
  payments: () => import('../payments/handler'),
};

export async function loadDomainHandlers(): Promise<Record<Domain, DomainHandler>> {
  const entries = await Promise.all(
    Object.entries(loaders).map(async ([domain, load]) => [domain, (await load()).handler] as const),
  );
  return Object.fromEntries(entries) as Record<Domain, DomainHandler>;
}

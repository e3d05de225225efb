import type { RouteTable } from '../../shared/routes/route-table';
import { serviceUnavailable } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';

// In progress this session (issue 35): replaced by the verified event's handling.
export const receiveStripeEvent: RouteService<RouteTable['payments.stripeWebhook']> = () =>
  Promise.reject(serviceUnavailable());

import type { RouteTable } from '../../shared/routes/route-table';
import { serviceUnavailable } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';

// In progress this session (issue 35): replaced by the Checkout Session's creation.
export const createCheckout: RouteService<RouteTable['payments.checkout']> = () =>
  Promise.reject(serviceUnavailable());

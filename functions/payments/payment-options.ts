import type { RouteTable } from '../../shared/routes/route-table';
import type { PaymentOptions } from '../../shared/schemas/online-payment-schemas';
import { readPaymentSettings } from '../entities/payment-settings-entity';
import { readSchoolProfile } from '../entities/school-profile-entity';
import type { RouteService } from '../platform/route-service';
import { onlinePaymentOffered } from './payment-settings';

/** A currency's bank details only where the school filled in something a family can pay to. */
function bankDetailsOf(
  profile: Awaited<ReturnType<typeof readSchoolProfile>>,
): PaymentOptions['bankDetails'] {
  const details: PaymentOptions['bankDetails'] = {};
  for (const currency of ['GBP', 'AED'] as const) {
    const given = profile.paymentInstructions?.[currency];
    if (given && (given.accountNumber || given.iban)) details[currency] = given;
  }
  return details;
}

export const getPaymentOptions: RouteService<RouteTable['payments.options']> = async () => {
  const [settings, profile] = await Promise.all([readPaymentSettings(), readSchoolProfile()]);
  const online = onlinePaymentOffered(settings);
  return {
    data: { online, methods: online ? [...settings.methods] : [], bankDetails: bankDetailsOf(profile) },
  };
};

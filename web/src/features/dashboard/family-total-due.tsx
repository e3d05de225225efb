import { usePayAll } from '../../api/pay-all';
import { PayAllPanel } from '../../components/pay-all-panel';

/**
 * The family's total still to pay across its children, per currency, with
 * Pay all where the school takes payment online (issue 35). Its code and the
 * payment options' read start with the overview's reads (family-overview.tsx),
 * so the home's first download does not carry it and it draws with the cards.
 */
export function FamilyTotalDue() {
  const payAll = usePayAll();
  return payAll.ready ? <PayAllPanel {...payAll} headingLevel="h3" /> : null;
}

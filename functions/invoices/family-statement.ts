import type {
  StatementLine as LedgerLine,
  StatementTotals as LedgerTotals,
} from '../../shared/invoices/family-statement';
import { currencies, toMajorUnits } from '../../shared/invoices/money';
import { familyCreditBalances } from '../entities/family-credit-entity';
import type { RouteTable } from '../../shared/routes/route-table';
import type { StatementLine, StatementTotals } from '../../shared/schemas/statement-schemas';
import type { RouteService } from '../platform/route-service';
import { loadFamilyStatement, readableFamily } from '../shared-domains/billing/family-statement-sources';

function toLine({ amountMinor, balanceMinor, totalMinor, ...line }: LedgerLine): StatementLine {
  return {
    ...line,
    ...(totalMinor !== undefined ? { total: toMajorUnits(totalMinor) } : {}),
    amount: toMajorUnits(amountMinor),
    balance: toMajorUnits(balanceMinor),
  };
}

const toTotals = (totals: LedgerTotals): StatementTotals => ({
  invoiced: toMajorUnits(totals.invoicedMinor),
  paid: toMajorUnits(totals.paidMinor),
  credited: toMajorUnits(totals.creditedMinor),
  balanceDue: toMajorUnits(totals.balanceDueMinor),
  creditHeld: toMajorUnits(totals.creditHeldMinor),
  closingBalance: toMajorUnits(totals.closingBalanceMinor),
});

/** GET /families/{id}/statement: staff any family's, a family its own (another's is 404). */
export const getFamilyStatement: RouteService<RouteTable['invoices.familyStatement']> = async ({
  params,
  principal,
}) => {
  const statement = await loadFamilyStatement(principal, params.id);
  return {
    data: {
      family: { _id: statement.family.id, name: statement.family.name, email: statement.family.email },
      date: statement.date,
      currencies: statement.currencies.map((ledger) => ({
        currency: ledger.currency,
        lines: ledger.lines.map(toLine),
        totals: toTotals(ledger.totals),
      })),
    },
  };
};

/** GET /families/{id}/credit: the family's credit on account per currency (staff any family's, a family its own). */
export const getFamilyCredit: RouteService<RouteTable['invoices.familyCredit']> = async ({
  params,
  principal,
}) => {
  const family = await readableFamily(principal, params.id);
  const balances = await familyCreditBalances(family.id);
  return {
    data: {
      balances: currencies.flatMap((currency) => {
        const amountMinor = balances[currency] ?? 0;
        return amountMinor > 0 ? [{ currency, amount: toMajorUnits(amountMinor) }] : [];
      }),
    },
  };
};

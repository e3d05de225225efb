import { afterAll, beforeAll, expect } from 'vitest';
import { dynamoRequestBudgets, maxScans } from '../../bench/budgets';
import {
  installDynamoRequestCounter,
  type DynamoRequestCounter,
} from '../api/support/dynamo-request-counter';
import { request, type RequestOptions } from '../api/support/http';

/** One request measured: what it is, the budget of bench/budgets.ts it is held to, the commands it sent. */
export interface BudgetMeasurement {
  label: string;
  routeId: string;
  /** The key in `dynamoRequestBudgets`: the route's id, unless a case of the route has a budget of its own. */
  budget: string;
  commands: string[];
}

/**
 * The DynamoDB budgets of the requests a test file measures, against
 * bench/budgets.ts: the counter is installed by a beforeAll hook (call this
 * after the hooks that seed the school, so that `expectWithinBudgets` finds
 * no Scan of theirs), each `measure` sends one request and keeps what it
 * sent, and `expectWithinBudgets` holds every measurement to its budget.
 */
export function useDynamoBudgets(runtime: { api: string }) {
  let counter: DynamoRequestCounter | undefined;
  const measured: BudgetMeasurement[] = [];
  beforeAll(() => {
    counter = installDynamoRequestCounter();
  });
  afterAll(() => counter?.uninstall());

  /** Sends one request, expects a success (200, or 201 for what it creates) and answers the commands it sent. */
  async function measure(
    label: string,
    routeId: string,
    method: string,
    path: string,
    options: RequestOptions,
    budget = routeId,
  ): Promise<string[]> {
    if (!counter) throw new Error('measured before the DynamoDB request counter was installed');
    const { result, commands } = await counter.measure(() => request(runtime.api, method, path, options));
    expect([200, 201], `${label}: ${result.status} ${result.text}`).toContain(result.status);
    measured.push({ label, routeId, budget, commands });
    return commands;
  }

  /** Every measurement within its budget (and not empty: the counter saw it), and no Scan since the install. */
  function expectWithinBudgets(): void {
    for (const { label, budget, commands } of measured) {
      expect(dynamoRequestBudgets[budget], `no budget for ${budget}`).toBeDefined();
      expect(commands.length, `${label}: ${commands.join(', ')}`).toBeLessThanOrEqual(
        dynamoRequestBudgets[budget]!,
      );
      expect(commands.length, `${label} sent nothing: is the counter installed?`).toBeGreaterThan(0);
    }
    expect(counter!.all.filter((name) => name.startsWith('Scan')).length).toBeLessThanOrEqual(maxScans);
  }

  return { measure, measured, expectWithinBudgets };
}

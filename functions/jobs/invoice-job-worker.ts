import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import { runInvoiceJobLeg } from '../invoices/invoice-job-worker';
import { legBudgetMs } from '../platform/job-legs';

/**
 * The bulk invoice jobs' worker (generate every draft of a period, send every
 * draft of a month): the table's stream delivers each new leg item (a filter
 * lets nothing else through, infra/constructs/invoice-job-worker.ts). A leg
 * works until its time budget is spent and then inserts the next leg, so a
 * 2,000-student school never meets the Lambda's timeout.
 */
export const handler = async (event: DynamoDBStreamEvent, context: Context): Promise<void> => {
  for (const record of event.Records) {
    const image = record.dynamodb?.NewImage;
    const jobId = image?.jobId?.S;
    const leg = Number(image?.leg?.N);
    if (!jobId || !Number.isInteger(leg)) continue;
    await runInvoiceJobLeg(jobId, leg, legBudgetMs(context.getRemainingTimeInMillis()));
  }
};

/** The local runtime's way in: the same leg, with the budget a 15-minute Lambda would have. */
export const runLegLocally = (jobId: string, leg: number) =>
  runInvoiceJobLeg(jobId, leg, legBudgetMs(15 * 60_000));

import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import { importLegEntityName } from '../entities/import-entity';
import { runInvoiceJobLeg } from '../invoices/invoice-job-worker';
import { legBudgetMs, type JobKind } from '../platform/job-legs';
import { runImportLeg } from '../students/import-worker';

/**
 * The jobs' worker: the bulk invoice jobs (generate every draft of a period, send every draft of a month) and
 * a spreadsheet import being applied (issue 38). The table's stream delivers each new leg item (a filter lets
 * nothing else through, infra/constructs/invoice-job-worker.ts). A leg works until its time budget is spent and
 * then inserts the next leg, so a 2,000-student school never meets the Lambda's timeout.
 */
export const handler = async (event: DynamoDBStreamEvent, context: Context): Promise<void> => {
  for (const record of event.Records) {
    const image = record.dynamodb?.NewImage;
    const leg = Number(image?.leg?.N);
    const budget = () => legBudgetMs(context.getRemainingTimeInMillis());
    if (!Number.isInteger(leg)) continue;
    if (image?.entity?.S === importLegEntityName) {
      const importId = image.importId?.S;
      if (importId) await runImportLeg(importId, leg, budget());
      continue;
    }
    const jobId = image?.jobId?.S;
    if (jobId) await runInvoiceJobLeg(jobId, leg, budget());
  }
};

/** The local runtime's way in: the same leg, with the budget a 15-minute Lambda would have. */
export const runLegLocally = (jobId: string, leg: number, kind: JobKind = 'invoice') =>
  kind === 'import'
    ? runImportLeg(jobId, leg, legBudgetMs(15 * 60_000))
    : runInvoiceJobLeg(jobId, leg, legBudgetMs(15 * 60_000));

import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

type Item = Record<string, unknown>;

const itemsPerBatch = 25;

export interface BatchWriterOptions {
  client: DynamoDBDocumentClient;
  tableName: string;
  /** BatchWriteItem requests in flight at once. */
  parallel?: number;
}

/**
 * Writes items with BatchWriteItem, 25 to a request and several requests in
 * flight; what DynamoDB leaves unprocessed is sent again with backoff.
 * `put` waits while enough batches are queued, so a generator can stream
 * hundreds of thousands of items without holding them all.
 */
export class BatchWriter {
  readonly counts = new Map<string, number>();
  written = 0;
  requests = 0;
  retriedItems = 0;

  private readonly parallel: number;
  private pending: Item[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private failure: unknown;

  constructor(private readonly options: BatchWriterOptions) {
    this.parallel = options.parallel ?? 8;
  }

  async put(item: Item): Promise<void> {
    if (this.failure) throw this.failure;
    const entity = typeof item.entity === 'string' ? item.entity : String(item.PK).split('#')[0]!;
    this.counts.set(entity, (this.counts.get(entity) ?? 0) + 1);
    this.pending.push(item);
    if (this.pending.length >= itemsPerBatch) await this.send(this.pending.splice(0, itemsPerBatch));
  }

  async putAll(items: Iterable<Item>): Promise<void> {
    for (const item of items) await this.put(item);
  }

  /** Sends what is left and waits for every request. */
  async flush(): Promise<void> {
    while (this.pending.length) await this.send(this.pending.splice(0, itemsPerBatch));
    await Promise.all(this.inFlight);
    if (this.failure) throw this.failure;
  }

  private async send(batch: Item[]): Promise<void> {
    while (this.inFlight.size >= this.parallel) await Promise.race(this.inFlight);
    if (this.failure) throw this.failure;
    const request = this.write(batch).catch((error: unknown) => {
      this.failure ??= error;
    });
    const tracked = request.finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  private async write(batch: Item[]): Promise<void> {
    const { client, tableName } = this.options;
    let requests = batch.map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; requests.length; attempt++) {
      if (attempt > 0) {
        if (attempt > 10) throw new Error(`BatchWriteItem left ${requests.length} items unprocessed`);
        this.retriedItems += requests.length;
        await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 25 * 2 ** attempt)));
      }
      this.requests++;
      const answer = await client.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      const left = answer.UnprocessedItems?.[tableName] ?? [];
      this.written += requests.length - left.length;
      requests = left as typeof requests;
    }
  }
}

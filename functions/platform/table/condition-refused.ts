import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

/**
 * One conditional write sent on its own (outside a transaction), for which a refused condition is an
 * answer rather than a failure: the item is gone, or changed meanwhile, and nothing was written.
 */
export async function answerUnlessRefused<Answer>(send: () => Promise<Answer>): Promise<Answer | undefined> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/** The same, answering whether the write was made: false when its condition refused it. */
export async function writtenUnlessRefused(send: () => Promise<unknown>): Promise<boolean> {
  const written = await answerUnlessRefused(async () => {
    await send();
    return true;
  });
  return written ?? false;
}

import { AsyncLocalStorage } from 'node:async_hooks';
import { dynamo } from '../../../functions/platform/dynamo-client';

const middlewareName = 'iamActionRecorder';

/** The request's own action, for the commands that are one. */
const commandActions: Record<string, string> = {
  GetItemCommand: 'dynamodb:GetItem',
  PutItemCommand: 'dynamodb:PutItem',
  UpdateItemCommand: 'dynamodb:UpdateItem',
  DeleteItemCommand: 'dynamodb:DeleteItem',
  QueryCommand: 'dynamodb:Query',
  ScanCommand: 'dynamodb:Scan',
  BatchGetItemCommand: 'dynamodb:BatchGetItem',
  BatchWriteItemCommand: 'dynamodb:BatchWriteItem',
};

/**
 * A transaction has no action of its own in IAM: DynamoDB authorizes each of its items by the item's
 * own action (a transaction's Update needs dynamodb:UpdateItem), which is what a role that lacks one
 * finds out only in AWS, since DynamoDB Local checks no rights.
 */
const transactItemActions: Record<string, string> = {
  Put: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  ConditionCheck: 'dynamodb:ConditionCheckItem',
  Get: 'dynamodb:GetItem',
};

function actionsOf(commandName: string, input: unknown): string[] {
  if (commandName === 'TransactWriteItemsCommand' || commandName === 'TransactGetItemsCommand') {
    const items = (input as { TransactItems?: Record<string, unknown>[] }).TransactItems ?? [];
    return items.flatMap((item) =>
      Object.keys(item).map((kind) => transactItemActions[kind] ?? `unknown transaction item ${kind}`),
    );
  }
  return [commandActions[commandName] ?? `unknown command ${commandName}`];
}

export interface IamActionRecorder {
  /**
   * Runs `action` and answers the IAM actions of every DynamoDB command it sent, its awaited calls
   * included: commands sent meanwhile by anything else in the process (the runtime's outbox drain
   * after a write, its timers) are not counted, since they run outside `action`'s async context.
   */
  actionsOf(action: () => Promise<unknown>): Promise<Set<string>>;
  uninstall(): void;
}

/**
 * Records what each DynamoDB command needs IAM to allow, so a test can hold the code that runs
 * outside a request (the scheduled jobs, the mailer) to the actions its role is given in
 * infra/constructs/. Install it after the runtime has started (the client must be made with the
 * local endpoint), as tests/api/support/dynamo-request-counter.ts.
 */
export function installIamActionRecorder(): IamActionRecorder {
  const scope = new AsyncLocalStorage<Set<string>>();
  const stack = dynamo().middlewareStack;
  stack.add(
    (next, context) => async (args) => {
      const recorded = scope.getStore();
      if (recorded)
        for (const action of actionsOf(context.commandName ?? '', args.input)) recorded.add(action);
      return next(args);
    },
    { step: 'initialize', name: middlewareName },
  );
  return {
    async actionsOf(action) {
      const recorded = new Set<string>();
      await scope.run(recorded, action);
      return recorded;
    },
    uninstall() {
      stack.remove(middlewareName);
    },
  };
}

import { dynamo } from '../../../functions/platform/dynamo-client';

const middlewareName = 'requestCounter';

export interface DynamoRequestCounter {
  /** Every command sent since the counter was installed, e.g. `QueryCommand`. */
  readonly all: readonly string[];
  /** Runs `action` and answers the commands sent while it ran, in order. */
  measure<T>(action: () => Promise<T>): Promise<{ result: T; commands: string[] }>;
  uninstall(): void;
}

/**
 * Counts the DynamoDB commands the API sends. The test runtime runs the
 * domain handlers in the test's own process and module graph, so they share
 * the one DocumentClient `dynamo()` returns; a middleware on its stack sees
 * every command once (the `initialize` step runs before retries). Install it
 * after the runtime has started: the client must be created with the local
 * endpoint in the environment. Measurements assume one request at a time.
 */
export function installDynamoRequestCounter(): DynamoRequestCounter {
  const all: string[] = [];
  const stack = dynamo().middlewareStack;
  stack.add(
    (next, context) => async (args) => {
      all.push(context.commandName ?? 'UnknownCommand');
      return next(args);
    },
    { step: 'initialize', name: middlewareName },
  );
  return {
    all,
    async measure(action) {
      const start = all.length;
      const result = await action();
      return { result, commands: all.slice(start) };
    },
    uninstall() {
      stack.remove(middlewareName);
    },
  };
}

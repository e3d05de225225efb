import { dynamo } from '../functions/platform/dynamo-client';
import { startLocalRuntime } from '../functions/local/local-runtime';
import { installDynamoMeter, type MeterReading } from './dynamo-metering';

/** Messages between the bench and the runtime it runs in a child process. */
export type RuntimeRequest = { type: 'take' } | { type: 'total' } | { type: 'stop' };
export type RuntimeMessage =
  | { type: 'ready'; url: string; dynamoEndpoint: string }
  | { type: 'reading'; reading: MeterReading }
  | { type: 'stopped' };

/**
 * The local runtime as `npm start` runs it (DynamoDB Local, s3rver, the
 * domain handlers, the built web app), in its own process so the load
 * generator does not share its event loop and its memory can be read on
 * its own. DynamoDB Local runs in memory (see bench/README.md for why) and
 * S3 in a fresh temporary folder. The app's DocumentClient is metered: the
 * bench asks for readings over IPC.
 */
async function main(): Promise<void> {
  const send = (message: RuntimeMessage) => process.send?.(message);
  const runtime = await startLocalRuntime({
    port: 0,
    webRoot: process.env.BENCH_WEB_ROOT ?? 'web/dist',
    overdueSweepIntervalMs: 0,
  });
  const meter = installDynamoMeter(dynamo());
  process.on('message', (request: RuntimeRequest) => {
    if (request.type === 'take') send({ type: 'reading', reading: meter.take() });
    else if (request.type === 'total') send({ type: 'reading', reading: meter.total() });
    else if (request.type === 'stop') {
      void runtime.stop().then(() => {
        send({ type: 'stopped' });
        process.disconnect?.();
        process.exit(0);
      });
    }
  });
  process.on('disconnect', () => void runtime.stop().then(() => process.exit(0)));
  send({ type: 'ready', url: runtime.url, dynamoEndpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB ?? '' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

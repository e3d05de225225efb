import { CloudWatchClient } from '@aws-sdk/client-cloudwatch';
import { SQSClient } from '@aws-sdk/client-sqs';
import { describe, expect, it } from 'vitest';
import { awsDeadLetterReader, deadLetterQueueUrls } from './dead-letters';
import { readFiringAlarms } from './firing-alarms';

/*
 * The System health page's AWS readers (docs/operations.md#system-health-page). AWS cannot be reached from a
 * test, so each SDK client answers from its own middleware stack: a step at the start of the stack that keeps
 * the command as it would be sent and answers what the test gives, so nothing leaves the process.
 */

type Sent = { command: string; input: Record<string, unknown> };
type Answer = (command: string, input: Record<string, unknown>) => object;

function answerWith(client: SQSClient | CloudWatchClient, answer: Answer): Sent[] {
  const sent: Sent[] = [];
  (client as SQSClient).middlewareStack.add(
    (_next, context) => async (args) => {
      const command = String(context.commandName);
      const input = args.input as Record<string, unknown>;
      sent.push({ command, input });
      return { output: { $metadata: {}, ...answer(command, input) } as never, response: {} };
    },
    { step: 'initialize', name: 'cannedAnswer', priority: 'high' },
  );
  return sent;
}

const offline = { region: 'eu-west-2', credentials: { accessKeyId: 'test', secretAccessKey: 'test' } };
const queueUrl = (name: string) => `https://sqs.eu-west-2.amazonaws.com/123456789012/${name}`;

describe('dead letters read from SQS', () => {
  it('asks each queue its approximate number of messages and answers them by name', async () => {
    const client = new SQSClient(offline);
    const counts: Record<string, string> = { [queueUrl('m')]: '3', [queueUrl('s')]: '0' };
    const sent = answerWith(client, (_command, input) => ({
      Attributes: { ApproximateNumberOfMessages: counts[String(input.QueueUrl)] },
    }));
    const report = await awsDeadLetterReader(client, {
      mailer: queueUrl('m'),
      'scheduled-jobs': queueUrl('s'),
    }).read();
    expect(report).toEqual({
      available: true,
      queues: [
        { queue: 'mailer', count: 3 },
        { queue: 'scheduled-jobs', count: 0 },
      ],
    });
    expect(sent).toEqual([
      {
        command: 'GetQueueAttributesCommand',
        input: { QueueUrl: queueUrl('m'), AttributeNames: ['ApproximateNumberOfMessages'] },
      },
      {
        command: 'GetQueueAttributesCommand',
        input: { QueueUrl: queueUrl('s'), AttributeNames: ['ApproximateNumberOfMessages'] },
      },
    ]);
  });

  it('names a queue it could not read and still answers the others', async () => {
    const client = new SQSClient(offline);
    answerWith(client, (_command, input) => {
      if (input.QueueUrl === queueUrl('gone')) throw new Error('AccessDenied');
      return { Attributes: { ApproximateNumberOfMessages: '1' } };
    });
    const report = await awsDeadLetterReader(client, {
      'invoice-jobs': queueUrl('gone'),
      'lesson-reminders': queueUrl('r'),
    }).read();
    expect(report).toEqual({
      available: true,
      queues: [{ queue: 'lesson-reminders', count: 1 }],
      note: 'Could not be read: invoice-jobs',
    });
  });

  it('says so when no queue is configured, and reads the CDK app’s list keeping only known names', async () => {
    const client = new SQSClient(offline);
    const sent = answerWith(client, () => ({}));
    expect(await awsDeadLetterReader(client, {}).read()).toEqual({
      available: false,
      queues: [],
      note: 'No dead-letter queue is configured',
    });
    expect(sent).toEqual([]);
    expect(deadLetterQueueUrls(JSON.stringify({ mailer: 'u1', other: 'u2', 'invoice-jobs': 7 }))).toEqual({
      mailer: 'u1',
    });
    expect(deadLetterQueueUrls('not json')).toEqual({});
    expect(deadLetterQueueUrls(undefined)).toEqual({});
  });
});

describe('firing alarms read from CloudWatch', () => {
  const alarm = (name: string, since: string) => ({
    AlarmName: name,
    AlarmDescription: `${name} fired`,
    StateReason: 'Threshold Crossed',
    StateUpdatedTimestamp: new Date(since),
  });

  it('asks for the alarms in ALARM with the stack’s prefix, page by page, newest first', async () => {
    const client = new CloudWatchClient(offline);
    const sent = answerWith(client, (_command, input) =>
      input.NextToken
        ? { MetricAlarms: [alarm('SchoolProgress.EmailsFailed', '2026-12-01T10:00:00Z')] }
        : {
            MetricAlarms: [alarm('SchoolProgress.Api5xxRate', '2026-12-01T09:00:00Z')],
            CompositeAlarms: [],
            NextToken: 'page-2',
          },
    );
    expect(await readFiringAlarms(client, 'SchoolProgress.')).toEqual({
      available: true,
      firing: [
        {
          name: 'SchoolProgress.EmailsFailed',
          reason: 'SchoolProgress.EmailsFailed fired',
          since: '2026-12-01T10:00:00.000Z',
        },
        {
          name: 'SchoolProgress.Api5xxRate',
          reason: 'SchoolProgress.Api5xxRate fired',
          since: '2026-12-01T09:00:00.000Z',
        },
      ],
    });
    const firstPage = {
      StateValue: 'ALARM',
      AlarmNamePrefix: 'SchoolProgress.',
      AlarmTypes: ['MetricAlarm', 'CompositeAlarm'],
      MaxRecords: 100,
    };
    expect(sent).toEqual([
      { command: 'DescribeAlarmsCommand', input: firstPage },
      { command: 'DescribeAlarmsCommand', input: { ...firstPage, NextToken: 'page-2' } },
    ]);
  });

  it('answers none firing as available and empty, and a refusal as not available with where to look', async () => {
    const quiet = new CloudWatchClient(offline);
    answerWith(quiet, () => ({ MetricAlarms: [] }));
    expect(await readFiringAlarms(quiet, 'SchoolProgress.')).toEqual({ available: true, firing: [] });

    const refusing = new CloudWatchClient(offline);
    answerWith(refusing, () => {
      throw new Error('AccessDenied');
    });
    expect(await readFiringAlarms(refusing, 'SchoolProgress.')).toEqual({
      available: false,
      firing: [],
      note: 'Could not be read: see CloudWatch → Alarms',
    });
  });
});

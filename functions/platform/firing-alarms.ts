import { CloudWatchClient, DescribeAlarmsCommand, StateValue } from '@aws-sdk/client-cloudwatch';
import { logger } from './logger';
import { runsOnOneMachine } from './local-stand-ins';

export interface FiringAlarms {
  available: boolean;
  firing: { name: string; reason: string; since: string }[];
  note?: string;
}

/**
 * Environment variable: the prefix every alarm of the school's stack is named with (`<stack name>-`, set by
 * infra/constructs/operations-alarms.ts), so the page reads the school's alarms and no other in the account.
 */
export const alarmNamePrefixVariable = 'ALARM_NAME_PREFIX';

/** A school has about 40 alarms; more pages than this would be a loop, not a school. */
const maxPages = 10;

/**
 * The school's alarms in state ALARM: CloudWatch's DescribeAlarms with
 * StateValue ALARM and the stack's alarm-name prefix, page by page. What
 * cannot be read says so on the page (the alarms still email the operations
 * address).
 */
export async function readFiringAlarms(client: CloudWatchClient, prefix: string): Promise<FiringAlarms> {
  const firing: FiringAlarms['firing'] = [];
  let nextToken: string | undefined;
  try {
    for (let page = 0; page < maxPages; page++) {
      const answer = await client.send(
        new DescribeAlarmsCommand({
          StateValue: StateValue.ALARM,
          AlarmNamePrefix: prefix,
          AlarmTypes: ['MetricAlarm', 'CompositeAlarm'],
          MaxRecords: 100,
          ...(nextToken ? { NextToken: nextToken } : {}),
        }),
      );
      for (const alarm of [...(answer.MetricAlarms ?? []), ...(answer.CompositeAlarms ?? [])]) {
        firing.push({
          name: alarm.AlarmName ?? 'Unnamed alarm',
          reason: alarm.AlarmDescription ?? alarm.StateReason ?? '',
          since: (alarm.StateUpdatedTimestamp ?? new Date(0)).toISOString(),
        });
      }
      nextToken = answer.NextToken;
      if (!nextToken) break;
    }
  } catch (error) {
    logger.warn('the alarms could not be read', { error: String(error) });
    return { available: false, firing: [], note: 'Could not be read: see CloudWatch → Alarms' };
  }
  firing.sort((a, b) => b.since.localeCompare(a.since));
  return { available: true, firing };
}

let client: CloudWatchClient | undefined;

/** On one machine there are no alarms at all; in AWS, the school's alarms that are firing now. */
export async function firingAlarms(): Promise<FiringAlarms> {
  if (runsOnOneMachine()) return { available: false, firing: [], note: 'Not on this machine' };
  const prefix = process.env[alarmNamePrefixVariable];
  if (!prefix) return { available: false, firing: [], note: 'No alarm prefix is configured' };
  return readFiringAlarms((client ??= new CloudWatchClient({})), prefix);
}

import { Button, Text } from '@react-email/components';
import { topicStatusLabels, type TopicStatus } from '../../../shared/topic-statuses';
import type { ProgressDigestEmail } from '../../entities/email-messages';
import { progressScreenPath } from '../../shared-domains/messaging/message-summaries';
import { EmailLayout, emailStyles, Greeting } from './email-layout';
import { calendarDateLabel, type EmailContent, type EmailContext } from './email-context';
import { Name } from './email-name';
import { isolatedNames } from '../../../shared/text/isolated-name';

const statusLabel = (status: string) => topicStatusLabels[status as TopicStatus] ?? status;

/** A family's weekly digest: per child, the topics whose status changed and where each stands now. */
export function progressDigestEmail(message: ProgressDigestEmail, context: EmailContext): EmailContent {
  const link = `${context.appUrl}${progressScreenPath}`;
  const week = `${calendarDateLabel(message.from)} to ${calendarDateLabel(message.to)}`;
  const names = isolatedNames(message.children.map((child) => child.studentName));
  return {
    subject: `Progress this week for ${names}`,
    body: (
      <EmailLayout schoolName={context.schoolName} preview={`What changed from ${week}`}>
        <Greeting name={context.recipientName} />
        <Text style={emailStyles.text}>{`These topics changed from ${week}:`}</Text>
        {message.children.map((child) => (
          <div key={child.studentId}>
            <Text style={emailStyles.value}>
              <Name>{child.studentName}</Name>
            </Text>
            {child.topics.map((topic, index) => (
              <Text key={index} style={emailStyles.text}>
                {`${topic.subjectName}: ${topic.topicName}, now "${statusLabel(topic.status)}"`}
              </Text>
            ))}
            {child.moreTopics > 0 ? (
              <Text style={emailStyles.text}>{`and ${child.moreTopics} more on the progress sheet`}</Text>
            ) : null}
          </div>
        ))}
        <Button href={link} style={emailStyles.button}>
          View the progress sheets
        </Button>
        <Text style={emailStyles.text}>{`Sign in to see every topic: ${link}`}</Text>
      </EmailLayout>
    ),
  };
}

import { Text } from '@react-email/components';
import type { LessonReminderEmail } from '../../entities/email-messages';
import { lessonTimeLabel } from '../../shared-domains/messaging/lesson-message-times';
import { EmailLayout, emailStyles } from './email-layout';
import type { EmailContent, EmailContext } from './email-context';
import { greeting, LessonFact, LessonScreenLink, MeetingLink } from './lesson-email-parts';
import { Name } from './email-name';
import { isolatedName } from '../../../shared/text/isolated-name';

/** The day before a lesson: when it is and how to join. */
export function lessonReminderEmail(message: LessonReminderEmail, context: EmailContext): EmailContent {
  const when = lessonTimeLabel(message.lesson);
  return {
    subject: `Reminder: ${isolatedName(message.studentName)} with ${isolatedName(message.teacherName)}, ${when}`,
    body: (
      <EmailLayout schoolName={context.schoolName} preview={`Lesson ${when}`}>
        {greeting(context)}
        <Text style={emailStyles.text}>
          {'A reminder of '}
          <Name>{message.studentName}</Name>
          {`'s lesson with `}
          <Name>{message.teacherName}</Name>
          {'.'}
        </Text>
        <LessonFact label="When" value={when} />
        <MeetingLink meetingLink={message.meetingLink} />
        <LessonScreenLink context={context} />
      </EmailLayout>
    ),
  };
}

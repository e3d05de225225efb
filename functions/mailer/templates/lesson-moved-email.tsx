import { Text } from '@react-email/components';
import type { LessonMovedEmail } from '../../entities/email-messages';
import { lessonTimeLabel } from '../../shared-domains/messaging/lesson-message-times';
import { EmailLayout, emailStyles } from './email-layout';
import type { EmailContent, EmailContext } from './email-context';
import { greeting, LessonFact, LessonScreenLink, MeetingLink, NameFact } from './lesson-email-parts';
import { Name } from './email-name';
import { isolatedName } from '../../../shared/text/isolated-name';

/** A lesson's date, time or teacher changed: what it was and what it is now. */
export function lessonMovedEmail(message: LessonMovedEmail, context: EmailContext): EmailContent {
  const now = lessonTimeLabel(message.after);
  const was = lessonTimeLabel(message.before);
  const teacherChanged = message.before.teacherName !== message.teacherName;
  return {
    subject: `Lesson changed: ${isolatedName(message.studentName)} with ${isolatedName(message.teacherName)}, now ${now}`,
    body: (
      <EmailLayout schoolName={context.schoolName} preview={`Now ${now}`}>
        {greeting(context)}
        <Text style={emailStyles.text}>
          <Name>{message.studentName}</Name>
          {`'s lesson with `}
          <Name>{message.before.teacherName}</Name>
          {` on ${was} has changed.`}
        </Text>
        <LessonFact label="Now" value={now} />
        {now === was ? null : <LessonFact label="Was" value={was} />}
        <NameFact label="Student" name={message.studentName} />
        <LessonFact
          label="Teacher"
          value={
            teacherChanged ? (
              <>
                <Name>{message.teacherName}</Name>
                {' (was '}
                <Name>{message.before.teacherName}</Name>
                {')'}
              </>
            ) : (
              <Name>{message.teacherName}</Name>
            )
          }
        />
        <MeetingLink meetingLink={message.meetingLink} />
        <LessonScreenLink context={context} />
      </EmailLayout>
    ),
  };
}

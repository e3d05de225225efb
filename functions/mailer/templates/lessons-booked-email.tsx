import { Text } from '@react-email/components';
import type { LessonsBookedEmail } from '../../entities/email-messages';
import { lessonCount, lessonTimeLabel } from '../../shared-domains/messaging/lesson-message-times';
import { EmailLayout, emailStyles } from './email-layout';
import type { EmailContent, EmailContext } from './email-context';
import { greeting, LessonDates, LessonScreenLink, MeetingLink, NameFact } from './lesson-email-parts';
import { Name } from './email-name';
import { isolatedName } from '../../../shared/text/isolated-name';

/** "Lesson booked", or a whole series in one email listing its dates. */
export function lessonsBookedEmail(message: LessonsBookedEmail, context: EmailContext): EmailContent {
  const first = lessonTimeLabel(message.lessons[0]!);
  const what = message.lessons.length === 1 ? 'A lesson has' : `${lessonCount(message.lessons.length)} have`;
  return {
    subject:
      message.lessons.length === 1
        ? `Lesson booked: ${isolatedName(message.studentName)} with ${isolatedName(message.teacherName)}, ${first}`
        : `${lessonCount(message.lessons.length)} booked: ${isolatedName(message.studentName)} with ${isolatedName(message.teacherName)}, from ${first}`,
    body: (
      <EmailLayout schoolName={context.schoolName} preview={`${what} been booked, from ${first}`}>
        {greeting(context)}
        <Text style={emailStyles.text}>
          {`${what} been booked for `}
          <Name>{message.studentName}</Name>
          {' with '}
          <Name>{message.teacherName}</Name>
          {'.'}
        </Text>
        <NameFact label="Student" name={message.studentName} />
        <NameFact label="Teacher" name={message.teacherName} />
        <Text style={emailStyles.label}>{message.lessons.length === 1 ? 'When' : 'Dates'}</Text>
        <LessonDates lessons={message.lessons} />
        <MeetingLink meetingLink={message.meetingLink} />
        <LessonScreenLink context={context} />
      </EmailLayout>
    ),
  };
}

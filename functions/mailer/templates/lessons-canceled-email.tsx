import { Text } from '@react-email/components';
import type { LessonsCanceledEmail } from '../../entities/email-messages';
import { lessonCount, lessonTimeLabel } from '../../shared-domains/messaging/lesson-message-times';
import { EmailLayout, emailStyles } from './email-layout';
import type { EmailContent, EmailContext } from './email-context';
import { greeting, LessonDates, LessonScreenLink, NameFact } from './lesson-email-parts';
import { Name } from './email-name';
import { isolatedName } from '../../../shared/text/isolated-name';

/** Lessons canceled or deleted, or (`reassigned`) no longer the recipient's: one email listing their dates. */
export function lessonsCanceledEmail(message: LessonsCanceledEmail, context: EmailContext): EmailContent {
  const count = message.lessons.length;
  const first = lessonTimeLabel(message.lessons[0]!);
  const what = count === 1 ? 'lesson' : lessonCount(count);
  const headline = message.reassigned
    ? `Lesson${count === 1 ? '' : 's'} no longer yours`
    : message.byFamily
      ? 'Canceled by the family'
      : `Canceled`;
  // What happened, around the student's and the teacher's names: as text for the preview, isolated in the body.
  const [opening, between, ending] = message.byFamily
    ? [
        'The family of ',
        ' canceled the lesson below with ',
        `${message.byFamily.late ? ', with less notice than the school’s policy asks (a late cancellation)' : ''}.`,
      ]
    : message.reassigned
      ? [`The ${what} below of `, ' with ', ` ${count === 1 ? 'is' : 'are'} no longer in your timetable.`]
      : [`The ${what} below of `, ' with ', ` ${count === 1 ? 'has' : 'have'} been canceled.`];
  const sentence = `${opening}${isolatedName(message.studentName)}${between}${isolatedName(message.teacherName)}${ending}`;
  return {
    subject:
      count === 1
        ? `${headline}: ${isolatedName(message.studentName)} with ${isolatedName(message.teacherName)}, ${first}`
        : `${headline}: ${lessonCount(count)} of ${isolatedName(message.studentName)} with ${isolatedName(message.teacherName)}, from ${first}`,
    body: (
      <EmailLayout schoolName={context.schoolName} preview={sentence}>
        {greeting(context)}
        <Text style={emailStyles.text}>
          {opening}
          <Name>{message.studentName}</Name>
          {between}
          <Name>{message.teacherName}</Name>
          {ending}
        </Text>
        <NameFact label="Student" name={message.studentName} />
        <NameFact label="Teacher" name={message.teacherName} />
        <Text style={emailStyles.label}>{count === 1 ? 'When' : 'Dates'}</Text>
        <LessonDates lessons={message.lessons} />
        <LessonScreenLink context={context} />
      </EmailLayout>
    ),
  };
}

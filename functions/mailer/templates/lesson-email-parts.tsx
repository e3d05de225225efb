import { Button, Link, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { LessonOccurrence } from '../../entities/email-messages';
import { lessonBookingPath, lessonTimeLabel } from '../../shared-domains/messaging/lesson-message-times';
import { emailStyles, Greeting } from './email-layout';
import type { EmailContext } from './email-context';
import { Name } from './email-name';

/** What every lesson email shows: a labelled fact. */
export function LessonFact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <Text style={emailStyles.label}>{label}</Text>
      <Text style={emailStyles.value}>{value}</Text>
    </>
  );
}

/** The lessons' dates, one a line, in their own zone. */
export function LessonDates({ lessons }: { lessons: readonly LessonOccurrence[] }) {
  return (
    <>
      {lessons.map((lesson) => (
        <Text key={lesson.lessonId} style={emailStyles.value}>
          {lessonTimeLabel(lesson)}
        </Text>
      ))}
    </>
  );
}

/** The meeting link, when the lesson has one (a web link: the form accepts only http and https). */
export function MeetingLink({ meetingLink }: { meetingLink: string }) {
  if (!meetingLink) return null;
  return (
    <>
      <Text style={emailStyles.label}>Meeting link</Text>
      <Text style={emailStyles.value}>
        <Link href={meetingLink}>{meetingLink}</Link>
      </Text>
    </>
  );
}

/** The button and plain link to the lesson booking screen. */
export function LessonScreenLink({ context }: { context: EmailContext }) {
  const link = `${context.appUrl}${lessonBookingPath}`;
  return (
    <>
      <Button href={link} style={emailStyles.button}>
        View your lessons
      </Button>
      <Text style={emailStyles.text}>{`Sign in to see your timetable: ${link}`}</Text>
    </>
  );
}

/** A person's name as a lesson fact's value. */
export const NameFact = ({ label, name }: { label: string; name: string }) => (
  <LessonFact label={label} value={<Name>{name}</Name>} />
);

export const greeting = (context: EmailContext) => <Greeting name={context.recipientName} />;

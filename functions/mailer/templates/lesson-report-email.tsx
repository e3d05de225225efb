import { Button, Text } from '@react-email/components';
import { reportStatusRag } from '../../../shared/lesson-reports';
import { topicStatusColors, topicStatusLabels } from '../../../shared/topic-statuses';
import type { LessonReportEmail } from '../../entities/email-messages';
import { lessonTimeLabel } from '../../shared-domains/messaging/lesson-message-times';
import { lessonReportScreenPath } from '../../shared-domains/messaging/message-summaries';
import { EmailLayout, emailStyles } from './email-layout';
import type { EmailContent, EmailContext } from './email-context';
import { greeting, LessonFact } from './lesson-email-parts';
import { Name } from './email-name';
import { isolatedName } from '../../../shared/text/isolated-name';

/** A square of the progress sheet's own colour, then the words: the colour is never the only sign. */
function RagSquare({ status }: { status: LessonReportEmail['topics'][number]['status'] }) {
  return (
    <span
      style={{
        display: 'inline-block',
        width: '12px',
        height: '12px',
        marginRight: '6px',
        borderRadius: '2px',
        backgroundColor: topicStatusColors[status],
      }}
    />
  );
}

/** A lesson's report to the family (docs/lesson-reports.md): topics with their colour, homework, comment. */
export function lessonReportEmail(message: LessonReportEmail, context: EmailContext): EmailContent {
  const when = lessonTimeLabel(message.lesson);
  const link = `${context.appUrl}${lessonReportScreenPath(message.lessonId)}`;
  const subject = message.subjectName || 'lesson';
  return {
    subject: `Lesson report: ${isolatedName(message.studentName)}, ${subject} with ${isolatedName(message.teacherName)}`,
    body: (
      <EmailLayout
        schoolName={context.schoolName}
        preview={`${isolatedName(message.studentName)}'s ${subject} lesson, ${when}`}
      >
        {greeting(context)}
        <Text style={emailStyles.text}>
          <Name>{message.teacherName}</Name>
          {' wrote a report on '}
          <Name>{message.studentName}</Name>
          {`'s ${subject} lesson.`}
        </Text>
        <LessonFact label="When" value={when} />
        {message.topics.length > 0 ? (
          <>
            <Text style={emailStyles.label}>Topics covered</Text>
            {message.topics.map((topic, index) => (
              <Text key={index} style={emailStyles.text}>
                <RagSquare status={topic.status} />
                {`${topic.unitName}: ${topic.topicName}: ${reportStatusRag[topic.status]} (${topicStatusLabels[topic.status]})`}
              </Text>
            ))}
          </>
        ) : null}
        {message.homework ? <LessonFact label="Homework" value={message.homework} /> : null}
        {message.comment ? <LessonFact label="Comment from the teacher" value={message.comment} /> : null}
        <Button href={link} style={emailStyles.button}>
          View the report
        </Button>
        <Text style={emailStyles.text}>{`Sign in to see it with the progress sheet: ${link}`}</Text>
      </EmailLayout>
    ),
  };
}

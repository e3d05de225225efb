import { useState } from 'react';
import { FloatingNotice } from '../../../components/floating-notice';
import { useTimedMessage } from '../../../components/use-timed-message';
import { LessonPolicyBody } from '../settings/lesson-policy-form';
import { LessonRemindersSwitch } from '../settings/lesson-reminders-switch';

/**
 * Settings → Lessons: the reminders switch and the lesson policy
 * (docs/lesson-policy.md), both once on Invoice Management's header.
 */
export function LessonsSection() {
  const [generation, setGeneration] = useState(0);
  const saved = useTimedMessage();
  return (
    <div className="space-y-4">
      <FloatingNotice message={saved.message} />
      <section
        aria-labelledby="lesson-reminders-heading"
        className="space-y-3 rounded-card border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h3 id="lesson-reminders-heading" className="font-semibold text-slate-900">
          Reminder emails
        </h3>
        <p className="text-sm text-slate-600">
          An email to the family and the teacher the day before each lesson. It is saved as soon as you switch
          it.
        </p>
        <div className="flex">
          <LessonRemindersSwitch onSaved={saved.show} />
        </div>
      </section>
      <section
        aria-labelledby="lesson-policy-heading"
        className="space-y-3 rounded-card border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h3 id="lesson-policy-heading" className="font-semibold text-slate-900">
          Lesson policy
        </h3>
        <LessonPolicyBody
          key={generation}
          onCancel={() => {
            saved.clear();
            setGeneration((current) => current + 1);
          }}
          onSaved={() => saved.show('Lesson policy saved')}
        />
      </section>
    </div>
  );
}

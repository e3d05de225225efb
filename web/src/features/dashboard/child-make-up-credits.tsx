import { useOpenMakeUpCredits } from '../../api/make-up-credits-query';
import { Button } from '../../components/button';
import { makeUpCreditsSummary } from '../../lib/make-up-credit-text';

/**
 * On a child's card of the family home (issue 37, docs/lesson-policy.md#make-up-credits): how many
 * make-up lessons the child has to use and when the first expires. Nothing while it loads or when
 * there are none (the card is about the next lesson and what to pay); a failed read says so briefly.
 */
export function ChildMakeUpCredits({ studentId }: { studentId: string }) {
  const credits = useOpenMakeUpCredits(studentId);
  if (credits.isError)
    return (
      <p className="mt-4 flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
        Make-up lessons could not be loaded.
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void credits.refetch()}
          busy={credits.isFetching}
        >
          Try again
        </Button>
      </p>
    );
  const summary = credits.data ? makeUpCreditsSummary(credits.data) : null;
  if (!summary) return null;
  return (
    <>
      <h4 className="mt-4 text-xs font-semibold tracking-wide text-slate-600 uppercase">Make-up lessons</h4>
      <p className="mt-1 text-sm text-slate-900">
        {summary}. The school books them with you; they are not billed.
      </p>
    </>
  );
}

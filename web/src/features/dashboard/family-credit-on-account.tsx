import { lazy, Suspense } from 'react';

/** The panel's code loads after the home has drawn: most families hold no credit, and the home's budget is tight. */
const FamilyCreditPanel = lazy(async () => ({
  default: (await import('./family-credit-panel')).FamilyCreditPanel,
}));

/** The family's credit on account with the way to its statement (family-credit-panel.tsx); nothing while it loads. */
export function FamilyCreditOnAccount({ familyId }: { familyId: string }) {
  return (
    <Suspense fallback={null}>
      <FamilyCreditPanel familyId={familyId} />
    </Suspense>
  );
}

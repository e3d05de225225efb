/**
 * The state of a boundary around code loaded on demand (dialog-load-boundary.tsx,
 * panel-load-boundary.tsx): whether the last drawing failed, with what, and how
 * many downloads have failed so far (a second failure offers a reload).
 */
export interface CodeLoadState {
  failed: boolean;
  failures: number;
  error: unknown;
}

export const codeLoadStart: CodeLoadState = { failed: false, failures: 0, error: null };

/** `getDerivedStateFromError` of both boundaries: counted in `componentDidCatch`, once it is known to be a download. */
export const failedWith = (error: unknown): Partial<CodeLoadState> => ({ failed: true, error });

import type { ExplainedSurvivor } from './mutation-report';

/**
 * Mutants of the business rules that no test can kill, because the program
 * behaves the same with them: `npm run test:mutation` shows each with its
 * reason in bench/report.md instead of as a gap. Matched by module, mutator,
 * original text and replacement, so a line moving keeps its reason.
 */
export const explainedSurvivors: ExplainedSurvivor[] = [];

import type { ExplainedSurvivor } from './mutation-report';

/**
 * Mutants of the business rules that no test can kill, because the program
 * behaves the same with them: `npm run test:mutation` shows each with its
 * reason in bench/report.md instead of as a gap. Matched by module, mutator,
 * original text and replacement (and the line, where that text recurs), so
 * an edit elsewhere in the module keeps the reason.
 */
export const explainedSurvivors: ExplainedSurvivor[] = [
  {
    module: 'shared/invoices/money.ts',
    mutatorName: 'ConditionalExpression',
    original: '!formatter',
    replacement: 'true',
    reason: 'A cache: a new formatter for each call formats the same text, only more slowly.',
  },
  {
    module: 'shared/invoices/money.ts',
    mutatorName: 'CallExpression',
    original: 'formatters.set(currency, formatter);',
    replacement: ';',
    reason: 'The same cache, never filled: every call makes its formatter and formats the same text.',
  },
  {
    module: 'shared/invoices/money.ts',
    mutatorName: 'ConditionalExpression',
    original: "currency === 'GBP'",
    replacement: 'true',
    reason:
      'en-GB has no symbol for the dirham: asked for its symbol, Intl writes its code, “AED 1,234.50”, as asked for the code.',
  },
  {
    module: 'shared/invoices/money.ts',
    mutatorName: 'EqualityOperator',
    original: 'Math.abs(rate * 100 - Math.round(rate * 100)) >= 1e-6',
    replacement: 'Math.abs(rate * 100 - Math.round(rate * 100)) > 1e-6',
    reason:
      'Differs only for a rate whose hundredfold is exactly 0.000001 from a whole number, which no double near a rate up to 100,000 is.',
  },
  {
    module: 'shared/invoices/invoice-period.ts',
    mutatorName: 'Regex',
    original: '/^\\d{4}-\\d{2}-\\d{2}$/',
    replacement: '/^\\d{4}-\\d{2}-\\d{2}/',
    reason:
      'Anything after the day fails the check that follows (the date written back must be the text itself), so the end anchor refuses nothing more.',
  },
  {
    module: 'shared/invoices/invoice-statuses.ts',
    mutatorName: 'ConditionalExpression',
    original: "from !== 'draft'",
    replacement: 'true',
    reason: 'A draft asked to become a draft was refused by the first line (already draft) before this one.',
  },
  {
    module: 'shared/invoices/invoice-statuses.ts',
    mutatorName: 'StringLiteral',
    original: "'draft'",
    replacement: '""',
    line: 38,
    reason: 'The same condition as `from !== "draft"` above: the draft-to-draft case never reaches it.',
  },
  {
    module: 'shared/recurrence.ts',
    mutatorName: 'ConditionalExpression',
    original: '!firstDay',
    replacement: 'false',
    reason: 'Without a first day there are no days at all, and filtering none gives the same empty list.',
  },
  {
    module: 'functions/shared-domains/accounts/throttle/sliding-window.ts',
    mutatorName: 'ConditionalExpression',
    original: 'counts.previous > 0',
    replacement: 'true',
    reason:
      'With no attempts in the window before, dividing by 0 gives minus infinity seconds, which the rounding up to at least 1 second turns into the same 1 second as the 0 it replaces.',
  },
  {
    module: 'functions/shared-domains/accounts/throttle/sliding-window.ts',
    mutatorName: 'EqualityOperator',
    original: 'counts.previous > 0',
    replacement: 'counts.previous >= 0',
    reason:
      'The same as the line above: a count of 0 divides into minus infinity, which still answers 1 second.',
  },
  {
    module: 'functions/platform/table/page-cursor.ts',
    mutatorName: 'StringLiteral',
    original: "''",
    replacement: '"Stryker was here!"',
    line: 22,
    reason:
      'The range attribute is always among the key attributes checked just before, so a key reaching this line always has it: the default is never used.',
  },
  {
    module: 'functions/platform/table/page-cursor.ts',
    mutatorName: 'BlockStatement',
    original: "{\n    throw badRequest('Invalid cursor');\n  }",
    replacement: '{}',
    reason:
      'Text that is not base64 JSON leaves the key undefined, which the shape check then refuses with the same 400 Invalid cursor.',
  },
  {
    module: 'shared/invoices/overdue-reminders.ts',
    mutatorName: 'StringLiteral',
    original: "'Reminder days must be whole numbers'",
    replacement: '""',
    line: 20,
    reason:
      'Without its own message, the whole-number check falls back to the number schema’s, which is the same sentence.',
  },
  {
    module: 'functions/platform/table/page-cursor.ts',
    mutatorName: 'ConditionalExpression',
    original: "typeof key === 'object'",
    replacement: 'true',
    reason:
      'A string or number cursor then reaches the attribute check, whose keys (a string’s are its indexes “0”, “1”…, a number has none) never equal the key attributes of a query: refused with the same 400.',
  },
];

import fc from 'fast-check';
import { roles } from '../../../../shared/roles';
import type { FieldHints } from './arbitraries-from-zod';

/**
 * Field hints that need no school: values the schema alone cannot describe
 * (a refinement checks a real calendar date; a transform turns `role=a,b`
 * into a list) but that a client plausibly sends. The fuzz adds the school's
 * real ids on top (see fuzz-school.ts).
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** Calendar dates in a five-week window (so a valid series or custom invoice period stays small). */
export const windowDate: fc.Arbitrary<string> = fc
  .integer({ min: 0, max: 34 })
  .map((offset) => new Date(Date.UTC(2027, 4, 1 + offset)).toISOString().slice(0, 10));

/** Instants in the window (`2027-05-03T10:00:00.000Z`), for lesson windows. */
const windowInstant: fc.Arbitrary<string> = windowDate.map((date) => `${date}T10:00:00.000Z`);

/** Months (`YYYY-MM`) around the window, for month ranges. */
const windowMonth: fc.Arbitrary<string> = fc.integer({ min: 3, max: 7 }).map((month) => `2027-${pad(month)}`);

/** Dates that match `YYYY-MM-DD` without being real days, for schemas that only check the pattern. */
const unrealDates = [
  '2027-02-30',
  '2027-02-29',
  '2027-04-31',
  '2027-13-01',
  '2027-00-10',
  '0000-01-01',
  '9999-12-31',
];

/** `HH:mm` on a quarter hour, the times a school books. */
export const quarterHourWallTime: fc.Arbitrary<string> = fc
  .record({ hour: fc.integer({ min: 0, max: 23 }), quarter: fc.constantFrom(0, 15, 30, 45) })
  .map(({ hour, quarter }) => `${pad(hour)}:${pad(quarter)}`);

/** `role=user` or `role=user,parent` (with spaces and repeats), as the user list's filter takes it. */
export const roleListText: fc.Arbitrary<string> = fc
  .record({
    chosen: fc.uniqueArray(fc.constantFrom(...roles), { minLength: 1, maxLength: 3 }),
    spaced: fc.boolean(),
    repeated: fc.boolean(),
  })
  .map(({ chosen, spaced, repeated }) =>
    [...chosen, ...(repeated ? [chosen[0]!] : [])].join(spaced ? ' , ' : ','),
  );

/** Days before the fixed window, in the past whatever day the suite runs: a payment date may not be in the future. */
const pastDate: fc.Arbitrary<string> = fc
  .integer({ min: 0, max: 200 })
  .map((offset) => new Date(Date.UTC(2025, 8, 1 + offset)).toISOString().slice(0, 10));

const digits = (count: number) => fc.stringMatching(new RegExp(`^\\d{${count}}$`));

/** Sort code as people type it: `123456`, `12-34-56` or `12 34 56`. */
const sortCodeText: fc.Arbitrary<string> = fc
  .tuple(digits(2), digits(2), digits(2), fc.constantFrom('', '-', ' '))
  .map(([a, b, c, separator]) => [a, b, c].join(separator));

/** An IBAN with correct check digits (ISO 7064 mod 97), compact or in groups of four. */
const ibanText: fc.Arbitrary<string> = fc
  .record({
    country: fc.constantFrom('GB', 'AE'),
    bban: fc
      .constantFrom('NWBK', 'WEST', '033')
      .chain((bank) => digits(bank === '033' ? 16 : 14).map((rest) => bank + rest)),
    grouped: fc.boolean(),
  })
  .map(({ country, bban, grouped }) => {
    const numeric = [...`${bban}${country}00`]
      .map((character) => (/\d/.test(character) ? character : String(character.charCodeAt(0) - 55)))
      .join('');
    const check = String(98n - (BigInt(numeric) % 97n)).padStart(2, '0');
    const iban = `${country}${check}${bban}`;
    return grouped ? iban.replace(/(.{4})(?=.)/g, '$1 ') : iban;
  });

/** UK VAT numbers in their published shapes: GB and 9 or 12 digits, GBGD / GBHA and 3 digits. */
const vatNumberText: fc.Arbitrary<string> = fc.oneof(
  digits(9).map((number) => `GB${number}`),
  digits(12).map((number) => `GB${number}`),
  fc.integer({ min: 0, max: 499 }).map((number) => `GBGD${String(number).padStart(3, '0')}`),
  fc.integer({ min: 500, max: 999 }).map((number) => `GBHA${number}`),
);

/** Either empty (the field left blank) or `value`: the school profile's optional registration fields. */
const blankOr = (value: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 1, arbitrary: fc.constant('') }, { weight: 3, arbitrary: value });

export const plausibleHints: FieldHints = {
  // A lesson's length (issue 37): 15 to 240 in steps of 5, the refinement a random number almost never meets;
  // now and then one off the steps or out of range, which the API refuses.
  durationMinutes: fc.oneof(
    { weight: 9, arbitrary: fc.integer({ min: 3, max: 48 }).map((fives) => fives * 5) },
    { weight: 1, arbitrary: fc.constantFrom(0, 14, 61, 245, 90.5) },
  ),
  startDate: fc.oneof(
    { weight: 9, arbitrary: windowDate },
    { weight: 1, arbitrary: fc.constantFrom(...unrealDates) },
  ),
  endDate: fc.oneof(
    { weight: 9, arbitrary: windowDate },
    { weight: 1, arbitrary: fc.constantFrom(...unrealDates) },
  ),
  dueDate: fc.oneof(windowDate, fc.constant('')),
  role: fc.oneof(fc.constantFrom(...roles), roleListText),
  // The exports' calendar dates, Teacher Hours' months, lessons.list's instants: each schema takes its own kind.
  from: fc.oneof(windowDate, windowMonth, windowInstant),
  to: fc.oneof(windowDate, windowMonth, windowInstant),
  // A payment: pennies as a client sends them (two decimals at most), mostly within a lesson's fee so that
  // some fit the invoice's balance, now and then more than any balance.
  amount: fc
    .oneof(
      { weight: 3, arbitrary: fc.integer({ min: 1, max: 2_000 }) },
      { weight: 1, arbitrary: fc.integer({ min: 2_001, max: 10_000_000 }) },
    )
    .map((pennies) => pennies / 100),
  // A payment's day: never in the future, and now and then a day that does not exist.
  date: fc.oneof(
    { weight: 9, arbitrary: pastDate },
    { weight: 1, arbitrary: fc.constantFrom(...unrealDates) },
  ),
  // The school profile's bank and tax identifiers, each checked for its published shape.
  sortCode: blankOr(sortCodeText),
  accountNumber: blankOr(digits(8)),
  iban: blankOr(ibanText),
  vatNumber: blankOr(vatNumberText),
  trn: blankOr(digits(12).map((rest) => `100${rest}`)),
  // The calendar summary's viewer clock: an IANA zone, now and then one that does not exist.
  timeZone: fc.oneof(
    { weight: 9, arbitrary: fc.constantFrom('Europe/London', 'Asia/Dubai', 'UTC', 'America/New_York') },
    { weight: 1, arbitrary: fc.constantFrom('Mars/Olympus', 'GMT+25') },
  ),
};

/**
 * Ids from a pool: mostly `right` (the entity the field names), sometimes an
 * id of another kind of entity, sometimes a well-formed id of nothing.
 */
export function idPool(right: readonly string[], everyId: readonly string[]): fc.Arbitrary<string> {
  const unknownId = fc.stringMatching(/^[0-9a-f]{24}$/);
  const choices: fc.WeightedArbitrary<string>[] = [{ weight: 1, arbitrary: unknownId }];
  if (right.length) choices.push({ weight: 8, arbitrary: fc.constantFrom(...right) });
  if (everyId.length) choices.push({ weight: 2, arbitrary: fc.constantFrom(...everyId) });
  return fc.oneof(...choices);
}

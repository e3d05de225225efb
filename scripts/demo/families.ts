import type { LessonTimezone } from '../../shared/lesson-time';
import type { Currency } from '../../shared/invoices/money';
import { catalogue, keyStageOfYear, subjectsOfKeyStage } from './catalogue';
import type { Random } from './prng';

/**
 * The demo school's families: British families at home, Emirati, Arab and
 * expatriate families in the UAE (two of them written in Arabic script, so
 * every screen shows right-to-left names next to the others). A UK family's
 * lessons are on UK time and billed in pounds; a UAE family's on UAE time,
 * in dirhams.
 */
type NamePool = 'british' | 'southAsian' | 'arabic' | 'arabicScript' | 'indian';

type SeedRole = 'parent' | 'user' | 'self-registered';

/**
 * One family: the parent's name, region, role, number of children, the names
 * the children's first names come from, and a phone number. `user` families
 * either registered on the site themselves or were added by the office.
 */
type FamilySeed = readonly [
  parent: string,
  region: LessonTimezone,
  role: SeedRole,
  children: 1 | 2,
  names: NamePool,
  phone?: string,
];

/** The first three make the small demo: both roles, both regions, Arabic script. */
const familySeeds: readonly FamilySeed[] = [
  ['Sarah Thompson', 'UK', 'parent', 2, 'british', '+44 7700 900123'],
  ['Ahmed Al Hashimi', 'UAE', 'self-registered', 2, 'arabic'],
  ['فاطمة الزعابي', 'UAE', 'parent', 1, 'arabicScript', '+971 50 555 0114'],
  ['James Patel', 'UK', 'user', 2, 'southAsian', '+44 7700 900231'],
  ['Emma Clarke', 'UK', 'parent', 1, 'british', '+44 7700 900348'],
  ['Mariam Al Suwaidi', 'UAE', 'parent', 2, 'arabic', '+971 50 555 0129'],
  ['Oliver Bennett', 'UK', 'parent', 1, 'british', '+44 7700 900452'],
  ['Priya Sharma', 'UK', 'self-registered', 2, 'southAsian'],
  ['Khalid Al Falasi', 'UAE', 'user', 1, 'arabic', '+971 52 555 0173'],
  ['Charlotte Hughes', 'UK', 'parent', 2, 'british', '+44 7700 900519'],
  ['Mohammed Khan', 'UK', 'parent', 1, 'southAsian', '+44 7700 900604'],
  ['Sophie Walker', 'UAE', 'self-registered', 2, 'british'],
  ['Rebecca Walsh', 'UK', 'user', 1, 'british', '+44 7700 900688'],
  ['Rahul Nair', 'UAE', 'parent', 2, 'indian', '+971 56 555 0191'],
  ["Daniel O'Connor", 'UK', 'parent', 1, 'british', '+44 7700 900745'],
  ['Noura Al Ketbi', 'UAE', 'parent', 2, 'arabic', '+971 50 555 0208'],
  ['Hannah Wright', 'UK', 'self-registered', 2, 'british'],
  ['Aisha Chowdhury', 'UK', 'parent', 1, 'southAsian', '+44 7700 900812'],
  ['Youssef Khoury', 'UAE', 'user', 2, 'arabic', '+971 55 555 0236'],
  ['Gareth Jones', 'UK', 'parent', 1, 'british', '+44 7700 900867'],
  ['Fiona MacLeod', 'UK', 'parent', 2, 'british', '+44 7700 900903'],
  ['Layla Nasser', 'UAE', 'self-registered', 1, 'arabic'],
  ['Chloe Evans', 'UK', 'user', 1, 'british', '+44 7700 900938'],
  ['Ravi Gupta', 'UK', 'parent', 2, 'southAsian', '+44 7700 900972'],
  ['Hessa Al Mazrouei', 'UAE', 'parent', 1, 'arabic', '+971 50 555 0257'],
  ['Lucy Harrison', 'UK', 'parent', 2, 'british', '+44 7700 900118'],
  ['Ben Okafor', 'UK', 'self-registered', 2, 'british'],
  ['Priyanka Menon', 'UAE', 'user', 1, 'indian', '+971 52 555 0284'],
  ['Natalie Price', 'UK', 'parent', 1, 'british', '+44 7700 900164'],
  ['خالد المهيري', 'UAE', 'parent', 2, 'arabicScript', '+971 56 555 0315'],
  ['Stuart Campbell', 'UK', 'user', 1, 'british', '+44 7700 900209'],
  ['Joanna Kowalski', 'UK', 'parent', 2, 'british', '+44 7700 900275'],
  ['Omar Farouk', 'UAE', 'self-registered', 1, 'arabic'],
  ['Mark Davies', 'UK', 'parent', 1, 'british', '+44 7700 900326'],
  ['Zoe Richardson', 'UK', 'user', 2, 'british', '+44 7700 900391'],
  ['Sara Mansour', 'UAE', 'parent', 2, 'arabic', '+971 55 555 0342'],
  ['Adeel Hussain', 'UK', 'parent', 1, 'southAsian', '+44 7700 900437'],
  ['Rashid Al Nuaimi', 'UAE', 'parent', 2, 'arabic', '+971 50 555 0368'],
  ['Tom Fletcher', 'UK', 'self-registered', 1, 'british'],
  ['Grace Adeyemi', 'UK', 'parent', 1, 'british', '+44 7700 900493'],
];

/** Mailboxes of the names written in Arabic script (email addresses stay ASCII). */
const mailboxOverrides: Record<string, string> = {
  'فاطمة الزعابي': 'fatima.alzaabi',
  'خالد المهيري': 'khalid.almuhairi',
};

const words = (names: string) => names.split(' ');

const firstNames: Record<NamePool, readonly string[]> = {
  british: words(
    'Oliver Amelia George Isla Harry Ava Noah Mia Leo Freya Arthur Poppy Jack Evie Alfie Theo Sophia Oscar ' +
      'Ivy Charlie Florence Archie Rosie Henry Matilda Freddie Lily Max Ella Finley',
  ),
  southAsian: words('Arjun Aisha Zain Anaya Rohan Ibrahim Maryam Dev Kiran Sana Ayaan Riya Yusuf'),
  arabic: words(
    'Hamdan Mariam Saeed Shamma Zayed Hind Sultan Alia Maitha Yousef Noor Khalifa Fatima Hamad Salama Layan Adam Lina',
  ),
  arabicScript: words('مريم عمر ليلى يوسف نورة حمدان سلامة زايد'),
  indian: words('Aarav Diya Vihaan Ananya Advait Ishaan Meera Kabir'),
};

export interface DemoChild {
  name: string;
  /** Year 3 … Year 11. */
  year: number;
  grade: string;
  /** Catalogue subject names, main subject first. */
  subjects: string[];
}

export interface DemoFamily {
  name: string;
  email: string;
  phone?: string;
  role: 'parent' | 'user';
  /**
   * Registered on the site rather than added by the office. The loader adds
   * these through the staff API too: a registration now signs in only once
   * its emailed link is opened, which a seed script has no mailbox for.
   */
  selfRegistered: boolean;
  timezone: LessonTimezone;
  currency: Currency;
  children: DemoChild[];
}

/** How likely a child of each key stage takes each subject; the first is the main one. */
const subjectChances: Record<string, number> = {
  'KS2 Maths': 0.85,
  'KS2 English': 0.6,
  'KS3 Maths': 0.8,
  'KS3 English': 0.35,
  'KS3 Science': 0.5,
  'GCSE Maths': 0.85,
  'GCSE English Language': 0.4,
  'GCSE Combined Science': 0.45,
};

function subjectsFor(year: number, random: Random): string[] {
  const offered = subjectsOfKeyStage(keyStageOfYear(year));
  const chosen = offered.filter((subject) => random.chance(subjectChances[subject.name] ?? 0.5));
  const names = (chosen.length ? chosen : [offered[0]!]).map((subject) => subject.name);
  return names.slice(0, 3);
}

function mailDomain(region: LessonTimezone): string {
  return region === 'UK' ? 'example.com' : 'example.net';
}

/** The first `count` families (40 in the full demo), with their children's names, years and subjects. */
export function planFamilies(count: number, random: Random): DemoFamily[] {
  if (count > familySeeds.length) throw new Error(`The demo has at most ${familySeeds.length} families`);
  return familySeeds.slice(0, count).map(([parent, region, role, childCount, pool, phone]) => {
    const [parentFirstName = '', ...surnameWords] = words(parent);
    const surname = surnameWords.join(' ');
    const mailbox =
      mailboxOverrides[parent] ??
      `${parentFirstName}.${surnameWords.join('')}`.toLowerCase().replace(/[^a-z.]/g, '');
    const familyRandom = random.fork(mailbox);
    const names = familyRandom.shuffle(firstNames[pool].filter((name) => name !== parentFirstName));
    const years = familyRandom.shuffle([3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const children = Array.from({ length: childCount }, (_, index): DemoChild => {
      const year = years[index]!;
      return {
        name: `${names[index]} ${surname}`,
        year,
        grade: `Year ${year}`,
        subjects: subjectsFor(year, familyRandom),
      };
    }).sort((a, b) => b.year - a.year);
    return {
      name: parent,
      email: `${mailbox}@${mailDomain(region)}`,
      ...(phone ? { phone } : {}),
      role: role === 'parent' ? 'parent' : 'user',
      selfRegistered: role === 'self-registered',
      timezone: region,
      currency: region === 'UK' ? 'GBP' : 'AED',
      children,
    };
  });
}

/** Every catalogue subject at least one child of these families takes. */
export function subjectsInUse(families: readonly DemoFamily[]): string[] {
  const used = new Set(families.flatMap((family) => family.children.flatMap((child) => child.subjects)));
  return catalogue.filter((subject) => used.has(subject.name)).map((subject) => subject.name);
}

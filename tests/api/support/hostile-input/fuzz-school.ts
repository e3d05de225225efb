import fc from 'fast-check';
import { SignJWT, base64url } from 'jose';
import { signAccessToken } from '../../../../functions/platform/access-tokens';
import { signingSecret } from '../../../../functions/platform/signing-secret';
import { newId } from '../../../../shared/ids';
import { roles, type Role } from '../../../../shared/roles';
import type { RouteDefinition } from '../../../../shared/routes/route-definition';
import { signIn } from '../accounts';
import { createSubject, createTopic, createUnit, setStatus } from '../curriculum-fixtures';
import { refreshCookieFrom, request, type ApiAnswer } from '../http';
import { bookAt, generateInvoice, setStatus as setInvoiceStatus } from '../invoice-fixtures';
import { bookSeries } from '../lesson-fixtures';
import {
  assignStudents,
  createPerson,
  createSchoolWithPeople,
  createStudent,
  type Person,
} from '../people-fixtures';
import type { FieldHints } from './arbitraries-from-zod';
import { idPool, plausibleHints, quarterHourWallTime } from './field-hints';
import { forgedTokens, type CaseEnvironment, type ForgedToken, type PrincipalName } from './fuzz-requests';

/**
 * The school the fuzz runs against: one signed-in account per role, spare
 * accounts the fuzz may change or delete, curriculum with units and topics,
 * progress, single and recurring lessons, a draft and a sent invoice, a
 * calendar feed, tokens of accounts that no longer exist, forged tokens and
 * forged list cursors. Its ids become field hints, so schema-valid requests
 * name real things and reach deep into the handlers.
 *
 * Hostile requests that turn out valid change the school too (a delete with
 * a junk query parameter still deletes), so `replenish` gives the valid phase
 * new spare accounts and a new set of students, lessons and invoices. The
 * principals' own ids are kept out of every id pool a request could delete
 * or re-role them through.
 */

/** A session of its own for a token signed here: never ended, of a fresh account's version (0). */
const signedSession = () => ({ sessionId: newId(), sessionVersion: 0 });

export interface FuzzSchool {
  superAdminToken: string;
  /**
   * The Authorization header of a case. Logout ends the session of the token it
   * is sent with, and "Sign out everywhere" every session of its account, so
   * those routes get a session (or an account) of the principal's role of their own.
   */
  authorization(principal: PrincipalName, routeId: string): Promise<string | undefined>;
  environmentFor(route: RouteDefinition): CaseEnvironment;
  /** New spare accounts, students, curriculum, lessons and invoices, in place of ones the fuzz may have deleted. */
  replenish(): Promise<void>;
  /** A refresh cookie of the refresh account: a live one, or one already rotated (so its reuse is seen). */
  refreshCookie(kind: 'fresh' | 'used'): Promise<string>;
  /** Keeps track of the refresh cookies after an answer: rotated, revoked, or still live. */
  noteCookieAnswer(routeId: string, sent: 'fresh' | 'used', cookie: string, answer: ApiAnswer): void;
}

const issuer = 'school-progress-api';
const audience = 'school-progress-web';

async function forgedAuthorizations(
  superAdminId: string,
  validToken: string,
): Promise<Record<ForgedToken, string>> {
  const secret = await signingSecret();
  const now = Math.floor(Date.now() / 1000);
  const claims = { role: 'super_admin', name: 'Mallory' };
  const signed = (
    payload: Record<string, unknown>,
    key: Uint8Array,
    aud = audience,
    iat = now,
    exp = now + 900,
  ) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(superAdminId)
      .setIssuer(issuer)
      .setAudience(aud)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(key);
  const unsigned = [
    base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' })),
    base64url.encode(
      JSON.stringify({ ...claims, sub: superAdminId, iss: issuer, aud: audience, iat: now, exp: now + 900 }),
    ),
    '',
  ].join('.');
  return {
    garbage: 'Bearer not.a.token',
    'alg-none': `Bearer ${unsigned}`,
    'wrong-secret': `Bearer ${await signed(claims, new TextEncoder().encode('not-the-signing-secret'))}`,
    expired: `Bearer ${await signed(claims, secret, audience, now - 7200, now - 3600)}`,
    'wrong-audience': `Bearer ${await signed(claims, secret, 'someone-else')}`,
    'unknown-role': `Bearer ${await signed({ role: 'root', name: 'Mallory' }, secret)}`,
    'basic-auth': 'Basic YWRtaW46YWRtaW4=',
    'empty-bearer': 'Bearer ',
    'two-tokens': `Bearer ${validToken} ${validToken}`,
    oversized: `Bearer ${'a'.repeat(8000)}`,
  };
}

/** The accounts requests are sent as (with super_admin), and one spare of each kind to change or delete. */
interface Cast {
  admin: Person;
  teacherA: Person;
  teacherB: Person;
  familyA: Person;
  familyB: Person;
  spareTeacher: Person;
  spareFamily: Person;
  tokens: Record<Role, string>;
}

/** The things the school's requests can name, by kind; hints draw from them. */
interface SchoolIds {
  users: string[];
  students: string[];
  teachers: string[];
  families: string[];
  subjects: string[];
  units: string[];
  topics: string[];
  lessons: string[];
  seriesLessons: string[];
  availableLessons: string[];
  series: string[];
  invoices: string[];
  items: string[];
}

const pad2 = (value: number) => String(value).padStart(2, '0');
const cursorText = (key: Record<string, string>) => base64url.encode(JSON.stringify(key));

/** Spare accounts the fuzz may edit or delete (the principals' own ids are in no pool that could). */
async function newSpares(api: string, superAdminToken: string, label: string) {
  const make = (name: string, role: Role) =>
    createPerson(api, superAdminToken, {
      name: `${name} ${label}`,
      email: `${name}.${label}@fuzz.example`.toLowerCase().replace(/\s+/g, '.'),
      password: `${role}-spare-1`,
      role,
    });
  return {
    spareTeacher: await make('Spare Teacher', 'teacher'),
    spareFamily: await make('Spare Family', 'parent'),
  };
}

/**
 * Students of both families with their teachers, two subjects (one with a
 * unit, topics and progress), lessons of one month (two single ones, a
 * weekly series, one booked after invoicing so it can be added), a sent and
 * a draft invoice.
 */
async function buildEntities(
  api: string,
  token: string,
  cast: Cast,
  label: string,
  month: number,
): Promise<Omit<SchoolIds, 'users' | 'teachers' | 'families'>> {
  const subject = await createSubject(api, token, `Fuzz ${label}`);
  const unit = await createUnit(api, token, subject, `Fuzz Unit ${label}`);
  const topics = [
    await createTopic(api, token, subject, unit, `Fuzz Topic ${label}.1`),
    await createTopic(api, token, subject, unit, `Fuzz Topic ${label}.2`),
  ];
  const subjects = [subject, await createSubject(api, token, `Fuzz Other ${label}`)];
  const child = (name: string, parent: Person) =>
    createStudent(api, token, { name, parentId: parent.id, subjects });
  const childA = await child(`Ann ${label}`, cast.familyA);
  // Text that trips up renderers (right-to-left script, emoji, a lone surrogate) reaches the PDF and the calendar
  // feed. Direction overrides and zero-width joiners are refused in names (issue 14), so the name has none.
  const childB = await child(`Bob ﻻ👩 \uD800 ${label}`, cast.familyB);
  const spareChild = await child(`Sam ${label}`, cast.spareFamily);
  await assignStudents(api, token, cast.teacherA.id, [childA._id]);
  await assignStudents(api, token, cast.teacherB.id, [childB._id]);
  await setStatus(api, token, childA._id, topics[0]!, 'ok', 'fine');
  await setStatus(api, token, childB._id, topics[1]!, 'difficult');

  const day = (date: number) => `2027-${pad2(month)}-${pad2(date)}`;
  const lessonA = await bookAt(api, token, { student: childA._id, teacher: cast.teacherA.id, date: day(2) });
  const lessonB = await bookAt(api, token, { student: childB._id, teacher: cast.teacherB.id, date: day(3) });
  const series = await bookSeries(api, token, {
    student: childA._id,
    teacher: cast.teacherA.id,
    startDate: day(8),
    endDate: day(28),
    startTime: '16:00',
    timezone: 'UK',
    recurrencePattern: 'weekly',
    daysOfWeek: [1, 3],
  });
  const sent = await generateInvoice(api, token, {
    studentId: childA._id,
    month,
    year: 2027,
    currency: 'GBP',
  });
  await setInvoiceStatus(api, token, sent._id, 'sent');
  const draft = await generateInvoice(api, token, {
    studentId: childB._id,
    month,
    year: 2027,
    currency: 'AED',
  });
  const available = await bookAt(api, token, {
    student: childB._id,
    teacher: cast.teacherB.id,
    date: day(10),
  });
  const seriesLessons = series.lessons.map((lesson) => lesson._id);
  return {
    students: [childA._id, childB._id, spareChild._id],
    subjects: [subject, ...subjects],
    units: [unit],
    topics,
    lessons: [lessonA._id, lessonB._id, available._id, ...seriesLessons],
    seriesLessons,
    availableLessons: [available._id],
    series: [series.recurringLessonId],
    invoices: [draft._id, sent._id],
    items: [...draft.items, ...sent.items].map((item) => item._id),
  };
}

/**
 * List cursors a client could forge, by route: the right key attributes and
 * partition (which the API checks), with empty key values or a sort key
 * outside the query's range. Each is meant for the route's default listing
 * (no other parameter): the student listing, the user listing, and the
 * lesson months of the default window (a week ago to two months on).
 */
function forgedCursorsFor(): Record<string, string[]> {
  const now = Date.now();
  const month = (days: number) => new Date(now + days * 86_400_000).toISOString().slice(0, 7);
  const windowMonths = [...new Set([month(-7), month(0), month(30), month(56)])];
  const empty = { PK: '', SK: '' };
  return {
    'students.list': [
      cursorText({ ...empty, GSI1PK: 'STUDENTS', GSI1SK: '' }),
      cursorText({ PK: 'STUDENT#x', SK: '', GSI1PK: 'STUDENTS', GSI1SK: 'amy' }),
    ],
    'users.list': [
      `0.${cursorText({ ...empty, GSI2PK: 'USERS', GSI2SK: '' })}`,
      `0.${cursorText({ PK: 'USER#x', SK: 'USER', GSI2PK: 'USERS', GSI2SK: '' })}`,
    ],
    'lessons.list': windowMonths.flatMap((lessonMonth, index) => [
      `${index}.${cursorText({ ...empty, GSI1PK: `LESSONS_BY_MONTH#${lessonMonth}`, GSI1SK: '' })}`,
      `${index}.${cursorText({ PK: 'LESSON#x', SK: 'LESSON', GSI1PK: `LESSONS_BY_MONTH#${lessonMonth}`, GSI1SK: '0000' })}`,
      `${index}.${cursorText({ PK: 'LESSON#x', SK: 'LESSON', GSI1PK: `LESSONS_BY_MONTH#${lessonMonth}`, GSI1SK: '~' })}`,
    ]),
  };
}

/** The first path segment names the entity of a route's `{id}`. */
const entityOfPath = (route: RouteDefinition) => route.path.split('/')[1] ?? '';

export async function createFuzzSchool(api: string): Promise<FuzzSchool> {
  const people = await createSchoolWithPeople(api);
  const superAdminToken = people.superAdmin.token;
  const superAdmin = people.superAdmin;

  // The account refresh cookies come from: in no id pool, so no fuzzed request changes its email or password.
  const refreshAccount = await createPerson(api, superAdminToken, {
    name: 'Rita Refresh',
    email: 'rita.refresh@fuzz.example',
    password: 'refresh-secret-1',
    role: 'user',
  });
  // Tokens of accounts that no longer exist, signed as the API signed them before the account was deleted.
  const deletedTeacherToken = await signAccessToken({
    userId: newId(),
    role: 'teacher',
    name: 'Gone Teacher',
    ...signedSession(),
  });
  const deletedFamilyToken = await signAccessToken({
    userId: newId(),
    role: 'user',
    name: 'Gone Family',
    ...signedSession(),
  });
  const forged = await forgedAuthorizations(superAdmin.id, people.admin.token);
  // One account per role that only "Sign out everywhere" is sent as; no id pool holds them.
  const signOutAccounts = Object.fromEntries(
    await Promise.all(
      roles.map(async (role) => [
        role,
        await createPerson(api, superAdminToken, {
          name: `Everywhere ${role}`,
          email: `everywhere.${role}@fuzz.example`,
          password: 'everywhere-secret-1',
          role,
        }),
      ]),
    ),
  ) as Record<Role, { email: string; password: string }>;

  let cast: Cast;
  let ids: SchoolIds;
  let feedToken: string;

  /** A cast, its students, curriculum, lessons and invoices, and a calendar feed of its second teacher. */
  async function stage(label: string, month: number, fromCast: Cast): Promise<void> {
    cast = fromCast;
    const built = await buildEntities(api, superAdminToken, cast, label, month);
    ids = {
      ...built,
      users: [cast.spareTeacher.id, cast.spareFamily.id],
      teachers: [cast.teacherA.id, cast.teacherB.id, cast.spareTeacher.id],
      families: [cast.familyA.id, cast.familyB.id, cast.spareFamily.id],
    };
    // The feed of an account the fuzz never sends requests as, so no fuzzed request replaces it.
    const teacherBToken = await signAccessToken({
      userId: cast.teacherB.id,
      role: 'teacher',
      name: 'Theo',
      ...signedSession(),
    });
    const feed = await request(api, 'POST', '/calendar-feed', { token: teacherBToken });
    if (feed.status !== 201) throw new Error(`calendar feed: ${feed.status} ${feed.text}`);
    feedToken = (feed.body.data.path as string).split('/').pop()!;
  }

  const firstCast: Cast = {
    admin: people.admin,
    teacherA: people.teacherA,
    teacherB: people.teacherB,
    familyA: people.familyA,
    familyB: people.familyB,
    ...(await newSpares(api, superAdminToken, 'March')),
    tokens: {
      super_admin: superAdminToken,
      admin: people.admin.token,
      teacher: people.teacherA.token,
      user: people.familyA.token,
      parent: people.familyB.token,
    },
  };
  await stage('March', 3, firstCast);

  /** Field hints from the school as it is now. */
  function hints() {
    const principals = [superAdmin, cast.admin, cast.teacherA, cast.teacherB, cast.familyA, cast.familyB];
    // Ids of every kind for "an id of the wrong entity", but not the principals': a request that deletes
    // one, or changes its role, would make every later request as that principal answer differently.
    const principalIds = new Set(principals.map((person) => person.id));
    const everyId = [...new Set(Object.values(ids).flat())].filter((id) => !principalIds.has(id));
    const pool = (right: readonly string[]) => idPool(right, everyId);
    const shared: FieldHints = {
      ...plausibleHints,
      studentId: pool(ids.students),
      student: pool(ids.students),
      'studentIds[]': pool(ids.students),
      teacher: pool(ids.teachers),
      teacherId: pool(ids.teachers),
      parentId: pool(ids.families),
      // A student's subjects are ids; the invoice settings' `rates.subjects` are rate objects: the school's ids
      // mostly, and the schema's own values too, so both lists get values they accept.
      'subjects[]': (generic) =>
        fc.oneof({ weight: 3, arbitrary: pool(ids.subjects) }, { weight: 1, arbitrary: generic }),
      subjectId: pool(ids.subjects),
      unitId: pool(ids.units),
      topicId: pool(ids.topics),
      lessonId: pool([...ids.availableLessons, ...ids.lessons]),
      fromLessonId: pool(ids.seriesLessons),
      recurringLessonId: pool(ids.series),
      itemId: pool(ids.items),
      _id: pool(ids.items),
      token: fc.oneof(fc.constant(feedToken), fc.stringMatching(/^[\w-]{43}$/)),
      email: (generic) => fc.oneof(fc.constantFrom(...principals.map((person) => person.email)), generic),
      password: (generic) =>
        fc.oneof(fc.constantFrom(...principals.map((person) => person.password)), generic),
      // A cursor the API did not hand out is refused; mostly leave it out so lists are read.
      cursor: (generic) =>
        fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: generic }),
    };
    const idOfPath: Record<string, string[]> = {
      users: ids.users,
      students: ids.students,
      lessons: ids.lessons,
      invoices: ids.invoices,
    };
    return { shared, pool, everyId, idOfPath };
  }

  const isRole = (principal: PrincipalName): principal is Role =>
    (roles as readonly string[]).includes(principal);
  /** The account whose token `cast.tokens` holds for a role. */
  const personOf = (role: Role) =>
    ({
      super_admin: superAdmin,
      admin: cast.admin,
      teacher: cast.teacherA,
      user: cast.familyA,
      parent: cast.familyB,
    })[role];

  const forgedCursors = forgedCursorsFor();
  const allPrincipals: PrincipalName[] = [
    'signed-out',
    ...roles,
    'deleted-teacher',
    'deleted-family',
    ...forgedTokens.map((name) => `forged:${name}` as const),
  ];

  // Refresh cookies of the refresh account: `live` is unused, `spent` was rotated (its successor is live).
  let live: string | undefined;
  let spent: string | undefined;
  let sessions = 0;
  const signInCookie = async () => {
    sessions += 1;
    return (await signIn(api, refreshAccount.email, refreshAccount.password, sessions % 2 === 0)).cookie;
  };
  const rotate = async (cookie: string) =>
    refreshCookieFrom(await request(api, 'POST', '/auth/refresh-token', { cookie }));

  return {
    superAdminToken,
    async authorization(principal, routeId) {
      if (principal === 'signed-out') return undefined;
      if ((routeId === 'auth.logout' || routeId === 'auth.logoutEverywhere') && isRole(principal)) {
        const person = routeId === 'auth.logout' ? personOf(principal) : signOutAccounts[principal];
        return `Bearer ${(await signIn(api, person.email, person.password)).token}`;
      }
      if (principal === 'deleted-teacher') return `Bearer ${deletedTeacherToken}`;
      if (principal === 'deleted-family') return `Bearer ${deletedFamilyToken}`;
      if (principal.startsWith('forged:')) return forged[principal.slice('forged:'.length) as ForgedToken];
      return `Bearer ${cast.tokens[principal as Role]}`;
    },
    environmentFor(route) {
      const { shared, pool, everyId, idOfPath } = hints();
      const allowed: PrincipalName[] =
        route.access === 'public' ? ['signed-out', ...roles] : [...route.access];
      // Mostly the allowed roles; now and then an allowed role's token whose account no longer exists.
      const deletedOnes: PrincipalName[] = [];
      if (allowed.includes('teacher')) deletedOnes.push('deleted-teacher');
      if (allowed.includes('user')) deletedOnes.push('deleted-family');
      const validPrincipals: PrincipalName[] =
        route.access === 'public' ? allowed : [...allowed, ...allowed, ...allowed, ...deletedOnes];
      const otherPrincipals = allPrincipals.filter((principal) => !allowed.includes(principal));
      const routeHints: FieldHints =
        route.id === 'lessons.createRecurring' ? { startTime: quarterHourWallTime } : {};
      return {
        validPrincipals,
        otherPrincipals: otherPrincipals.length ? otherPrincipals : allPrincipals,
        forgedCursors: forgedCursors[route.id] ?? [],
        hints: {
          params: { ...shared, id: pool(idOfPath[entityOfPath(route)] ?? everyId) },
          query: shared,
          body: { ...shared, ...routeHints },
        },
      };
    },
    async replenish() {
      await stage('April', 4, { ...cast, ...(await newSpares(api, superAdminToken, 'April')) });
    },
    async refreshCookie(kind) {
      if (kind === 'fresh') {
        live ??= await signInCookie();
        return live;
      }
      if (!spent) {
        spent = await signInCookie();
        live = await rotate(spent);
      }
      return spent;
    },
    noteCookieAnswer(routeId, sent, cookie, answer) {
      const successor = answer.setCookies.find((value) => /^refresh_token=[^;]/.test(value))?.split(';')[0];
      if (routeId === 'auth.refreshToken' && answer.status === 200 && successor) {
        spent = cookie;
        live = successor;
      } else if (sent === 'used' || routeId === 'auth.logout') {
        // Reuse revokes the family; logout revokes it too: its cookies stay spent, none is live.
        live = undefined;
        if (sent === 'fresh') spent = cookie;
      }
    },
  };
}

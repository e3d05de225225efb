import type { CatalogueSubject } from './catalogue';

/**
 * The demo school's staff and the one password every demo account shares.
 * It is a demo password for a local trial only: anyone reading the README
 * knows it, so it must never guard a real school's data.
 */
export const demoPassword = 'riverside-demo';

export const demoSchoolName = 'Riverside Tutoring Academy';

export interface DemoAccount {
  name: string;
  email: string;
  phone?: string;
}

export const demoSuperAdmin: DemoAccount = {
  name: 'Helen Carter',
  email: 'head@riverside-tutoring.example',
  phone: '+44 20 7946 0321',
};

/**
 * The school office. Created last of all: its account is how a later run
 * knows the whole demo was loaded (see demo-state.ts).
 */
export const demoAdmin: DemoAccount = {
  name: 'Omar Siddiqui',
  email: 'office@riverside-tutoring.example',
  phone: '+971 4 555 0142',
};

export interface DemoTeacher extends DemoAccount {
  /** The subject areas this teacher takes; a school with fewer teachers asks them to cover the rest. */
  areas: readonly CatalogueSubject['area'][];
  /** Online lessons happen on this teacher's meeting room. */
  meetingRoom: string;
}

export const demoTeachers: readonly DemoTeacher[] = [
  {
    name: 'David Ellis',
    email: 'david.ellis@riverside-tutoring.example',
    phone: '+44 7700 900417',
    areas: ['maths'],
    meetingRoom: 'https://meet.example.com/riverside-ellis',
  },
  {
    name: 'Charlotte Green',
    email: 'charlotte.green@riverside-tutoring.example',
    phone: '+44 7700 900582',
    areas: ['english'],
    meetingRoom: 'https://meet.example.com/riverside-green',
  },
  {
    name: 'Samuel Osei',
    email: 'samuel.osei@riverside-tutoring.example',
    phone: '+44 7700 900736',
    areas: ['science', 'maths'],
    meetingRoom: 'https://meet.example.com/riverside-osei',
  },
  {
    name: 'Aisha Rahman',
    email: 'aisha.rahman@riverside-tutoring.example',
    phone: '+971 50 555 0187',
    areas: ['maths', 'science'],
    meetingRoom: 'https://meet.example.com/riverside-rahman',
  },
  {
    name: 'Nadia Haddad',
    email: 'nadia.haddad@riverside-tutoring.example',
    phone: '+971 55 555 0263',
    areas: ['english', 'maths'],
    meetingRoom: 'https://meet.example.com/riverside-haddad',
  },
];

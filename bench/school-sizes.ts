/**
 * The two schools the benchmark compares (issue 8, Scale): a large one and a
 * ten-times-smaller one with the same shape per student (subjects of 20
 * topics, 50 lessons and 10 invoices a student, two teachers each), so what
 * differs between them is only how much of everything the school holds.
 */
export interface SchoolSize {
  name: string;
  students: number;
  teachers: number;
  subjects: number;
  /** Topics in all, spread evenly over the subjects (units of five). */
  topics: number;
  /** TopicProgress records asked for; a student cannot have more than its allocated topics. */
  progressRecords: number;
  lessons: number;
  invoices: number;
}

export const schoolSizes: Record<'small' | 'large', SchoolSize> = {
  large: {
    name: 'large',
    students: 2000,
    teachers: 60,
    subjects: 30,
    topics: 600,
    progressRecords: 150_000,
    lessons: 100_000,
    invoices: 20_000,
  },
  small: {
    name: 'small',
    students: 200,
    teachers: 6,
    subjects: 3,
    topics: 60,
    progressRecords: 15_000,
    lessons: 10_000,
    invoices: 2_000,
  },
};

export function schoolSizeNamed(name: string): SchoolSize {
  const size = schoolSizes[name as keyof typeof schoolSizes];
  if (!size) throw new Error(`Unknown school size "${name}": small or large`);
  return size;
}

/** Everyone signs in with this password; the bench and the printed sign-ins use it. */
export const generatedPassword = 'bench-password-1';

/** Staff accounts the bench signs in with (families and teachers are numbered, see generate-school.ts). */
export const generatedEmails = {
  superAdmin: 'super.admin@scale-school.test',
  admin: 'admin.1@scale-school.test',
  teacher: (index: number) => `teacher.${String(index + 1).padStart(3, '0')}@scale-school.test`,
  family: (index: number) => `family.${String(index + 1).padStart(5, '0')}@scale-school.test`,
};

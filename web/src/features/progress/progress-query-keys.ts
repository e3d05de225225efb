/**
 * The progress page's react-query keys. Its own namespace, so another
 * screen's list of students (paged or shaped differently) never shares a
 * cache entry with this one.
 */
export const progressKeys = {
  all: ['progress'] as const,
  students: ['progress', 'students'] as const,
  parentOptions: ['progress', 'parent-options'] as const,
  studentAccess: (studentId: string) => ['progress', 'student-access', studentId] as const,
  sheet: (studentId: string, subjectId: string) => ['progress', 'sheet', studentId, subjectId] as const,
  notes: (studentId: string, subjectId: string) => ['progress', 'notes', studentId, subjectId] as const,
  history: (studentId: string, topicId: string) => ['progress', 'history', studentId, topicId] as const,
};

/** Subjects, units and topics: read by the progress page and the subject screen alike. */
export const curriculumKeys = {
  all: ['curriculum'] as const,
  subjects: ['curriculum', 'subjects'] as const,
  subject: (subjectId: string) => ['curriculum', 'subject', subjectId] as const,
};

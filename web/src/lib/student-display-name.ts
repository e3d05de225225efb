/** 'Unnamed Student' when a student has no name. */
export const studentDisplayName = (student: { name: string }) => student.name.trim() || 'Unnamed Student';

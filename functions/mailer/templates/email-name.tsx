/**
 * A person's or the school's name inside an email's English: isolated in a
 * `<bdi>`, so a name in a right-to-left script ("Invoice for محمد العلي (2
 * lessons)") keeps its own direction without reordering the words and
 * punctuation around it (functions/README.md#email-the-outbox).
 */
export function Name({ children }: { children: string }) {
  return <bdi>{children}</bdi>;
}

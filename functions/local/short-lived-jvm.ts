/**
 * DynamoDB Local's JVM options for a test run, where it lives for minutes:
 * the quick compiler only and the serial collector. The optimising compiler
 * (C2) was half its CPU over a test run: on five API test files, 62 s of
 * Java CPU with the JVM's defaults, 33 s with these (a 2-core machine has
 * no use for G1's concurrent threads either).
 *
 * Not for `npm start`: a runtime that serves a school for hours wants C2's
 * code. The large school's year exports on a quiet machine took 19.5 s
 * (lessons), 7.9 s (invoices) and 16 s (Teacher Hours) with these options,
 * 9–11 s, 3–5 s and 7 s with the defaults (bench/report.md).
 */
export const shortLivedJvmOptions = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';

/**
 * Test configurations call this before anything starts DynamoDB Local: the
 * `java` launcher reads JDK_JAVA_OPTIONS, and every runtime and worker the
 * run starts inherits it. A value already set wins.
 */
export function preferShortLivedJvm(): void {
  process.env.JDK_JAVA_OPTIONS ??= shortLivedJvmOptions;
}

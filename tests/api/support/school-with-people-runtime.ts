import { beforeAll } from 'vitest';
import { createSchoolWithPeople, type SchoolWithPeople } from './people-fixtures';
import { useTestRuntime, type TestRuntime } from './test-runtime';

/**
 * The start of most API test files: a runtime of its own and, before the
 * file's other hooks run, the school of createSchoolWithPeople in it.
 * `school` is filled in place by that hook, so the file can hold on to it
 * from the start and read its accounts inside its own hooks and tests.
 */
export function useSchoolWithPeople(options: Parameters<typeof useTestRuntime>[0] = {}): {
  runtime: TestRuntime;
  school: SchoolWithPeople;
} {
  const runtime = useTestRuntime(options);
  const school = {} as SchoolWithPeople;
  // Five accounts made and four signed in: slow on a busy machine.
  beforeAll(async () => {
    Object.assign(school, await createSchoolWithPeople(runtime.api));
  }, 120_000);
  return { runtime, school };
}

import { describe, expect, it } from 'vitest';
import { request } from './support/http';
import { expectRefusedAndUnchanged, uniqueEmail } from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

const { runtime, school } = useSchoolWithPeople();

/*
 * An account nobody has signed in to yet moves its address at once, in the
 * edit's own transaction, and nothing reads the new address first: only the
 * condition of the uniqueness item taken in that transaction refuses an
 * address in use, and the edit must answer it as such, not as a server error.
 */
describe('moving an invited account to an address in use', () => {
  it('is refused as in use (409) and changes nothing', async () => {
    const invited = await request(runtime.api, 'POST', '/users', {
      token: school.superAdmin.token,
      body: { name: 'Ivy Invited', email: uniqueEmail('ivy'), password: '', role: 'teacher' },
    });
    expect(invited.status, invited.text).toBe(201);
    expect(invited.body.data.status).toBe('invited');
    await expectRefusedAndUnchanged(
      runtime.api,
      school.superAdmin.token,
      () =>
        request(runtime.api, 'PUT', `/users/${invited.body.data._id}`, {
          token: school.superAdmin.token,
          body: { name: 'Ivy Invited', email: school.teacherA.email, role: 'teacher' },
        }),
      { status: 409, message: 'Email already in use' },
    );
  });
});

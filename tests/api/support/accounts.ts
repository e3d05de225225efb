import { request, refreshCookieFrom } from './http';

export const superAdmin = {
  name: 'Ada Lovelace',
  email: 'head@school.example',
  password: 'correct horse',
  schoolName: 'Tutoring School',
};

export interface SignedIn {
  token: string;
  cookie: string;
  userId: string;
}

export async function setUpSchool(api: string): Promise<SignedIn> {
  const answer = await request(api, 'POST', '/auth/setup', { body: superAdmin });
  if (answer.status !== 201) throw new Error(`setup failed: ${answer.status} ${answer.text}`);
  return {
    token: answer.body.data.token,
    cookie: refreshCookieFrom(answer),
    userId: answer.body.data.user._id,
  };
}

export async function signIn(
  api: string,
  email: string,
  password: string,
  rememberMe = false,
): Promise<SignedIn> {
  const answer = await request(api, 'POST', '/auth/login', { body: { email, password, rememberMe } });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${answer.text}`);
  return {
    token: answer.body.data.token,
    cookie: refreshCookieFrom(answer),
    userId: answer.body.data.user._id,
  };
}

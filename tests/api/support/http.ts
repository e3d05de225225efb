export interface ApiAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
  setCookies: string[];
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is, for malformed bodies. */
  rawBody?: string;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

/** Every answer the API tests receive, so leak checks can look at all of them. */
export const receivedAnswers: ApiAnswer[] = [];

export async function request(
  base: string,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const answer = {
    status: response.status,
    body,
    text,
    setCookies: response.headers.getSetCookie(),
    headers: response.headers,
  };
  receivedAnswers.push(answer);
  return answer;
}

/** `refresh_token=value` from a Set-Cookie list, ready to send back as a Cookie header. */
export function refreshCookieFrom(answer: ApiAnswer): string {
  const cookie = answer.setCookies.find((value) => value.startsWith('refresh_token='));
  if (!cookie) throw new Error(`No refresh cookie in answer ${answer.status}: ${answer.text}`);
  return cookie.split(';')[0]!;
}

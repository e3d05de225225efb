export interface BenchAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  /** The body as the app reads it (decoded). */
  bytes: number;
  /** The body as it crossed the network: brotli-compressed when the API compressed it. */
  wireBytes: number;
  ms: number;
}

/** One request to the local API, timed; JSON answers parsed, others only measured. */
export async function callApi(
  api: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<BenchAnswer> {
  const started = performance.now();
  const response = await fetch(`${api}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      // As a browser asks: the API compresses its answers for clients that accept it.
      'accept-encoding': 'br, gzip',
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const buffer = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    body: json ? JSON.parse(buffer.toString('utf8')) : undefined,
    bytes: buffer.length,
    wireBytes: Number(response.headers.get('content-length') ?? buffer.length),
    ms,
  };
}

export async function signIn(api: string, email: string, password: string): Promise<string> {
  const answer = await callApi(api, 'POST', '/auth/login', { body: { email, password } });
  if (answer.status !== 200) throw new Error(`Sign-in of ${email} failed: ${answer.status}`);
  return answer.body.data.token as string;
}

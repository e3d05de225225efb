import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchAllPages } from './fetch-all-pages';
import { clearSession } from './session-store';

const student = (n: number) => ({ _id: n.toString(16).padStart(24, '0'), name: `Student ${n}` });

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fake GET /api/students that hands out `total` students `pageSize` at a time, cursor = next index. */
function serveStudents(total: number, { stuckCursor = false } = {}) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    const query = new URL(url, 'http://school.test').searchParams;
    const start = Number(query.get('cursor') ?? 0);
    const limit = Number(query.get('limit'));
    const end = Math.min(total, start + limit);
    const data = Array.from({ length: end - start }, (_, index) => student(start + index));
    const nextCursor = end < total ? String(stuckCursor ? 1 : end) : undefined;
    return answer({ success: true, data, ...(nextCursor ? { nextCursor } : {}) });
  });
  return urls;
}

beforeEach(() => clearSession('logout'));
afterEach(() => vi.unstubAllGlobals());

describe('fetchAllPages', () => {
  it('follows nextCursor with pages of 500 and returns the whole list', async () => {
    const urls = serveStudents(1234);
    const students = await fetchAllPages('students.list');
    expect(students).toHaveLength(1234);
    expect(students.at(-1)?.name).toBe('Student 1233');
    expect(urls).toEqual([
      '/api/students?limit=500',
      '/api/students?limit=500&cursor=500',
      '/api/students?limit=500&cursor=1000',
    ]);
  });

  it('keeps the caller’s query and makes one request for a short list', async () => {
    const urls = serveStudents(3);
    await fetchAllPages('users.list', { query: { role: 'user,parent' } });
    expect(urls).toEqual(['/api/users?role=user%2Cparent&limit=500']);
  });

  it('stops when the server repeats a cursor instead of looping', async () => {
    const urls = serveStudents(5000, { stuckCursor: true });
    await fetchAllPages('students.list');
    expect(urls).toHaveLength(2);
  });

  it('throws the API error of a failed page', async () => {
    vi.stubGlobal('fetch', async () => answer({ success: false, message: 'Forbidden' }, 403));
    await expect(fetchAllPages('students.list')).rejects.toMatchObject({ status: 403, message: 'Forbidden' });
  });
});

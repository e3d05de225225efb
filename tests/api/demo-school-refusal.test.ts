import { describe, expect, it } from 'vitest';
import type { DemoApi } from '../../scripts/demo/api-client';
import { loadDemoSchool } from '../../scripts/demo/demo-loader';
import { DemoRefusal, demoStateOf, refusalFor } from '../../scripts/demo/demo-state';
import { setUpSchool } from './support/accounts';
import { request } from './support/http';
import { useTestRuntime } from './support/test-runtime';

/** `npm run demo` never writes into a school that is not the demo, nor on top of a half-loaded one. */
const runtime = useTestRuntime();

describe('the demo loader', () => {
  it('refuses a data folder that holds another school, and changes nothing', async () => {
    const { token } = await setUpSchool(runtime.api);
    const counters = async () =>
      (await request(runtime.api, 'GET', '/dashboard/counters', { token })).body.data;
    const before = await counters();
    const attempt = loadDemoSchool(runtime.api, {
      size: { families: 1, teachers: 1 },
      markOverdue: () => Promise.reject(new Error('must not run')),
    });
    await expect(attempt).rejects.toBeInstanceOf(DemoRefusal);
    await expect(attempt).rejects.toThrow(/not the demo[\s\S]*DATA_DIR=\.data-demo npm run demo/);
    expect(await counters()).toEqual(before);
  });

  it('refuses a demo that an earlier run left half-loaded', async () => {
    // The demo's Super Admin signs in, but the office account (created last) is missing.
    const halfLoaded: DemoApi = {
      base: 'http://demo.invalid/api',
      call: (async (id: string) => {
        if (id === 'auth.setupStatus') return { setupRequired: false };
        if (id === 'auth.login') return { token: 'token' };
        if (id === 'users.list') return [];
        throw new Error(`unexpected ${id}`);
      }) as DemoApi['call'],
      page: () => Promise.reject(new Error('unexpected page')),
    };
    const state = await demoStateOf(halfLoaded);
    expect(state).toEqual({ kind: 'partial' });
    expect(refusalFor(state, '.data')?.message).toMatch(/stopped before the end[\s\S]*rm -rf \.data/);
  });
});

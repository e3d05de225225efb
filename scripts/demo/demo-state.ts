import { ApiError, type DemoApi } from './api-client';
import { demoAdmin, demoPassword, demoSuperAdmin } from './staff';

/**
 * What the data folder holds, asked through the API:
 * - `empty`: no school yet, so the demo can be loaded;
 * - `loaded`: the demo, complete (its office account, created last, exists);
 * - `partial`: the demo's Super Admin exists but a run stopped before the end;
 * - `other-school`: a school the demo's sign-in does not open, left alone.
 */
export type DemoState =
  { kind: 'empty' } | { kind: 'loaded'; token: string } | { kind: 'partial' } | { kind: 'other-school' };

export async function demoStateOf(api: DemoApi): Promise<DemoState> {
  const { setupRequired } = await api.call('auth.setupStatus');
  if (setupRequired) return { kind: 'empty' };
  let token: string;
  try {
    ({ token } = await api.call('auth.login', {
      body: { email: demoSuperAdmin.email, password: demoPassword },
    }));
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500)
      return { kind: 'other-school' };
    throw error;
  }
  const admins = await api.call('users.list', { token, query: { role: 'admin', limit: 500 } });
  return admins.some((user) => user.email === demoAdmin.email)
    ? { kind: 'loaded', token }
    : { kind: 'partial' };
}

/** A reason not to load, worded for the person who ran `npm run demo`. */
export class DemoRefusal extends Error {}

export function refusalFor(state: DemoState, dataDir?: string): DemoRefusal | undefined {
  const folder = dataDir ?? 'the data folder';
  if (state.kind === 'other-school')
    return new DemoRefusal(
      `${folder} already holds a school that is not the demo, so nothing was changed.\n` +
        'Load the demo into a folder of its own instead:\n' +
        '  DATA_DIR=.data-demo npm run demo\n' +
        '  DATA_DIR=.data-demo npm start',
    );
  if (state.kind === 'partial')
    return new DemoRefusal(
      `${folder} holds part of the demo school: an earlier \`npm run demo\` stopped before the end.\n` +
        `Delete the folder (rm -rf ${dataDir ?? '.data'}) and run \`npm run demo\` again.`,
    );
  return undefined;
}

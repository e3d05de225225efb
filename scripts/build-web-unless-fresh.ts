import { buildWebUnlessFresh } from './web-build';

/** `npm run test:browser`'s first step: the site the browser tests load, built only if its sources changed. */
const outcome = await buildWebUnlessFresh();
console.log(outcome === 'fresh' ? 'web/dist is newer than its sources: used as it is' : 'web/dist built');

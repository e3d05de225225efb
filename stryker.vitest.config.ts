import { defineConfig } from 'vitest/config';

/**
 * The vitest configuration `npm run test:mutation` runs under Stryker: the
 * unit tests beside the mutated modules (stryker.config.mjs), in node, and
 * nothing that needs DynamoDB Local or a browser.
 */
const strykerConfig = new URL('./stryker.config.mjs', import.meta.url).href;
const { mutatedModules } = (await import(strykerConfig)) as { mutatedModules: string[] };

export default defineConfig({
  test: {
    include: mutatedModules.map((module) => module.replace(/\.ts$/, '.test.ts')),
    environment: 'node',
  },
});

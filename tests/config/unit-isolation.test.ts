import { globSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { isolatedUnitFiles, sharedStateChanges, unitFileGlobs } from './unit-isolation';

const unitFiles = globSync(unitFileGlobs, { exclude: (path) => path.includes('node_modules') });

it('finds the unit files', () => {
  expect(unitFiles.length).toBeGreaterThan(50);
  for (const file of isolatedUnitFiles) expect(unitFiles).toContain(file);
});

it('runs isolated every unit file that mocks modules or changes the environment', () => {
  const changingState = unitFiles.filter((file) => sharedStateChanges.test(readFileSync(file, 'utf8')));
  expect(changingState.sort()).toEqual([...isolatedUnitFiles].sort());
});

import { describe, expect, it } from 'vitest';
import { settingsPath, settingsSections } from '../../../screens';
import { settingsSectionOf, settingsSectionText } from './settings-sections';

const paramsOf = (path: string) => new URLSearchParams(path.slice(path.indexOf('?')));

describe('settingsSectionOf', () => {
  it.each(settingsSections)('reads back the section %s that settingsPath wrote', (section) => {
    expect(settingsSectionOf(paramsOf(settingsPath(section)))).toBe(section);
  });

  it('opens the School profile when the address names no section or an unknown one', () => {
    expect(settingsSectionOf(new URLSearchParams(''))).toBe('profile');
    expect(settingsSectionOf(new URLSearchParams('section=billing'))).toBe('profile');
    expect(settingsSectionOf(new URLSearchParams('section=PAYMENTS'))).toBe('profile');
  });

  it('names every section with a label of its own', () => {
    const labels = settingsSections.map((section) => settingsSectionText[section].label);
    expect(new Set(labels).size).toBe(settingsSections.length);
  });
});

import { expect, type Page } from '@playwright/test';

/** Adds a subject, unit or topic on Subject Management in the column of that name, and waits until it is listed. */
export async function addInColumn(
  page: Page,
  column: 'Subjects' | 'Units' | 'Topics',
  name: string,
): Promise<void> {
  const region = page.getByRole('region', { name: new RegExp(`^${column}`) });
  const noun = { Subjects: 'Subject', Units: 'Unit', Topics: 'Topic' }[column];
  await region.getByRole('button', { name: `Add ${noun.toLowerCase()}` }).click();
  await region.getByLabel(`${noun} name`).fill(name);
  await region.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(region.getByLabel(`${noun} name`)).toBeHidden();
  await expect(region.getByText(name)).toBeVisible();
}

import type { Page } from '@playwright/test';

/**
 * The check behind HTML_CodeSniffer's WCAG2AA technique H43: in a table whose
 * rows are grouped under header rows (the progress sheet's units), a screen
 * reader can only say which unit and column a cell belongs to when the cell
 * names its header cells in `headers`. Lists every data cell that names none,
 * or names an id that is not a header cell of its own table.
 */
export async function cellsNotTiedToHeaders(page: Page): Promise<string[]> {
  return page.locator('table').evaluateAll((tables) =>
    tables.flatMap((table, tableIndex) => {
      const headerIds = new Set([...table.querySelectorAll('th[id]')].map((header) => header.id));
      return [...table.querySelectorAll('td')].flatMap((cell, cellIndex) => {
        const named = (cell.getAttribute('headers') ?? '').split(/\s+/).filter(Boolean);
        if (named.length > 0 && named.every((id) => headerIds.has(id))) return [];
        const text = (cell.textContent ?? '').trim().slice(0, 40);
        return [`table ${tableIndex}, cell ${cellIndex} "${text}": headers="${named.join(' ')}"`];
      });
    }),
  );
}

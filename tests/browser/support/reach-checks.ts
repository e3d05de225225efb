import type { Page } from '@playwright/test';

/**
 * Issue 18's two measurements of a page as it is on screen, each as
 * readable lines (empty when all is well).
 */

/**
 * What a person could not reach without discovering a sideways scroll:
 * - in every table, the last column's header and the controls of its last
 *   column (a row's actions) must lie inside the viewport and inside the
 *   part of the table's scroll box that shows;
 * - in every list of cards, each card's controls inside the viewport;
 * - every open menu (`role=menu`) inside the viewport.
 */
export async function actionsOutOfReach(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const height = window.innerHeight;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
    };
    const check = (element: Element, left: number, right: number, where: string) => {
      if (!shown(element)) return;
      const box = element.getBoundingClientRect();
      if (box.left < left - 1 || box.right > right + 1)
        problems.push(
          `${where}: ${name(element)} spans ${Math.round(box.left)}–${Math.round(box.right)}px, outside ${Math.round(left)}–${Math.round(right)}px`,
        );
    };
    const controls = 'a[href], button, input, select';

    for (const table of Array.from(document.querySelectorAll('table'))) {
      if (!shown(table)) continue;
      const label = table.querySelector('caption')?.textContent ?? 'a table';
      // The visible part of the scroll box that holds the table, if any, within the viewport.
      let box: Element | null = table.parentElement;
      while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
      const visible = (box ?? table).getBoundingClientRect();
      const left = Math.max(0, visible.left);
      const right = Math.min(width, visible.right);
      const header = table.querySelector('thead tr > :last-child');
      if (header) check(header, left, right, `${label}, last column's header`);
      for (const cell of Array.from(table.querySelectorAll('tbody tr > :last-child:not([colspan])'))) {
        const inside = cell.querySelectorAll(controls);
        if (inside.length === 0) check(cell, left, right, `${label}, last column`);
        for (const control of Array.from(inside)) check(control, left, right, `${label}, last column`);
      }
    }
    for (const list of Array.from(document.querySelectorAll('ul[aria-label]'))) {
      for (const control of Array.from(list.querySelectorAll(`:scope > li ${controls}`)))
        check(control, 0, width, `list "${list.getAttribute('aria-label')}"`);
    }
    for (const menu of Array.from(document.querySelectorAll('[role="menu"]'))) {
      check(menu, 0, width, 'an open menu');
      const box = menu.getBoundingClientRect();
      if (box.bottom > height + 1)
        problems.push(`an open menu reaches ${Math.round(box.bottom)}px, below the screen`);
    }
    return problems;
  });
}

/**
 * Controls smaller than 44 × 44 px (WCAG 2.5.5), for a phone. Not counted:
 * links inline in a sentence (WCAG 2.5.8's exception), what is visually
 * hidden (clipped, or 1 px boxes) or not shown, and the calendar's month and time grids
 * (sized by the grid). A checkbox or radio is measured by its label, which
 * is what a finger taps.
 */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const minimum = 44;
    const problems: string[] = [];
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="menuitem"], [role="option"]';
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (element.closest('.rbc-month-view, .rbc-time-view, [aria-hidden="true"]')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.getClientRects().length === 0) continue;
      // Visually hidden until focused (the skip link): clipped to nothing, for the keyboard only.
      if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
      if (element.tagName === 'A' && style.display === 'inline') continue;
      const isToggle = element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type);
      const target = isToggle && element.labels?.[0] ? element.labels[0] : element;
      // The layout size, not the painted box: a menu still zooming in (its opening animation) is drawn smaller.
      const box = {
        width: (target as HTMLElement).offsetWidth,
        height: (target as HTMLElement).offsetHeight,
      };
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.width < minimum - 0.5 || box.height < minimum - 0.5) {
        const text = (element.getAttribute('aria-label') ?? element.textContent ?? '')
          .replace(/\s+/g, ' ')
          .trim();
        problems.push(
          `${element.tagName.toLowerCase()} "${text.slice(0, 60)}" is ${Math.round(box.width)} × ${Math.round(box.height)} px`,
        );
      }
    }
    return problems;
  });
}

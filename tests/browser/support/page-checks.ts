import { createRequire } from 'node:module';
import type * as AxeCore from 'axe-core';
import type { Page } from '@playwright/test';
import { unexpectedErrors, watchConsoleErrors } from './console-guard';

const auditedTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core's own source, the copy @axe-core/playwright depends on and injects. */
const axeSource: string = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as {
    source: string;
  }
).source;

interface FoundViolation {
  id: string;
  impact?: string | null;
  help: string;
  targets: string[];
}

/**
 * axe's serious and critical findings (WCAG 2.0/2.1 A and AA tags) as
 * readable lines; `onlyOverlay` audits just an open modal's portal.
 *
 * axe-core runs in the page itself, injected once per document rather than
 * before every audit as AxeBuilder does, and asked for violations only (not
 * the passes and inapplicable results it otherwise details node by node).
 * The journeys audit about 200 screens, so this halves the browser tests'
 * audit time. AxeBuilder's default mode, which merges results on a blank
 * page, is only needed for cross-origin iframes, and the app has none.
 */
export async function seriousViolations(
  page: Page,
  { onlyOverlay = false }: { onlyOverlay?: boolean } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ tags, excludeRoot }) => {
      // A dialog still fading in is translucent: axe would report its text's contrast against the page.
      const finite = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
      const { axe } = window as unknown as { axe: typeof AxeCore };
      const results = await axe.run(excludeRoot ? { exclude: [['#root']] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations.map((violation): FoundViolation => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { tags: auditedTags, excludeRoot: onlyOverlay },
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.targets.join(', ')}`,
    );
}

/**
 * What sticks out of the viewport on the right, as readable lines (empty when
 * nothing does). Two checks:
 * - the page itself: `document.documentElement.scrollWidth <= innerWidth`;
 * - every rendered element, portals included, that is not inside an element
 *   that scrolls sideways (overflow-x auto or scroll: a wide table in its own
 *   scroll box is fine; the box itself is checked). Inside an element that
 *   clips (overflow-x hidden or clip) the page does not grow, but what is cut
 *   off is lost to the reader: there an element counts if it holds text or
 *   is a control, not if it is an empty decoration (a hero's blurred blob).
 *   Only the outermost offender of a branch is reported, with a CSS-like
 *   path, its right edge and the start of its text.
 * `html` and `body` are never taken as containers, so `overflow-x: hidden`
 * on them cannot hide an offender.
 */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = window.innerWidth;
    const problems: string[] = [];
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > limit)
      problems.push(`the page is ${scrollWidth}px wide in a ${limit}px window (it scrolls sideways)`);

    const describe = (element: Element): string => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && node !== document.body && parts.length < 4;) {
        let part = node.tagName.toLowerCase();
        if (node.id) part += `#${node.id}`;
        const role = node.getAttribute('role');
        if (role) part += `[role=${role}]`;
        const label = node.getAttribute('aria-label');
        if (label) part += `[aria-label="${label}"]`;
        const classes = (node.getAttribute('class') ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 4);
        if (classes.length > 0) part += `.${classes.join('.')}`;
        parts.unshift(part);
        node = node.parentElement;
      }
      return parts.join(' > ');
    };

    const focusable = 'a[href], button, input, select, textarea, [tabindex]';
    const offenders: { element: Element; clippedBy: Element | null }[] = [];
    /** `clippedBy`: the nearest ancestor that clips sideways (overflow-x hidden or clip), if any. */
    const visit = (element: Element, clippedBy: Element | null) => {
      const style = getComputedStyle(element);
      if (style.display === 'none') return;
      let clip = clippedBy;
      if (element !== document.body) {
        const box = element.getBoundingClientRect();
        const shown = style.visibility !== 'hidden' && box.width > 0 && box.height > 0;
        // Clipped by an ancestor, only what a reader would miss counts: text or a control, not a decoration.
        const matters = !clippedBy || (element.textContent ?? '').trim() !== '' || element.matches(focusable);
        if (shown && box.right > limit + 1 && matters) {
          offenders.push({ element, clippedBy });
          return;
        }
        if (['auto', 'scroll'].includes(style.overflowX)) return;
        if (['hidden', 'clip'].includes(style.overflowX)) clip = element;
      }
      for (const child of Array.from(element.children)) visit(child, clip);
    };
    visit(document.body, null);

    for (const { element, clippedBy } of offenders.slice(0, 10)) {
      const box = element.getBoundingClientRect();
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      problems.push(
        `${describe(element)} reaches ${Math.round(box.right)}px (left ${Math.round(box.left)}px, ` +
          `width ${Math.round(box.width)}px) in a ${limit}px window` +
          `${clippedBy ? `, cut off by ${describe(clippedBy)}, which clips sideways` : ''}` +
          `${text ? ` — "${text}"` : ''}`,
      );
    }
    if (offenders.length > 10) problems.push(`…and ${offenders.length - 10} more elements`);
    return problems;
  });
}

/**
 * A page's audit waits for any overlay that just closed to be gone: a
 * closing Radix dialog may still hold the rest of the page `aria-hidden`
 * (`data-aria-hidden`) for a frame, and axe would report the page's own
 * buttons as hidden focusable elements (a clean-clone CI run did, on the
 * invoice page just after its payment dialog closed). One that stays is a
 * real fault and is reported.
 */
async function overlayLeftOver(page: Page): Promise<string | null> {
  const stillOpen = '[role="dialog"], [role="alertdialog"], [role="menu"], [data-aria-hidden="true"]';
  try {
    await page.waitForFunction((selector) => document.querySelector(selector) === null, stillOpen, {
      timeout: 5_000,
    });
    return null;
  } catch {
    return 'an overlay, or the aria-hidden it puts on the page, was still there 5 s after the page was reached';
  }
}

/**
 * Checks each page (or open dialog) of a journey as it is reached: axe's
 * serious and critical WCAG 2 A/AA findings, the horizontal overflow above,
 * and the console errors logged since the previous check. Findings are
 * collected, each prefixed with the page's name, rather than thrown, so one
 * defect does not hide the pages after it.
 */
export class PageAuditor {
  readonly pages: string[] = [];
  readonly problems: string[] = [];
  /** Time spent in the checks themselves, to see what the audit costs a journey. */
  auditMilliseconds = 0;
  private readonly consoleErrors: string[];
  private consoleErrorsSeen = 0;
  private lastPage = 'before the first page';

  constructor(
    private readonly page: Page,
    private readonly expectedConsoleErrors: readonly RegExp[] = [],
  ) {
    this.consoleErrors = watchConsoleErrors(page);
  }

  /**
   * `overlay`: a modal (dialog, menu, drawer) is open; axe audits just it (see seriousViolations).
   * `axe: false`: the same screen was audited at this width already; overflow and console still count.
   */
  async check(
    name: string,
    { overlay = false, axe = true }: { overlay?: boolean; axe?: boolean } = {},
  ): Promise<void> {
    const started = Date.now();
    this.pages.push(name);
    this.takeConsoleErrors(name);
    if (!overlay) {
      const leftover = await overlayLeftOver(this.page);
      if (leftover) this.problems.push(`${name}: ${leftover}`);
    }
    for (const line of await horizontalOverflow(this.page)) this.problems.push(`${name}: overflow: ${line}`);
    if (axe)
      for (const line of await seriousViolations(this.page, { onlyOverlay: overlay }))
        this.problems.push(`${name}: axe: ${line}`);
    this.lastPage = name;
    this.auditMilliseconds += Date.now() - started;
  }

  /** Console errors logged after the last check belong to what the journey did on that page. */
  finish(): void {
    this.takeConsoleErrors(`after ${this.lastPage}`);
  }

  private takeConsoleErrors(name: string): void {
    const fresh = this.consoleErrors.slice(this.consoleErrorsSeen);
    this.consoleErrorsSeen = this.consoleErrors.length;
    for (const line of unexpectedErrors(fresh, this.expectedConsoleErrors))
      this.problems.push(`${name}: console error (logged on the way to it): ${line}`);
  }
}

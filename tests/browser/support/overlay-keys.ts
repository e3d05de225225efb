import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Closes an open dialog, menu or drawer with Escape, as a keyboard user does.
 *
 * Radix attaches its Escape listener in an effect, the same pass that moves
 * focus into the overlay, and Preact runs effects after the next frame. An
 * overlay can therefore be on screen a moment before Escape does anything:
 * a key pressed in that moment is lost and the overlay stays open (a
 * clean-clone CI run timed out on it). Waiting for focus to be inside waits
 * for the listener; a person takes far longer than that frame to react.
 */
export async function closeWithEscape(page: Page, overlay: Locator): Promise<void> {
  await expect
    .poll(() => overlay.evaluate((element) => element.contains(document.activeElement)), {
      message: 'focus moves into the overlay before Escape is pressed',
    })
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
}

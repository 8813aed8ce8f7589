import { type Locator } from '@playwright/test';

/**
 * Presses a radio as a user does: on its label, scrolled into view. The radio's own input is visually hidden, and a
 * forced click on it lands wherever it sits, outside a scrolled menu when the menu is long.
 */
export function pressRadio(scope: Locator, name: string): Promise<void> {
  // The inner locator of `has` is matched inside each label, so it starts from the page, not from the scope.
  const radio = scope.page().getByRole('radio', { name, exact: true });
  return scope.locator('label').filter({ has: radio }).click();
}

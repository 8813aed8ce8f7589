import { type Page } from '@playwright/test';

/**
 * Puts the guided tour of a first sign-in aside for this browser only: skips it when it is offered, then gives the
 * account its choice back, so the tour's own checks, which sign in with these staff accounts, still find it to come.
 */
export async function setTourAside(page: Page): Promise<void> {
  const skip = page.getByRole('button', { name: 'Pular o tour' });
  const offered = await skip
    .waitFor({ state: 'visible', timeout: 5000 })
    .then(() => true)
    .catch(() => false);
  if (!offered) return;
  const kept = page.waitForResponse(
    (response) => response.url().endsWith('/api/client/update/skip-tour') && response.request().method() === 'POST',
  );
  await skip.click();
  await kept;
  const token = await page.evaluate(() => {
    const stored = localStorage.getItem('currentUser') ?? sessionStorage.getItem('currentUser');
    return stored ? (JSON.parse(stored) as { token: string }).token : '';
  });
  const restored = await page.request.post('/api/client/update/skip-tour', {
    data: { skipTour: false },
    headers: { authorization: `Bearer ${token}` },
  });
  if (!restored.ok()) throw new Error(`the account's tour choice was not given back (${restored.status()})`);
}

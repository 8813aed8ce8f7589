// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import './support/jsdom-polyfills';
import { createTestKit, renderApp } from './support/test-app';

describe('the privacy policy of a visitor', () => {
  it('opens from the footer of the public pages, read from the cache service in the language of the locale', async () => {
    const kit = createTestKit({ language: 'es-AR' });
    const { user } = renderApp(kit, '/pages/login');
    await user.click(await screen.findByRole('button', { name: 'Política de privacidad' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { level: 3, name: 'Política de Privacidad' })).toBeTruthy();
    expect(kit.contentCache.policyReads).toEqual(['es']);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { latestMatch } from './mailbox';
import { expectNoSidewaysScroll, SCREENS, signedInAt } from './screens';

// The services in Chromium against the reference server: ask the analyst (the count before writing, a question
// sent, mailed to the analysts and confirmed to the user, the contact dialog at zero, the free user's upsell), on a
// phone and on a desk, with screenshots of each page.

const SIZES = [SCREENS.phone, SCREENS.desk] as const;

mkdirSync('test-results/e2e', { recursive: true });

test('the demo asks its one question: the count goes to zero, the analysts and the user get a mail, and the contact dialog opens', async ({
  browser,
}) => {
  const { context, page } = await signedInAt(browser, 'demo@example.com', SIZES[0]);
  await page.goto('/ask-to-analyst');
  await expect(page.getByRole('heading', { level: 1, name: 'Pergunte ao analista' })).toBeVisible();
  await expect(page.getByTestId('questions-left')).toHaveText('Você tem 1 de 1 perguntas disponíveis neste mês.');
  await expect(page.getByLabel('E-mail')).toHaveValue('demo@example.com');
  await expect(page.getByLabel('Nome')).toHaveValue('Rafael Teixeira Lima');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/e2e/services-ask-analyst-demo-phone.png', fullPage: true });

  // A bad form keeps what was typed and names the fields.
  await page.getByLabel('Pergunta', { exact: true }).fill('Como fica a soja em março?');
  await page.getByLabel('E-mail').fill('demo@');
  await page.getByRole('button', { name: 'Enviar pergunta' }).click();
  await expect(page.getByText('E-mail inválido')).toBeVisible();
  await expect(page.getByText('Escolha uma opção')).toBeVisible();
  await expect(page.getByLabel('Pergunta', { exact: true })).toHaveValue('Como fica a soja em março?');

  const since = Date.now();
  await page.getByLabel('E-mail').fill('demo@example.com');
  await page.getByLabel('Commodity').selectOption({ label: 'Soja' });
  await page.getByRole('button', { name: 'Enviar pergunta' }).click();
  await expect(page.getByTestId('questions-left')).toHaveText('Você tem 0 de 1 perguntas disponíveis neste mês.');
  const dialog = page.getByRole('dialog', { name: 'Suas perguntas deste mês acabaram' });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/services-ask-analyst-contact-phone.png' });
  expect(
    await latestMatch(page.request, 'analistas@celeiro.example', since, /Como fica a soja em março\?/),
  ).toBeTruthy();
  expect(await latestMatch(page.request, 'demo@example.com', since, /Perguntas restantes neste mês: 0\./)).toBeTruthy();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('button', { name: 'Falar com o atendimento' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar pergunta' })).toHaveCount(0);
  await context.close();
});

for (const size of SIZES) {
  test(`ask the analyst for a subscriber and the free user's upsell (${size.name})`, async ({ browser }) => {
    const subscriber = await signedInAt(browser, 'assinante@example.com', size);
    await subscriber.page.goto('/ask-to-analyst');
    await expect(subscriber.page.getByTestId('questions-left')).toContainText('de 3 perguntas');
    await expectNoSidewaysScroll(subscriber.page);
    await subscriber.page.screenshot({ path: `test-results/e2e/services-ask-analyst-${size.name}.png` });
    await subscriber.context.close();

    const free = await signedInAt(browser, 'gratuito@example.com', size);
    await free.page.goto('/ask-to-analyst');
    await expect(free.page.getByText('Este serviço não faz parte do seu plano')).toBeVisible();
    await expect(free.page.getByRole('link', { name: 'Ver os planos' })).toBeVisible();
    await expect(free.page.getByRole('button', { name: 'Enviar pergunta' })).toHaveCount(0);
    await free.page.screenshot({ path: `test-results/e2e/services-upsell-${size.name}.png` });
    await free.context.close();
  });
}

for (const size of SIZES) {
  test(`a freight quote states its formula, and a bad form says what is wrong beside each field (${size.name})`, async ({
    browser,
  }) => {
    const { context, page } = await signedInAt(browser, 'assinante@example.com', size);
    await page.goto('/services/freight-calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'Calculadora de frete' })).toBeVisible();
    await expect(page.getByText('custo por tonelada = distância × tarifa por tonelada-quilômetro')).toBeVisible();

    await page.getByLabel('Origem').selectOption({ label: 'Sorriso (MT)' });
    await page.getByLabel('Destino').selectOption({ label: 'Sorriso (MT)' });
    await page.getByLabel('Toneladas').fill('1,5');
    await page.getByRole('button', { name: 'Calcular frete' }).click();
    await expect(page.getByText('O destino deve ser diferente da origem')).toBeVisible();
    await expect(page.getByText('Informe de 1 a 100000 toneladas, em números inteiros')).toBeVisible();
    await expect(page.locator('#freight-product-error')).toHaveText('Escolha uma opção');
    await expect(page.getByLabel('Toneladas')).toHaveValue('1,5');

    await page.getByLabel('Destino').selectOption({ label: 'Porto de Santos (SP)' });
    await page.getByLabel('Produto').selectOption({ label: 'Algodão em pluma' });
    await page.getByLabel('Toneladas').fill('30');
    await page.getByLabel('Modal').selectOption({ label: 'Rodovia' });
    await page.getByRole('button', { name: 'Calcular frete' }).click();
    // 1950 km × R$ 0,105 × 1,2 + R$ 12,00 = R$ 257,70 a tonne; × 30 t = R$ 7.731,00.
    await expect(page.getByTestId('freight-cost-per-tonne')).toHaveText(/R\$\s257,70\/t/);
    await expect(page.getByTestId('freight-total')).toHaveText(/R\$\s7\.731,00/);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/e2e/services-freight-${size.name}.png`, fullPage: true });

    // A route without a rail rate: the mode says so.
    await page.getByLabel('Destino').selectOption({ label: 'Miritituba (PA)' });
    await page.getByLabel('Modal').selectOption({ label: 'Ferrovia' });
    await page.getByRole('button', { name: 'Calcular frete' }).click();
    await expect(page.locator('#freight-mode-error')).toHaveText('Não há tarifa de frete para esta rota neste modal');
    await context.close();
  });
}

for (const size of SIZES) {
  test(`the ship line-up filters by port, product and status, sorts, and totals by product (${size.name})`, async ({
    browser,
  }) => {
    const { context, page } = await signedInAt(browser, 'assinante@example.com', size);
    await page.goto('/services/ship-line-up');
    await expect(page.getByRole('heading', { level: 1, name: 'Line-up de navios' })).toBeVisible();
    await expect(page.getByText('15 navios')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/e2e/services-line-up-${size.name}.png`, fullPage: true });

    await page.getByLabel('Porto', { exact: true }).selectOption('Santos');
    await page.getByLabel('Produto', { exact: true }).selectOption({ label: 'Soja em grão' });
    await expect(page.getByText('2 navios')).toBeVisible();
    await expect(page.getByTestId('line-up-total-soy')).toHaveText(/136\.000 t/);
    await page.getByLabel('Situação', { exact: true }).selectOption({ label: 'Partiu' });
    await expect(page.getByText('1 navios')).toBeVisible();
    await page.getByLabel('Situação', { exact: true }).selectOption('');

    await page.getByRole('button', { name: 'Toneladas' }).click();
    await page.getByRole('button', { name: 'Toneladas' }).click();
    await expect(page.locator('.services-table-wrap').getByRole('columnheader', { name: 'Toneladas' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(page.locator('.services-table-wrap tbody tr').first()).toContainText('Pacific Cerrado');
    await expectNoSidewaysScroll(page);
    await context.close();
  });
}

for (const size of SIZES) {
  test(`the weather, reached from the user menu: a commodity's regions, their rain against the normal and their week (${size.name})`, async ({
    browser,
  }) => {
    const { context, page } = await signedInAt(browser, 'assinante@example.com', size);
    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await page.getByRole('dialog', { name: 'Menu do usuário' }).getByRole('link', { name: 'Clima' }).click();
    await page.waitForURL(/\/services\/weather$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Clima' })).toBeVisible();
    const rows = page.locator('.services-table-wrap tbody tr');
    await expect(rows).toHaveCount(10);

    await page.getByLabel('Commodity', { exact: true }).selectOption({ label: 'Trigo' });
    await expect(rows).toHaveCount(2);
    await expect(rows.locator('th')).toHaveText(['Cascavel (PR)', 'Passo Fundo (RS)']);
    // Each region's rain against its normal, and its seven days.
    await expect(rows.first().locator('td').nth(2)).toHaveText(/^\d+% · (abaixo|dentro|acima)$/);
    const week = page.getByRole('region', { name: 'Passo Fundo (RS)' }).getByRole('listitem');
    await expect(week).toHaveCount(7);
    await expect(week.first()).toContainText(/máxima \d+° \/\s+mínima \d+°/);
    await expect(page.getByText(/^Fonte: GFS \(NOAA\)/)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/e2e/services-weather-${size.name}.png`, fullPage: true });
    await context.close();
  });
}

for (const size of SIZES) {
  test(`the open line, reached from the user menu: register for a session, see it registered, cancel; a recording plays in the media player (${size.name})`, async ({
    browser,
  }) => {
    const { context, page } = await signedInAt(browser, 'assinante@example.com', size);
    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await page.getByRole('dialog', { name: 'Menu do usuário' }).getByRole('link', { name: 'Linha aberta' }).click();
    await page.waitForURL(/\/services\/open-line$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Linha aberta' })).toBeVisible();
    const upcoming = page.getByRole('list', { name: 'Próximas sessões' });
    // The first session open to registration (an earlier run may hold a seat already: it is cancelled first).
    const first = upcoming
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /^(Inscrever-me|Cancelar inscrição)$/ }) })
      .first();
    const card = page.locator(`article[aria-labelledby="${await first.getAttribute('aria-labelledby')}"]`);
    const cancel = card.getByRole('button', { name: 'Cancelar inscrição' });
    if (await cancel.isVisible()) await cancel.click();
    const register = card.getByRole('button', { name: 'Inscrever-me' });
    await expect(register).toBeVisible();
    const seats = card.getByTestId('seats-left');
    const free = Number((/^(\d+)/.exec((await seats.textContent()) ?? '') ?? [])[1]);
    await register.click();
    await expect(card.getByText('Você está inscrito')).toBeVisible();
    await expect(seats).toHaveText(new RegExp(`^${free - 1} de 20 vagas livres$`));
    // Still registered after a reload: the seat is the server's.
    await page.reload();
    await expect(card.getByText('Você está inscrito')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/e2e/services-open-line-${size.name}.png`, fullPage: true });
    await card.getByRole('button', { name: 'Cancelar inscrição' }).click();
    await expect(card.getByRole('button', { name: 'Inscrever-me' })).toBeVisible();
    await expect(seats).toHaveText(new RegExp(`^${free} de 20 vagas livres$`));
    // One commodity's sessions, and the past ones six at a time.
    const pastList = page.getByRole('list', { name: 'Sessões anteriores' });
    await expect(pastList.getByRole('article')).toHaveCount(6);
    await page.getByRole('button', { name: /^Mostrar mais \d+ sessões anteriores$/ }).click();
    expect(await pastList.getByRole('article').count()).toBeGreaterThan(6);
    await page.getByLabel('Commodity').selectOption({ label: 'Café' });
    await expect(upcoming.getByRole('heading', { level: 3 }).first()).toHaveText('Café');
    for (const title of await page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents())
      expect(title).toBe('Café');
    await page.getByLabel('Commodity').selectOption({ label: 'Todas as commodities' });
    // A past session's recording plays in the docked player.
    const past = page.getByRole('list', { name: 'Sessões anteriores' }).getByRole('article').first();
    await past.getByRole('button', { name: 'Reproduzir gravação' }).click();
    await expect(page.locator('#media-dock').getByRole('region')).toBeVisible();
    // The page keeps room for the player: its end scrolls into view above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const dock = await page.locator('#media-dock').getByRole('region').boundingBox();
    const last = await pastList.getByRole('article').last().boundingBox();
    expect(last!.y + last!.height).toBeLessThanOrEqual(dock!.y);
    await context.close();
  });
}

test('the monthly teleconference is outside the subscriber plan: the upsell shows instead', async ({ browser }) => {
  const { context, page } = await signedInAt(browser, 'assinante@example.com', SIZES[0]);
  await page.goto('/services/teleconference');
  await expect(page.getByRole('heading', { level: 1, name: 'Teleconferência mensal' })).toBeVisible();
  await expect(page.getByText('Este serviço não faz parte do seu plano')).toBeVisible();
  await context.close();
});

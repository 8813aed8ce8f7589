// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUES, otherMessage } from '../../core';
import { contentItem, newsDetail } from '../fakes/content-library';
import './support/jsdom-polyfills';
import { ACCOUNT, createTestKit, currentAddress, renderApp, signInBefore, type TestKit } from './support/test-app';

afterEach(() => {
  toast.dismiss();
  cleanup();
});

/** A detail (item 1) with a report and its data tables; `allowed` says whether the user's rights include its documents. */
function detailWithAttachments(kit: TestKit, allowed = true): void {
  const item = contentItem(1, { title: 'Soja: boletim semanal' });
  kit.content.library.items = [item];
  kit.content.library.details.set(
    1,
    newsDetail(item, {
      attachments: [
        {
          name: 'report-1.pdf',
          url: '/api/download-document-watermark?id=1&attachment=1',
          mimeType: 'application/pdf',
          size: 2000,
        },
        {
          name: 'report-1-tabelas.pdf',
          url: '/api/download-document-watermark?id=1&attachment=2',
          mimeType: 'application/pdf',
          size: 4500,
        },
      ],
    }),
  );
  kit.documents.files.set(1, ['report-1.pdf', 'report-1-tabelas.pdf']);
  if (allowed) kit.documents.allowed.add(1);
}

describe("the news detail's documents", () => {
  it('downloads the watermarked copy of an attachment under its name, and opens one to read', async () => {
    const kit = createTestKit();
    signInBefore(kit);
    detailWithAttachments(kit);
    const { user } = renderApp(kit, '/informative/1/1');
    await user.click(await screen.findByRole('button', { name: 'Baixar report-1-tabelas.pdf' }));
    await waitFor(() => expect(kit.saver.saved.map((file) => file.name)).toEqual(['report-1-tabelas.pdf']));
    expect(new TextDecoder().decode(kit.saver.saved[0]!.bytes)).toContain(ACCOUNT.email);
    await user.click(screen.getByRole('button', { name: 'Visualizar report-1.pdf' }));
    await waitFor(() => expect(kit.saver.opened.map((file) => file.name)).toEqual(['report-1.pdf']));
    expect(kit.documents.calls).toEqual(['download-document-watermark 1 2', 'read-document 1 1']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the message of a 403 on the download (its decoded body), and saves nothing', async () => {
    const kit = createTestKit();
    signInBefore(kit);
    detailWithAttachments(kit, false);
    const { user } = renderApp(kit, '/informative/1/1');
    await user.click(await screen.findByRole('button', { name: 'Baixar report-1.pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Acesso negado: Direitos insuficientes.');
    expect(kit.saver.saved).toEqual([]);
  });

  it('shows the generic file-download failure when the download fails without an answer', async () => {
    const kit = createTestKit();
    signInBefore(kit);
    detailWithAttachments(kit);
    kit.documents.offline = true;
    const { user } = renderApp(kit, '/informative/1/1');
    await user.click(await screen.findByRole('button', { name: 'Baixar report-1.pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe(otherMessage('downloadFailed', CATALOGUES.PtBr));
  });
});

describe("an attachment's link by e-mail", () => {
  it('mails the user a link to the attachment and says where it went and until when it works', async () => {
    const kit = createTestKit();
    signInBefore(kit);
    detailWithAttachments(kit);
    const { user } = renderApp(kit, '/informative/1/1');
    await user.click(await screen.findByRole('button', { name: 'Enviar link por e-mail: report-1-tabelas.pdf' }));
    // The test clock reads 21 November 2026: the link works for 7 days.
    expect((await screen.findByText(/^Enviamos para/)).textContent).toBe(
      `Enviamos para ${ACCOUNT.email} um link para baixar report-1-tabelas.pdf: ele vale para um download, até 28 de novembro de 2026.`,
    );
    expect(kit.documents.mailed).toEqual([{ to: ACCOUNT.email, token: 'mailed-1' }]);
    expect(kit.documents.calls).toEqual(['document/email-link 1 2']);
    expect(kit.saver.saved).toEqual([]);
  });

  it('mails nothing and shows the refusal for an item outside the rights', async () => {
    const kit = createTestKit();
    signInBefore(kit);
    detailWithAttachments(kit, false);
    const { user } = renderApp(kit, '/informative/1/1');
    await user.click(await screen.findByRole('button', { name: 'Enviar link por e-mail: report-1.pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Acesso negado: Direitos insuficientes.');
    expect(kit.documents.mailed).toEqual([]);
    expect(screen.queryByText(/Enviamos para/)).toBeNull();
  });
});

describe("the news detail's report as a PDF", () => {
  it('saves the item as a PDF stamped for the user', async () => {
    const kit = createTestKit();
    signInBefore(kit);
    detailWithAttachments(kit);
    const { user } = renderApp(kit, '/informative/1/1');
    await user.click(await screen.findByRole('button', { name: 'Salvar em PDF' }));
    await waitFor(() => expect(kit.saver.saved.map((file) => file.name)).toEqual(['report-1.pdf']));
    expect(new TextDecoder().decode(kit.saver.saved[0]!.bytes)).toContain(ACCOUNT.email);
    expect(kit.documents.calls).toEqual(['report/pdf/whatsit 1']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows a refusal beside the report's button, not under the attachments", async () => {
    const kit = createTestKit();
    signInBefore(kit);
    detailWithAttachments(kit, false);
    const { user } = renderApp(kit, '/informative/1/1');
    await user.click(await screen.findByRole('button', { name: 'Salvar em PDF' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Acesso negado: Direitos insuficientes.');
    expect(alert.closest('.news-detail-head')).not.toBeNull();
    expect(kit.saver.saved).toEqual([]);
  });

  it('is not offered on an item whose documents are the upsell', async () => {
    const kit = createTestKit();
    signInBefore(kit);
    const item = contentItem(1, { title: 'Soja: boletim semanal' });
    kit.content.library.items = [item];
    kit.content.library.details.set(1, newsDetail(item, { attachmentsLocked: true }));
    renderApp(kit, '/informative/1/1');
    await screen.findByRole('heading', { level: 1, name: 'Soja: boletim semanal' });
    expect(screen.queryByRole('button', { name: 'Salvar em PDF' })).toBeNull();
  });
});

describe('the public download page', () => {
  it('is open without a session, downloads the document of a token once, and then says the token is invalid', async () => {
    const kit = createTestKit();
    kit.documents.files.set(7, ['report-7.pdf']);
    kit.documents.issue('link-token', 7, 1);
    const { user, router } = renderApp(kit, '/pages/download-file?token=link-token');
    expect(await screen.findByRole('heading', { level: 1, name: 'Download de arquivo' })).toBeTruthy();
    expect(currentAddress(router)).toBe('/pages/download-file?token=link-token');
    await user.click(await screen.findByRole('button', { name: 'Baixar o arquivo' }));
    expect((await screen.findByRole('status')).textContent).toBe('Download concluído: report-7.pdf.');
    expect(kit.saver.saved.map((file) => file.name)).toEqual(['report-7.pdf']);
    cleanup();
    const again = renderApp(kit, '/pages/download-file?token=link-token');
    await again.user.click(await screen.findByRole('button', { name: 'Baixar o arquivo' }));
    expect((await screen.findByRole('alert')).textContent).toBe(otherMessage('downloadTokenInvalid', CATALOGUES.PtBr));
  });

  it('says when the token is not found, and when none is given', async () => {
    const kit = createTestKit();
    const { user } = renderApp(kit, '/pages/download-file?token=unknown');
    await user.click(await screen.findByRole('button', { name: 'Baixar o arquivo' }));
    expect((await screen.findByRole('alert')).textContent).toBe(otherMessage('downloadTokenNotFound', CATALOGUES.PtBr));
    cleanup();
    renderApp(kit, '/pages/download-file');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Este endereço não traz o token do link recebido por e-mail.',
    );
  });

  it('says the token is invalid after its 7 days, in European Portuguese too', async () => {
    const kit = createTestKit({ language: 'pt-PT' });
    kit.documents.files.set(7, ['report-7.pdf']);
    kit.documents.issue('old-token', 7, 1);
    kit.clock.advance(7 * 86_400_000);
    const { user } = renderApp(kit, '/pages/download-file?token=old-token');
    await user.click(await screen.findByRole('button', { name: 'Transferir o ficheiro' }));
    expect((await screen.findByRole('alert')).textContent).toBe(otherMessage('downloadTokenInvalid', CATALOGUES.PtPt));
  });
});

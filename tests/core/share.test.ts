import { describe, expect, it } from 'vitest';
import {
  emailUrl,
  isShareChannel,
  SHARE_CHANNELS,
  SHARE_TEASER_LENGTH,
  shareCountsOf,
  ShareItemUseCase,
  shareMessageOf,
  shareTeaser,
  shareText,
  sharedLink,
  whatsappUrl,
} from '../../core';
import { FakeClock } from '../fakes/fake-clock';
import { FakeDocumentApi, RecordingFileSaver } from '../fakes/fake-document-api';
import { FakeShare, FakeShareApi } from '../fakes/fake-share';

const item = { id: 42, title: 'Soja: safra recorde ', summary: 'A colheita avança <b>rápido</b> no Mato Grosso.' };

describe('the share teaser', () => {
  it('is the summary as plain text on one line', () => {
    expect(shareTeaser(item.summary)).toBe('A colheita avança rápido no Mato Grosso.');
  });

  it('is cut at a whole word within 200 characters, with an ellipsis', () => {
    const summary = `${'palavra '.repeat(40)}fim`;
    const teaser = shareTeaser(summary);
    expect(SHARE_TEASER_LENGTH).toBe(200);
    expect(teaser.length).toBeLessThanOrEqual(200);
    expect(teaser.endsWith('palavra…')).toBe(true);
  });

  it('cuts inside a word only when the text has no space to cut at', () => {
    expect(shareTeaser('x'.repeat(300))).toBe(`${'x'.repeat(199)}…`);
  });
});

describe('what a share carries', () => {
  const message = shareMessageOf(item, 'https://app.celeiro.example/');

  it('is the title, the teaser and the link to the public page, never the body', () => {
    expect(message).toEqual({
      title: 'Soja: safra recorde',
      teaser: 'A colheita avança rápido no Mato Grosso.',
      url: 'https://app.celeiro.example/details?id=42',
    });
    expect(sharedLink('http://localhost:8080', 7)).toBe('http://localhost:8080/details?id=7');
    expect(shareText(message)).toBe(
      'Soja: safra recorde\n\nA colheita avança rápido no Mato Grosso.\n\nhttps://app.celeiro.example/details?id=42',
    );
  });

  it('opens WhatsApp with the whole text and the mail with the title as subject', () => {
    expect(decodeURIComponent(whatsappUrl(message).replace('https://wa.me/?text=', ''))).toBe(shareText(message));
    const mail = new URL(emailUrl(message));
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe('Soja: safra recorde');
    expect(mail.searchParams.get('body')).toBe(`${message.teaser}\n\n${message.url}`);
  });

  it('knows its channels and counts them for the desk', () => {
    expect(SHARE_CHANNELS).toEqual(['system', 'whatsapp', 'email', 'copy', 'pdf']);
    expect(isShareChannel('fax')).toBe(false);
    expect(
      shareCountsOf([
        { channel: 'whatsapp', count: 3 },
        { channel: 'copy', count: 1 },
        { channel: 'fax', count: 9 },
      ]),
    ).toEqual({ total: 4, byChannel: { whatsapp: 3, copy: 1 } });
  });
});

describe('ShareItemUseCase', () => {
  const origin = 'https://app.celeiro.example';
  const setUp = () => {
    const share = new FakeShare();
    const api = new FakeShareApi();
    const documents = new FakeDocumentApi(new FakeClock());
    const files = new RecordingFileSaver();
    return { share, api, documents, files, useCase: new ShareItemUseCase(share, api, documents, files) };
  };

  it('offers the system share sheet and counts the share once completed', async () => {
    const { share, api, useCase } = setUp();
    expect(await useCase.execute(item, 'system', origin)).toBe('shared');
    expect(share.sheetShares[0]?.url).toBe(`${origin}/details?id=42`);
    expect(api.recorded).toEqual([{ id: 42, channel: 'system' }]);
  });

  it('counts nothing when the user dismisses the sheet, and says when there is no sheet', async () => {
    const { share, api, useCase } = setUp();
    share.completes = false;
    expect(await useCase.execute(item, 'system', origin)).toBe('dismissed');
    share.sheet = false;
    expect(useCase.hasShareSheet()).toBe(false);
    expect(await useCase.execute(item, 'system', origin)).toBe('unavailable');
    expect(api.recorded).toEqual([]);
  });

  it('opens WhatsApp and the mail, and copies the link, counting each by its channel', async () => {
    const { share, api, useCase } = setUp();
    await useCase.execute(item, 'whatsapp', origin);
    await useCase.execute(item, 'email', origin);
    await useCase.execute(item, 'copy', origin);
    expect(share.opened[0]?.startsWith('https://wa.me/?text=')).toBe(true);
    expect(share.opened[1]?.startsWith('mailto:?subject=')).toBe(true);
    expect(share.clipboard).toBe(`${origin}/details?id=42`);
    expect(api.recorded.map((share) => share.channel)).toEqual(['whatsapp', 'email', 'copy']);
  });

  it("shares the report's PDF stamped with the sharer's name and e-mail, or saves it where no file can be shared", async () => {
    const { share, api, documents, files, useCase } = setUp();
    documents.files.set(42, []);
    documents.allowed.add(42);
    expect(await useCase.execute(item, 'pdf', origin)).toBe('shared');
    const text = new TextDecoder().decode(share.sharedFiles[0]?.file.bytes);
    expect(text).toContain('Ana Souza · ana@example.com');
    share.files = false;
    expect(await useCase.execute(item, 'pdf', origin)).toBe('saved');
    expect(files.saved[0]?.name).toBe('report-42.pdf');
    expect(api.recorded).toEqual([
      { id: 42, channel: 'pdf' },
      { id: 42, channel: 'pdf' },
    ]);
  });

  it('refuses the PDF of a report the reader may not open, and counts nothing', async () => {
    const { api, documents, useCase } = setUp();
    documents.files.set(42, []);
    await expect(useCase.execute(item, 'pdf', origin)).rejects.toMatchObject({ status: 403 });
    expect(api.recorded).toEqual([]);
  });

  it('keeps a share done when its count cannot reach the server', async () => {
    const { share, api, useCase } = setUp();
    api.offline = true;
    expect(await useCase.execute(item, 'copy', origin)).toBe('shared');
    expect(share.clipboard).toContain('/details?id=42');
  });
});

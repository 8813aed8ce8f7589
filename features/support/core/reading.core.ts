import { DEFAULT_TABLE_QUERY, NewsImportance, ReadAloudUseCase, ShareItemUseCase } from '../../../core';
import { FakeClock } from '../../../tests/fakes/fake-clock';
import { FakeDocumentApi, RecordingFileSaver } from '../../../tests/fakes/fake-document-api';
import { FakePublishingApi } from '../../../tests/fakes/fake-publishing-api';
import { FakeShare, FakeShareApi } from '../../../tests/fakes/fake-share';
import { FakeSpeech, settle } from '../../../tests/fakes/fake-speech';
import { type ReadingTasks, type ReadText, type SharedView } from '../reading.tasks';

const ORIGIN = 'https://app.celeiro.example';
/** An analysis of the plan, and a report outside it. */
const ANALYSIS = {
  id: 101,
  title: 'Soja: prêmios firmes em Paranaguá',
  summary: 'A demanda chinesa sustenta os prêmios, e o câmbio ajuda.',
  body: '<p>Os prêmios subiram pela terceira semana.</p><p>O câmbio favorece a exportação.</p><p>Fique atento ao clima.</p>',
  languages: ['PtBr' as const],
};
const OUTSIDE = 202;
const MESSAGES = { 'no-voice': 'no voice for the language', unsupported: 'no speech', failed: 'failed' } as const;

/**
 * Listening and sharing on the core: the reading use case over a speech engine in memory (its voices, and what it was
 * given), the share use case over the device's share ways, the share counts and the document API in memory; the
 * desk's list counts the shares the share API recorded.
 */
export class CoreReading implements ReadingTasks {
  private readonly clock = new FakeClock();
  private readonly speech = new FakeSpeech();
  private readonly reading = new ReadAloudUseCase(this.speech);
  private readonly device = new FakeShare();
  private readonly shares = new FakeShareApi();
  private documents = new FakeDocumentApi(this.clock);
  private readonly desk = new FakePublishingApi([], () => this.clock.now(), new Set([7]));
  private published = 0;
  private rate = 1;

  constructor() {
    this.desk.shares = () => this.shares.recorded;
  }

  private share(email: string): ShareItemUseCase {
    this.documents = new FakeDocumentApi(this.clock, { name: 'Leitor', email });
    this.documents.files.set(ANALYSIS.id, []);
    this.documents.files.set(OUTSIDE, []);
    this.documents.allowed.add(ANALYSIS.id);
    return new ShareItemUseCase(this.device, this.shares, this.documents, new RecordingFileSaver());
  }

  withoutPortugueseVoice(): void {
    this.speech.voiceList = [{ name: 'Daniel', lang: 'en-GB' }];
  }

  async listen(_email: string): Promise<void> {
    void this.reading.start(ANALYSIS, 'PtBr', this.rate);
    await settle();
  }

  read(): Promise<ReadText[]> {
    return Promise.resolve(this.speech.spoken.map(({ text, lang, rate }) => ({ text, lang, rate })));
  }

  async pause(): Promise<void> {
    await this.speech.finish();
    this.reading.pause();
    await settle();
  }

  async resume(): Promise<void> {
    void this.reading.resume();
    await settle();
  }

  async next(): Promise<void> {
    void this.reading.next();
    await settle();
  }

  async setRate(rate: number): Promise<void> {
    this.rate = rate;
    this.reading.setRate(rate);
    await settle();
  }

  async listenAgainAfterReload(): Promise<void> {
    this.reading.stop();
    this.speech.spoken.length = 0;
    await this.listen('');
  }

  message(): Promise<string | null> {
    const status = this.reading.current().status;
    return Promise.resolve(status in MESSAGES ? MESSAGES[status as keyof typeof MESSAGES] : null);
  }

  bodyText(): string {
    return 'Os prêmios subiram pela terceira semana.';
  }

  async copyLink(email: string): Promise<string> {
    await this.share(email).execute(ANALYSIS, 'copy', ORIGIN);
    return this.device.clipboard;
  }

  /** What the public page of an item shows: its teaser, never its body (the recipient has no right to it). */
  openSignedOut(link: string): Promise<SharedView> {
    const id = Number(new URL(link).searchParams.get('id'));
    const item = id === ANALYSIS.id ? ANALYSIS : null;
    return Promise.resolve({ title: item?.title ?? '', teaser: item?.summary ?? '', plans: true, body: false });
  }

  /** A reader without the right to the item gets its public page as a visitor does: the core holds no other view of it. */
  openAs(_email: string, link: string): Promise<SharedView> {
    return this.openSignedOut(link);
  }

  async shareByWhatsapp(email: string): Promise<string> {
    await this.share(email).execute(ANALYSIS, 'whatsapp', ORIGIN);
    const url = this.device.opened.at(-1) ?? '';
    return new URL(url).searchParams.get('text') ?? '';
  }

  async sharePdfOutsidePlan(email: string): Promise<boolean> {
    const item = { id: OUTSIDE, title: 'Relatório', summary: 'Resumo' };
    return this.share(email)
      .execute(item, 'pdf', ORIGIN)
      .then(
        () => false,
        () => true,
      );
  }

  counted(): number {
    return this.shares.recorded.length;
  }

  async publishAndShare(): Promise<void> {
    const draft = await this.desk.create({
      publicationType: 'flash',
      commodities: [7],
      tags: [],
      importance: NewsImportance.DEFAULT,
      exclusive: false,
      live: false,
      highlight: false,
      highlightTitle: '',
      title: 'Geada atinge cafezais',
      summary: 'Perdas em avaliação.',
      body: '<p>Gelo nas lavouras.</p>',
      attachments: [],
    });
    const sent = await this.desk.sendNow(draft.id);
    this.published = sent.id;
    const item = { id: sent.contentIds[0]!, title: sent.title, summary: sent.summary };
    await this.share('assinante@example.com').execute(item, 'whatsapp', ORIGIN);
    await this.share('demo@example.com').execute(item, 'copy', ORIGIN);
  }

  async deskShares(): Promise<{ total: number; byChannel: Record<string, number> }> {
    const page = await this.desk.list(DEFAULT_TABLE_QUERY);
    const row = page.items.find((item) => item.id === this.published);
    return row ? { total: row.shares.total, byChannel: { ...row.shares.byChannel } } : { total: 0, byChannel: {} };
  }
}

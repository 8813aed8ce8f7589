import {
  CATALOGUES,
  PUBLISHING_FIELD_MESSAGES,
  withFieldMessages,
  issueText,
  NewsStatus,
  Profile,
  publishingFormOf,
  PublishUseCase,
  type PublishCommand,
  type PublishingFormValues,
  type PublishingItem,
  FormIssuesError,
} from '../../../core';
import { FakeClock } from '../../../tests/fakes/fake-clock';
import { FakePublishingApi, type FakeReader } from '../../../tests/fakes/fake-publishing-api';
import {
  type PublishingMessageField,
  type PublishingTasks,
  type ReaderAttachments,
  type WrittenPublication,
} from '../publishing.tasks';

const COMMODITIES: Record<string, number> = { Café: 7, Milho: 13, Soja: 16 };
const STATUS: Record<NewsStatus, string> = {
  [NewsStatus.SENDNOW]: 'Enviando',
  [NewsStatus.SAVED]: 'Rascunho',
  [NewsStatus.SCHEDULED]: 'Agendada',
  [NewsStatus.SENT]: 'Enviada',
  [NewsStatus.ERROR]: 'Erro no envio',
};
const rights = (...ids: number[]) => ids.map((id) => ({ id, nome: String(id), habilitado: true }));
const subscriber = (...ids: number[]) => ({
  profile: Profile.SUBSCRIBER,
  rights: rights(...ids),
  planTypes: 'all' as const,
  trialActive: false,
});
const allOn = { blockAll: false, choices: [] };

/**
 * The readers of the scenarios: the seeded subscriber, a plan without Coffee, one who turned Coffee off, the free user,
 * and the demo in its trial.
 */
const READERS: FakeReader[] = [
  { email: 'assinante@example.com', viewer: subscriber(1, 7, 13, 16, 17, 23), preferences: allOn },
  { email: 'so-milho@example.com', viewer: subscriber(13), preferences: allOn },
  {
    email: 'cafe-desligado@example.com',
    viewer: subscriber(7, 13),
    preferences: { blockAll: false, choices: [{ commodity: 7, email: false, app: false }] },
  },
  {
    email: 'gratuito@example.com',
    viewer: { profile: Profile.FREE, rights: [], planTypes: [], trialActive: false },
    preferences: allOn,
  },
  {
    email: 'demo@example.com',
    viewer: { profile: Profile.DEMO, rights: rights(1, 7, 13, 16, 17, 23), planTypes: 'all', trialActive: true },
    preferences: allOn,
  },
];

/** The desk on the core: the desk's command over an in-memory API with the core's workflow and recipients rule. */
export class CorePublishing implements PublishingTasks {
  private readonly clock = new FakeClock('2026-03-02T12:00:00Z');
  private readonly readers = READERS.map((reader) => ({ ...reader }));
  private readonly api = new FakePublishingApi(this.readers, () => this.clock.now(), new Set([1, 7, 13, 16, 17, 23]));
  private readonly publish = new PublishUseCase(this.api, this.clock);
  private form: PublishingFormValues = publishingFormOf();
  private item: PublishingItem | null = null;
  private issues = new Map<string, string>();

  constructor() {}

  write(publication: WrittenPublication): Promise<void> {
    this.form = {
      ...publishingFormOf(),
      publicationType: publication.type,
      commodities: [String(COMMODITIES[publication.commodity])],
      title: publication.title,
      body: `<p>${publication.title}.</p>`,
      highlight: publication.highlightTitle !== undefined,
      highlightTitle: publication.highlightTitle ?? '',
    };
    return Promise.resolve();
  }

  attach(name: string, url: string): Promise<void> {
    this.form = { ...this.form, attachments: [...this.form.attachments, { name, url }] };
    return Promise.resolve();
  }

  private async run(command: PublishCommand): Promise<void> {
    this.issues.clear();
    try {
      this.item = await this.publish.execute(this.item, this.form, command, (local) => new Date(local));
    } catch (error) {
      if (!(error instanceof FormIssuesError)) throw error;
      for (const issue of error.issues)
        this.issues.set(issue.field, issueText(issue, withFieldMessages(CATALOGUES.PtBr, PUBLISHING_FIELD_MESSAGES)));
    }
  }

  act(action: 'save' | 'sendNow' | 'resume'): Promise<void> {
    return this.run(action);
  }

  schedule(minutes: number): Promise<void> {
    this.form = { ...this.form, at: new Date(this.clock.now() + minutes * 60_000).toISOString() };
    return this.run('schedule');
  }

  async status(): Promise<string> {
    if (!this.item) return '';
    this.item = await this.api.get(this.item.id);
    return STATUS[this.item.status];
  }

  fieldMessage(field: PublishingMessageField): Promise<string | null> {
    return Promise.resolve(this.issues.get(field) ?? null);
  }

  async wait(minutes: number): Promise<void> {
    this.clock.advance(minutes * 60_000);
    await this.api.runScheduler();
  }

  mailsTo(email: string): Promise<number> {
    return Promise.resolve(
      this.api.deliveries.filter(
        (d) => d.id === this.item?.id && d.email === email && d.channel === 'email' && d.state === 'sent',
      ).length,
    );
  }

  readerAttachments(email: string): Promise<ReaderAttachments> {
    const reader = this.readers.find((r) => r.email === email);
    const contentId = this.item?.contentIds[0];
    if (!reader || contentId === undefined) throw new Error(`no item of the publication for ${email}`);
    const { attachments, attachmentsLocked } = this.api.readerAttachments(reader.viewer, contentId);
    return Promise.resolve({ names: attachments.map((file) => file.name), locked: attachmentsLocked });
  }

  /** Makes sending to a reader fail (their mail server is down), or work again. */
  setFailing(email: string, failing: boolean): void {
    const reader = this.readers.find((r) => r.email === email);
    if (reader) reader.failing = failing;
  }
}

import {
  ApiError,
  attachmentsForReader,
  type ContentViewer,
  itemAccess,
  type NewsDetail,
  NewsStatus,
  nextPublishingStatus,
  type NotificationPreferences,
  PUBLISHING_CHANNELS,
  type PublishingApiPort,
  type PublishingChannel,
  type PublishingDraft,
  type PublishingItem,
  type PublishingPage,
  recipientCommodity,
  shareCountsOf,
  type ShareRecordRequest,
  type TableQuery,
} from '../../core';

/** A reader the fake desk can reach: rights as a viewer, choices, and whether sending to them fails. */
export interface FakeReader {
  email: string;
  viewer: ContentViewer;
  preferences: NotificationPreferences;
  failing?: boolean;
}

/** One delivery the fake made (or failed). */
export interface FakeDelivery {
  id: number;
  email: string;
  channel: PublishingChannel;
  commodity: number;
  state: 'sent' | 'failed';
}

/** The publishing desk in memory, with the workflow and the recipients rule of the core, and a clock of its own. */
export class FakePublishingApi implements PublishingApiPort {
  readonly items = new Map<number, PublishingItem>();
  readonly deliveries: FakeDelivery[] = [];
  private nextId = 1;
  /** The shares readers made of content items (a FakeShareApi's record), which the desk counts. */
  shares: () => readonly ShareRecordRequest[] = () => [];
  /** A field refusal the next draft stored (created or changed) gets, as the server answers one (400, `erros`). */
  private refusal: { field: string; message: string } | null = null;

  constructor(
    private readonly readers: FakeReader[],
    private readonly now: () => number,
    private readonly enabled: ReadonlySet<number>,
  ) {}

  private refuse(field: string, message: string): never {
    throw new ApiError(400, { errorType: 'ValidationError', code: 400, message, erros: [{ field, message }] });
  }

  /** Makes the next create or update refused on a field with the server's words. */
  refuseNext(field: string, message: string): void {
    this.refusal = { field, message };
  }

  private refusedDraft(): void {
    const refusal = this.refusal;
    this.refusal = null;
    if (refusal) this.refuse(refusal.field, refusal.message);
  }

  private found(id: number): PublishingItem {
    const item = this.items.get(id);
    if (!item) this.refuse('id', 'not found');
    return item;
  }

  list(query: TableQuery): Promise<PublishingPage> {
    const all = [...this.items.values()];
    const start = (query.page - 1) * query.pageSize;
    return Promise.resolve({
      items: all.slice(start, start + query.pageSize).map((item) => ({
        id: item.id,
        title: item.title,
        publicationType: item.publicationType,
        status: item.status,
        commodities: item.commodities,
        scheduledAt: item.scheduledAt,
        sentAt: item.sentAt,
        failures: item.failures,
        shares: shareCountsOf(
          this.shares()
            .filter((share) => item.contentIds.includes(share.id))
            .map((share) => ({ channel: share.channel, count: 1 })),
        ),
        date: item.sentAt ?? item.scheduledAt ?? item.updatedAt,
      })),
      total: all.length,
      page: query.page,
      pageSize: query.pageSize,
    });
  }

  get(id: number): Promise<PublishingItem> {
    return Promise.resolve(structuredClone(this.found(id)));
  }

  create(draft: PublishingDraft): Promise<PublishingItem> {
    this.refusedDraft();
    const id = this.nextId++;
    const item: PublishingItem = {
      ...structuredClone(draft),
      id,
      status: NewsStatus.SAVED,
      scheduledAt: null,
      sentAt: null,
      failures: 0,
      delivered: 0,
      contentIds: [],
      updatedAt: new Date(this.now()).toISOString(),
    };
    this.items.set(id, item);
    return this.get(id);
  }

  update(id: number, draft: PublishingDraft): Promise<PublishingItem> {
    this.refusedDraft();
    const item = this.found(id);
    const next = nextPublishingStatus(item.status, { kind: 'save' });
    if (!next.ok) this.refuse('status', next.reason);
    Object.assign(item, structuredClone(draft));
    return this.get(id);
  }

  keep(id: number): Promise<PublishingItem> {
    const item = this.found(id);
    const next = nextPublishingStatus(item.status, { kind: 'save' });
    if (!next.ok) this.refuse('status', next.reason);
    item.status = next.status;
    item.scheduledAt = null;
    return this.get(id);
  }

  schedule(id: number, at: string): Promise<PublishingItem> {
    const item = this.found(id);
    const next = nextPublishingStatus(item.status, { kind: 'schedule', at: new Date(at), now: new Date(this.now()) });
    if (!next.ok) this.refuse('at', next.reason);
    item.status = next.status;
    item.scheduledAt = at;
    return this.get(id);
  }

  sendNow(id: number): Promise<PublishingItem> {
    return this.send(id, 'sendNow');
  }

  resume(id: number): Promise<PublishingItem> {
    return this.send(id, 'resume');
  }

  /**
   * What a reader's detail carries of the attachments of a content item a publication became, by the content's rules
   * (its commodity, type and exclusivity against the reader's rights), as the server's news detail answers it.
   */
  readerAttachments(viewer: ContentViewer, contentId: number): Pick<NewsDetail, 'attachments' | 'attachmentsLocked'> {
    for (const item of this.items.values()) {
      const place = item.contentIds.indexOf(contentId);
      if (place < 0) continue;
      const subjectId = item.commodities[place]!;
      const access = itemAccess(viewer, {
        subjectId,
        subjectEnabled: this.enabled.has(subjectId),
        publicationType: item.publicationType,
        free: false,
        exclusive: item.exclusive,
      });
      return attachmentsForReader(access, contentId, item.attachments);
    }
    return this.refuse('id', 'not found');
  }

  /** What the server's scheduler does: sends the scheduled items whose time has come. */
  async runScheduler(): Promise<void> {
    for (const item of this.items.values())
      if (item.status === NewsStatus.SCHEDULED && Date.parse(item.scheduledAt!) <= this.now())
        await this.send(item.id, 'sendNow');
  }

  /** Sending: each reader the rule lets through a channel, once; a failing reader's deliveries fail until resumed. */
  private send(id: number, kind: 'sendNow' | 'resume'): Promise<PublishingItem> {
    const item = this.found(id);
    const claimed = nextPublishingStatus(item.status, { kind });
    if (!claimed.ok) this.refuse('status', claimed.reason);
    if (item.contentIds.length === 0) item.contentIds = item.commodities.map((_, index) => 1000 * id + index);
    item.sentAt ??= new Date(this.now()).toISOString();
    const gate = { ...item, enabledCommodities: this.enabled };
    let failures = 0;
    for (const reader of this.readers)
      for (const channel of PUBLISHING_CHANNELS) {
        const commodity = recipientCommodity(reader.viewer, reader.preferences, gate, channel);
        if (commodity === null) continue;
        const done = this.deliveries.find((d) => d.id === id && d.email === reader.email && d.channel === channel);
        if (done?.state === 'sent') continue;
        const state = reader.failing ? 'failed' : 'sent';
        if (done) done.state = state;
        else this.deliveries.push({ id, email: reader.email, channel, commodity, state });
        if (state === 'failed') failures++;
      }
    const finished = nextPublishingStatus(NewsStatus.SENDNOW, { kind: 'finish', failures });
    if (finished.ok) item.status = finished.status;
    item.failures = failures;
    item.delivered = this.deliveries.filter((d) => d.id === id && d.state === 'sent').length;
    return this.get(id);
  }
}

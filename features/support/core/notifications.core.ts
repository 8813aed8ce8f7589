import {
  AppEvents,
  announcePush,
  markNotificationsSeen,
  UnreadNotificationsPoller,
  type ContentNotification,
} from '../../../core';
import { flushPromises } from '../../../tests/fakes/fake-apis';
import { FakeClock } from '../../../tests/fakes/fake-clock';
import { FakeContentApi } from '../../../tests/fakes/fake-content-api';
import { MemoryStorage } from '../../../tests/fakes/memory-storage';
import { notification } from '../../../tests/fakes/builders';
import { type ListedNotification, type NotificationTasks } from '../notifications.tasks';

/** The user-info check interval of the scenarios (checkUserInfoPoolingTime). */
const CHECK_MS = 60_000;

/** The centre on the core: the count's poller over a fake content API, a fake clock and this device's storage. */
export class CoreNotifications implements NotificationTasks {
  private readonly clock = new FakeClock('2026-11-21T12:00:00Z');
  private readonly api = new FakeContentApi();
  private readonly local = new MemoryStorage();
  private readonly events = new AppEvents();
  private email = '';
  private count = 0;
  private poller: UnreadNotificationsPoller | undefined;
  private listed: ContentNotification[] = [];

  constructor() {
    this.api.notifications = [
      notification(3, '2026-11-21T11:00:00.000Z', { title: 'Etanol hidratado sobe nas usinas' }),
      notification(2, '2026-11-21T10:00:00.000Z', {
        title: 'Boletim do açúcar',
        newsContent: [{ code: 'report', nome: 'Relatórios' }],
      }),
      notification(1, '2026-11-20T09:00:00.000Z', { title: 'Safra de cana revisada' }),
    ];
  }

  async signIn(email: string): Promise<void> {
    this.email = email;
    await this.start();
  }

  async unread(): Promise<number> {
    await flushPromises();
    return this.count;
  }

  async open(): Promise<ListedNotification[]> {
    this.listed = await this.api.contentNotification();
    markNotificationsSeen(this.local, this.email, this.listed);
    this.poller?.seen();
    return this.listed.map((item) => ({
      title: item.title,
      type: item.newsContent[0]?.nome ?? '',
      published: item.dt_publish,
    }));
  }

  async comeBack(): Promise<void> {
    this.poller?.stop();
    this.count = 0;
    this.clock.advance(3_600_000);
    await this.start();
  }

  async openFirst(): Promise<{ listed: string; read: string }> {
    const first = this.listed[0];
    if (!first) throw new Error('the centre lists nothing');
    // The core has no pages: the content a notification opens is the item of its id.
    const sent = this.api.notifications?.find((item) => item.id === first.id);
    return { listed: first.title, read: sent?.title ?? '' };
  }

  async newsSent(): Promise<void> {
    const sent = this.api.notifications ?? [];
    const id = Math.max(0, ...sent.map((item) => item.id)) + 1;
    this.clock.advance(1_000);
    this.api.notifications = [
      notification(id, new Date(this.clock.now()).toISOString(), { title: `Notícia enviada ${id}` }),
      ...sent,
    ];
  }

  async userInfoCheck(): Promise<void> {
    this.clock.advance(CHECK_MS);
    await flushPromises();
  }

  async pushArrives(): Promise<void> {
    announcePush(this.events, { userdata: { custom: { action: 'openPage', id: 4 } } });
    await flushPromises();
  }

  widths(): Promise<{ centre: number; screen: number }> {
    throw new Error('only a page has a width (a @browser-only step)');
  }

  sidewaysScroll(): Promise<number> {
    throw new Error('only a page scrolls (a @browser-only step)');
  }

  closeWithEscape(): Promise<boolean> {
    throw new Error('only a page has a keyboard focus (a @browser-only step)');
  }

  private async start(): Promise<void> {
    this.poller = new UnreadNotificationsPoller(this.clock, this.events, this.api, this.local, (count) => {
      this.count = count;
    });
    await this.poller.start(this.email, CHECK_MS);
  }
}

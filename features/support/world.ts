import 'reflect-metadata';
import { setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import { type AccountTasks } from './account.tasks';
import { type AccountLayoutTasks } from './account-layout.tasks';
import { type ContentTasks } from './content.tasks';
import { type CookieTasks } from './cookies.tasks';
import { type PrivacyTasks } from './privacy.tasks';
import { type DocumentTasks } from './documents.tasks';
import { type ReadingTasks } from './reading.tasks';
import { type FavoritesTasks } from './favorites.tasks';
import { type CalendarTasks } from './calendar.tasks';
import { type HelpTasks } from './help.tasks';
import { type LayoutTasks } from './layout.tasks';
import { type MarketTasks } from './market.tasks';
import { type MarketAlertsTasks } from './market-alerts.tasks';
import { type QuotesSessionTasks } from './quotes-session.tasks';
import { type MediaTasks } from './media.tasks';
import { type ServicesTasks } from './services.tasks';
import { type SearchTasks } from './search.tasks';
import { type ConsultingTasks } from './consulting.tasks';
import { type AdminTasks } from './admin.tasks';
import { type PublishingTasks } from './publishing.tasks';
import { type NotificationTasks } from './notifications.tasks';
import { type PlansTasks } from './plans.tasks';
import { type SessionsTasks } from './sessions.tasks';
import { type SignInTasks } from './sign-in.tasks';
import { type VisitorHomeTasks } from './visitor-home.tasks';
import { type TourTasks } from './tour.tasks';
import { type NativeShellTasks } from './native-shell.tasks';

/** Which assembly runs the scenario: the core with fakes, or the browser against the reference server. */
export type Assembly = 'core' | 'ui';

/** The tasks of every capability, implemented once per assembly. */
export interface Tasks {
  signIn: SignInTasks;
  sessions: SessionsTasks;
  account: AccountTasks;
  content: ContentTasks;
  layout: LayoutTasks;
  accountLayout: AccountLayoutTasks;
  cookies: CookieTasks;
  notifications: NotificationTasks;
  help: HelpTasks;
  /** The visitor's home and landing page. */
  visitorHome: VisitorHomeTasks;
  /** The plans page. */
  plans: PlansTasks;
  tour: TourTasks;
  nativeShell: NativeShellTasks;
  /** An item's documents and the e-mailed download link. */
  documents: DocumentTasks;
  /** Listening to an item and sharing it. */
  reading: ReadingTasks;
  /** Favourites and starred pages. */
  favorites: FavoritesTasks;
  /** The calendars and the author page. */
  calendar: CalendarTasks;
  /** Media, the player and the playlist. */
  media: MediaTasks;
  /** The quotes module. */
  market: MarketTasks;
  /** The quotes module's watch list and price alerts (the core assembly only, for now). */
  marketAlerts?: MarketAlertsTasks;
  /** The services: ask the analyst. */
  services: ServicesTasks;
  /** The search: results and suggestions. */
  search: SearchTasks;
  /** The quotes module's session with the acceptor, in one tab or two. */
  quotesSession: QuotesSessionTasks;
  /** Consulting: the deliverables of the plan and their documents. */
  consulting: ConsultingTasks;
  /** The back office: role rules, lists and register forms. */
  admin: AdminTasks;
  /** The publishing desk and what reaches the readers. */
  publishing: PublishingTasks;
  /** The copy of one's data and the device list of my account. */
  privacy?: PrivacyTasks;
}

/** Scenario state shared by the step definitions; `vars` holds whatever a step leaves for the next ones. */
export class CeleiroWorld extends World<{ assembly: Assembly }> {
  readonly assembly: Assembly;
  readonly vars = new Map<string, unknown>();
  private tasks?: Tasks;

  constructor(options: IWorldOptions<{ assembly: Assembly }>) {
    super(options);
    this.assembly = options.parameters.assembly;
  }

  /** Installs the tasks of this scenario's assembly (done by the Before hooks). */
  useTasks(tasks: Tasks): void {
    this.tasks = tasks;
  }

  /** The sign-in tasks. */
  get signIn(): SignInTasks {
    if (!this.tasks) throw new Error(`no tasks for the ${this.assembly} assembly`);
    return this.tasks.signIn;
  }

  /** The sessions tasks. */
  get sessions(): SessionsTasks {
    if (!this.tasks) throw new Error(`no tasks for the ${this.assembly} assembly`);
    return this.tasks.sessions;
  }

  /** The account tasks. */
  get account(): AccountTasks {
    if (!this.tasks) throw new Error(`no tasks for the ${this.assembly} assembly`);
    return this.tasks.account;
  }

  /** The content tasks. */
  get content(): ContentTasks {
    if (!this.tasks) throw new Error(`no tasks for the ${this.assembly} assembly`);
    return this.tasks.content;
  }

  /** The layout tasks. */
  get layout(): LayoutTasks {
    if (!this.tasks) throw new Error(`no tasks for the ${this.assembly} assembly`);
    return this.tasks.layout;
  }

  /** The tasks of the layout kept in the account. */
  get accountLayout(): AccountLayoutTasks {
    if (!this.tasks) throw new Error(`no tasks for the ${this.assembly} assembly`);
    return this.tasks.accountLayout;
  }

  /** The notification-centre tasks. */
  get notifications(): NotificationTasks {
    if (!this.tasks) throw new Error(`no tasks for the ${this.assembly} assembly`);
    return this.tasks.notifications;
  }

  /** The cookie-notice tasks. */
  get cookies(): CookieTasks {
    if (!this.tasks) throw new Error(`no tasks for the ${this.assembly} assembly`);
    return this.tasks.cookies;
  }

  /** The help tasks. */
  get help(): HelpTasks {
    if (!this.tasks) throw new Error(`no tasks for the ${this.assembly} assembly`);
    return this.tasks.help;
  }

  /** The tasks of the visitor's home and landing page. */
  get visitorHome(): VisitorHomeTasks {
    if (!this.tasks) throw new Error(`no tasks for the ${this.assembly} assembly`);
    return this.tasks.visitorHome;
  }

  /** The tasks of the plans page. */
  get plans(): PlansTasks {
    if (!this.tasks) throw new Error(`no tasks for the ${this.assembly} assembly`);
    return this.tasks.plans;
  }

  /** The tasks of an item's documents and the e-mailed download link. */
  get documents(): DocumentTasks {
    if (!this.tasks) throw new Error(`no tasks for the ${this.assembly} assembly`);
    return this.tasks.documents;
  }

  /** The tasks of listening to an item and sharing it. */
  get reading(): ReadingTasks {
    if (!this.tasks) throw new Error(`no tasks for the ${this.assembly} assembly`);
    return this.tasks.reading;
  }

  /** The tasks of favourites and starred pages. */
  get favorites(): FavoritesTasks {
    if (!this.tasks) throw new Error(`no tasks for the ${this.assembly} assembly`);
    return this.tasks.favorites;
  }

  /** The tasks of the calendars and the author page. */
  get calendar(): CalendarTasks {
    if (!this.tasks) throw new Error(`no tasks for the ${this.assembly} assembly`);
    return this.tasks.calendar;
  }

  /** The tasks of media, the player and the playlist. */
  get media(): MediaTasks {
    if (!this.tasks) throw new Error(`no tasks for the ${this.assembly} assembly`);
    return this.tasks.media;
  }

  /** The tasks of the quotes module. */
  get market(): MarketTasks {
    if (!this.tasks) throw new Error(`no tasks for the ${this.assembly} assembly`);
    return this.tasks.market;
  }

  /** The tasks of the watch list and price alerts. */
  get marketAlerts(): MarketAlertsTasks {
    if (!this.tasks?.marketAlerts) throw new Error(`no market alerts tasks for the ${this.assembly} assembly`);
    return this.tasks.marketAlerts;
  }

  /** The tasks of the quotes module's session. */
  get quotesSession(): QuotesSessionTasks {
    if (!this.tasks) throw new Error(`no tasks for the ${this.assembly} assembly`);
    return this.tasks.quotesSession;
  }

  /** The tasks of the search. */
  get search(): SearchTasks {
    if (!this.tasks) throw new Error(`no tasks for the ${this.assembly} assembly`);
    return this.tasks.search;
  }

  /** The tasks of the services. */
  get services(): ServicesTasks {
    if (!this.tasks) throw new Error(`no tasks for the ${this.assembly} assembly`);
    return this.tasks.services;
  }

  /** The back office's tasks. */
  get admin(): AdminTasks {
    if (!this.tasks) throw new Error(`no tasks for the ${this.assembly} assembly`);
    return this.tasks.admin;
  }

  /** The consulting tasks. */
  get consulting(): ConsultingTasks {
    if (!this.tasks) throw new Error(`no tasks for the ${this.assembly} assembly`);
    return this.tasks.consulting;
  }

  /** The publishing desk's tasks. */
  get publishing(): PublishingTasks {
    if (!this.tasks) throw new Error(`no tasks for the ${this.assembly} assembly`);
    return this.tasks.publishing;
  }

  /** The tasks of the copy of one's data and the device list. */
  get privacy(): PrivacyTasks {
    if (!this.tasks?.privacy) throw new Error(`no privacy tasks for the ${this.assembly} assembly`);
    return this.tasks.privacy;
  }

  /** The e-mail of the account the scenario is about. */
  get email(): string {
    return String(this.vars.get('email'));
  }

  /** The guided tour's tasks. */
  get tour(): TourTasks {
    if (!this.tasks) throw new Error(`no tasks for the ${this.assembly} assembly`);
    return this.tasks.tour;
  }

  /** The native shell's tasks. */
  get nativeShell(): NativeShellTasks {
    if (!this.tasks) throw new Error(`no tasks for the ${this.assembly} assembly`);
    return this.tasks.nativeShell;
  }
}

setWorldConstructor(CeleiroWorld);

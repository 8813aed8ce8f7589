import { FakeMarketApi } from '../../fakes/fake-market-api';
import { acceptorFailure, FakeAcceptorApi } from '../../fakes/fake-acceptor-api';
import { FakeMarketAlertsApi } from '../../fakes/fake-market-alerts-api';
import { FakeConsultingApi } from '../../fakes/fake-consulting-api';
import { FakeAccountPrivacyApi } from '../../fakes/fake-account-privacy-api';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { type Container } from 'inversify';
import { createMemoryRouter } from 'react-router-dom';
import {
  AcceptorApiPort,
  AccountApiPort,
  LayoutApiPort,
  AppVersionPort,
  LOCALES,
  AuthApiPort,
  ClockPort,
  ConfigPort,
  ContentApiPort,
  MarketAlertsApiPort,
  ConsultingApiPort,
  AccountPrivacyApiPort,
  MarketApiPort,
  ContentCachePort,
  CookiePort,
  DocumentApiPort,
  FileSaverPort,
  IdPort,
  LocalStoragePort,
  LoggerPort,
  NavigationPort,
  SessionRepository,
  SessionStoragePort,
  SupportApiPort,
  TransportFailurePort,
  type AppConfig,
  type AuthApiPort as AuthApi,
  type ContentApiPort as ContentApi,
  type DocumentApiPort as DocumentApi,
  type TransportFailurePort as TransportFailures,
  type AccountApiPort as AccountApi,
  type LayoutApiPort as LayoutApi,
  type SupportApiPort as SupportApi,
} from '../../../core';
import { App, type AppRouter } from '../../../ui/app/app';
import { bindAccountPrivacy } from '../../../ui/di/account-privacy-bindings';
import { bindOnce } from '../../../ui/di/binding';
import { bindConsulting } from '../../../ui/di/consulting-bindings';
import { createContainer, warmUp } from '../../../ui/di/container';
import { bindMarket } from '../../../ui/di/market-bindings';
import { TimeCounterToken } from '../../../ui/di/tokens';
import { BrowserEnvironmentToken, type BrowserEnvironment } from '../../../ui/kit/platform/browser-environment';
import { startApp } from '../../../ui/app/bootstrap';
import { activeUser } from '../../fakes/builders';
import { FakeAppVersion, FakeLayoutApi, MemoryCookies } from '../../fakes/fake-apis';
import { FakeAccountApi } from '../../fakes/fake-account-api';
import { FakeAuthApi } from '../../fakes/fake-auth-api';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeContentApi } from '../../fakes/fake-content-api';
import { FakeContentCache } from '../../fakes/fake-content-cache';
import { FakeDocumentApi, RecordingFileSaver } from '../../fakes/fake-document-api';
import { FakeSupportApi } from '../../fakes/fake-support-api';
import { MemoryStorage } from '../../fakes/memory-storage';
import { RecordingLogger, RecordingNavigation, RecordingTimeCounter, SequentialIds } from '../../fakes/recorders';
import { reportingFailures } from '../../fakes/reporting-api';
import { StaticConfig } from '../../fakes/static-config';
import { loadTexts } from '../../../ui/app/texts';
import { ALL_TEXTS } from '../../support/texts';

// The app loads each page's code, its dialogs and popovers, and each namespace of texts on first use. The test runner
// compiles a module the first time it is imported, which on a busy machine can take longer than a query waits for
// what it looks for; importing them all once, here, keeps the tests about the app's behaviour and not about the
// runner's compile times (the built app loads the same modules as chunks). A module a test makes never arrive (a
// stalled network) is not waited for.
const atMost = (load: Promise<unknown>, ms: number) =>
  Promise.race([load, new Promise((resolve) => setTimeout(resolve, ms))]).catch(() => undefined);
await Promise.all(
  Object.values(
    import.meta.glob(['../../../ui/**/*.{ts,tsx}', '!../../../ui/app/main.tsx', '!../../../ui/app/boot.ts']),
  ).map((load) => atMost(load(), 5_000)),
);
await Promise.all(Object.keys(ALL_TEXTS).flatMap((namespace) => LOCALES.map((locale) => loadTexts(namespace, locale))));
// What the app loads once the page is idle (the HTTP adapters, sonner): the tests start from a settled page.
await warmUp();

/** A browser whose language, user-agent and viewport a test chooses, recording scrolls to the top. */
export class FakeBrowser implements BrowserEnvironment {
  scrolls = 0;
  size = { width: 1366, height: 800 };
  private readonly resizeListeners = new Set<() => void>();
  constructor(
    public languageTag = 'pt-BR',
    public agent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
  ) {}
  language(): string {
    return this.languageTag;
  }
  userAgent(): string {
    return this.agent;
  }
  scrollToTop(): void {
    this.scrolls++;
  }
  viewport(): { width: number; height: number } {
    return this.size;
  }
  onResize(listener: () => void): () => void {
    this.resizeListeners.add(listener);
    return () => this.resizeListeners.delete(listener);
  }
  /** The window takes a new size (a rotation, a resize). */
  resize(width: number, height: number): void {
    this.size = { width, height };
    for (const listener of this.resizeListeners) listener();
  }
}

/** The account the UI tests sign in with. */
export const ACCOUNT = { email: 'assinante@example.com', password: 'Celeiro#2026' } as const;

/** The app's real composition root with every port bound to a fake. */
export function createTestKit(options: { brand?: AppConfig['brand']; userAgent?: string; language?: string } = {}) {
  const container: Container = createContainer();
  const auth = new FakeAuthApi();
  auth.addAccount(ACCOUNT.email, ACCOUNT.password);
  const account = new FakeAccountApi();
  account.addAccount(ACCOUNT.email, ACCOUNT.password);
  account.signedIn = ACCOUNT.email;
  const content = new FakeContentApi();
  const market = new FakeMarketApi();
  const marketAlerts = new FakeMarketAlertsApi();
  const consulting = new FakeConsultingApi();
  const contentCache = new FakeContentCache();
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  const clock = new FakeClock();
  const layout = new FakeLayoutApi(() => new Date(clock.now()));
  const navigation = new RecordingNavigation();
  const logger = new RecordingLogger();
  const timeCounter = new RecordingTimeCounter();
  const browser = new FakeBrowser(options.language, options.userAgent);
  const config: AppConfig = {
    api_url: '/api/',
    api_cache: '/cache/',
    api_cache_key: 'key',
    checkUserInfoPoolingTime: 60_000,
    brand: options.brand ?? 'consultancy',
  };

  const signedIn = () => container.get(SessionRepository).isAuthenticated();
  container
    .rebind(AuthApiPort)
    .toResolvedValue(
      (failures: TransportFailures) => reportingFailures<AuthApi>(auth, failures, signedIn),
      [TransportFailurePort],
    );
  container
    .rebind(AccountApiPort)
    .toResolvedValue(
      (failures: TransportFailures) => reportingFailures<AccountApi>(account, failures, signedIn),
      [TransportFailurePort],
    );
  container
    .rebind(ContentApiPort)
    .toResolvedValue(
      (failures: TransportFailures) => reportingFailures<ContentApi>(content, failures, signedIn),
      [TransportFailurePort],
    );
  container
    .rebind(LayoutApiPort)
    .toResolvedValue(
      (failures: TransportFailures) => reportingFailures<LayoutApi>(layout, failures, signedIn),
      [TransportFailurePort],
    );
  const support = new FakeSupportApi(signedIn);
  container
    .rebind(SupportApiPort)
    .toResolvedValue(
      (failures: TransportFailures) => reportingFailures<SupportApi>(support, failures, signedIn),
      [TransportFailurePort],
    );
  const documents = new FakeDocumentApi(clock, { name: 'Ana Souza', email: ACCOUNT.email });
  const saver = new RecordingFileSaver();
  container
    .rebind(DocumentApiPort)
    .toResolvedValue(
      (failures: TransportFailures) => reportingFailures<DocumentApi>(documents, failures, signedIn),
      [TransportFailurePort],
    );
  container.rebind(FileSaverPort).toConstantValue(saver);
  container.rebind(ContentCachePort).toConstantValue(contentCache);
  container.rebind(ConfigPort).toConstantValue(new StaticConfig(config));
  container.rebind(LocalStoragePort).toConstantValue(local);
  container.rebind(SessionStoragePort).toConstantValue(session);
  container.rebind(ClockPort).toConstantValue(clock);
  container.rebind(NavigationPort).toConstantValue(navigation);
  container.rebind(LoggerPort).toConstantValue(logger);
  container.rebind(IdPort).toConstantValue(new SequentialIds());
  container.rebind(CookiePort).toConstantValue(new MemoryCookies());
  container.rebind(BrowserEnvironmentToken).toConstantValue(browser);
  const appVersion = new FakeAppVersion();
  container.rebind(AppVersionPort).toConstantValue(appVersion);
  container.rebind(TimeCounterToken).toConstantValue(timeCounter);
  // The module's acceptor: a token it retires ends that token's live stream, as the server does.
  const acceptor = new FakeAcceptorApi(
    () => clock.now(),
    (token) => market.endStreamsOf(token, acceptorFailure('anotherStation')),
  );
  container.rebind(AcceptorApiPort).toConstantValue(acceptor);
  // The areas whose bindings load with their routes, bound now with their fakes in: their routes find them bound.
  for (const binding of [bindMarket, bindConsulting, bindAccountPrivacy]) bindOnce(container, binding);
  container.rebind(MarketApiPort).toConstantValue(market);
  container.rebind(MarketAlertsApiPort).toConstantValue(marketAlerts);
  container.rebind(ConsultingApiPort).toConstantValue(consulting);
  const privacy = new FakeAccountPrivacyApi();
  container
    .rebind(AccountPrivacyApiPort)
    .toResolvedValue(
      (failures: TransportFailures) => reportingFailures<AccountPrivacyApiPort>(privacy, failures, signedIn),
      [TransportFailurePort],
    );

  return {
    container,
    auth,
    account,
    content,
    market,
    marketAlerts,
    acceptor,
    consulting,
    privacy,
    contentCache,
    documents,
    saver,
    layout,
    support,
    local,
    session,
    clock,
    navigation,
    logger,
    timeCounter,
    browser,
    config,
    appVersion,
  };
}

/** The test kit. */
export type TestKit = ReturnType<typeof createTestKit>;

/** Stores a signed-in user, as a previous sign-in would have. */
export function signInBefore(kit: TestKit, user: Parameters<typeof activeUser>[0] = {}): void {
  kit.container.get(SessionRepository).save(activeUser({ email: ACCOUNT.email, token: 'token-1', ...user }), true);
}

/** Starts the app as its entry does and renders it at `path` through the real routes in a memory router. */
export function renderApp(kit: TestKit, path: string): RenderResult & { router: AppRouter; user: UserEvent } {
  const router = startApp(kit.container, (routes) => createMemoryRouter(routes, { initialEntries: [path] }));
  const user = userEvent.setup();
  const result = render(<App container={kit.container} router={router} />);
  return { ...result, router, user };
}

/** The current address of the router (path and query). */
export function currentAddress(router: AppRouter): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

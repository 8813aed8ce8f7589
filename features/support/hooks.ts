import { Before } from '@cucumber/cucumber';
import { CoreAccount } from './core/account.core';
import { CoreAccountLayout } from './core/account-layout.core';
import { CoreContent } from './core/content.core';
import { CoreCookies } from './core/cookies.core';
import { CoreFavorites } from './core/favorites.core';
import { CoreCalendar } from './core/calendar.core';
import { CoreHelp } from './core/help.core';
import { CoreLayout } from './core/layout.core';
import { CoreMarket } from './core/market.core';
import { CoreMarketAlerts } from './core/market-alerts.core';
import { CoreQuotesSession } from './core/quotes-session.core';
import { CoreMedia } from './core/media.core';
import { CoreServices } from './core/services.core';
import { CoreSearch } from './core/search.core';
import { CoreConsulting } from './core/consulting.core';
import { CoreAdmin } from './core/admin.core';
import { CorePublishing } from './core/publishing.core';
import { CoreNotifications } from './core/notifications.core';
import { CorePlans } from './core/plans.core';
import { CoreSessions } from './core/sessions.core';
import { CoreSignIn } from './core/sign-in.core';
import { CoreVisitorHome } from './core/visitor-home.core';
import { CoreTour } from './core/tour.core';
import { CoreDocuments } from './core/documents.core';
import { CoreReading } from './core/reading.core';
import { CoreNativeShell } from './core/native-shell.core';
import { CorePrivacy } from './core/privacy.core';
import { type CeleiroWorld } from './world';

// The core assembly: fresh use cases and fakes for every scenario.
Before(function (this: CeleiroWorld) {
  if (this.assembly === 'core')
    this.useTasks({
      signIn: new CoreSignIn(),
      sessions: new CoreSessions(),
      account: new CoreAccount(),
      content: new CoreContent(),
      layout: new CoreLayout(),
      accountLayout: new CoreAccountLayout(),
      cookies: new CoreCookies(),
      notifications: new CoreNotifications(),
      help: new CoreHelp(),
      visitorHome: new CoreVisitorHome(),
      plans: new CorePlans(),
      tour: new CoreTour(),
      documents: new CoreDocuments(),
      reading: new CoreReading(),
      favorites: new CoreFavorites(),
      calendar: new CoreCalendar(),
      media: new CoreMedia(),
      market: new CoreMarket(),
      marketAlerts: new CoreMarketAlerts(),
      quotesSession: new CoreQuotesSession(),
      services: new CoreServices(),
      search: new CoreSearch(),
      consulting: new CoreConsulting(),
      admin: new CoreAdmin(),
      publishing: new CorePublishing(),
      nativeShell: new CoreNativeShell(),
      privacy: new CorePrivacy(),
    });
});

import { type ComponentType, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useInjection } from '../kit/injection';
import { AppNavigator } from '../shell/app-navigator';
import { PATHS, type ServiceRoute } from '../shell/paths';
import { AskAnalystPage } from './ask-analyst-page';
import { FreightPage } from './freight-page';
import { LineUpPage } from './line-up-page';
import { OpenLinePage, TeleconferencePage } from './live-sessions-page';
import { type SERVICE_PAGE_NAMES } from './service-names';
import { WeatherPage } from './weather-page';

type ServicePageName = (typeof SERVICE_PAGE_NAMES)[number];

/** The pages of /services/{name}. */
const SERVICE_PAGES: Readonly<Record<ServicePageName, ComponentType>> = {
  'freight-calculator': FreightPage,
  'ship-line-up': LineUpPage,
  weather: WeatherPage,
  'open-line': OpenLinePage,
  teleconference: TeleconferencePage,
};

/** /services/{name}: the service's page; a name that is no service goes to the not-found page. */
function ServiceByName() {
  const { name = '' } = useParams();
  const Page = Object.hasOwn(SERVICE_PAGES, name) ? SERVICE_PAGES[name as ServicePageName] : undefined;
  const navigator = useInjection(AppNavigator);
  useEffect(() => {
    if (!Page) void navigator.navigate(PATHS.notFound, { replace: true });
  }, [Page, navigator]);
  return Page ? <Page key={name} /> : null;
}

/** The page of a route of the services area. */
export function servicesPage(route: ServiceRoute): ComponentType {
  return route === 'ask-to-analyst' ? AskAnalystPage : ServiceByName;
}

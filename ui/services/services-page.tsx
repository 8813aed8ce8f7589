import { type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { type ServiceRoute } from '../shell/paths';
import { AskAnalystPage } from './ask-analyst-page';
import { FreightPage } from './freight-page';
import { LineUpPage } from './line-up-page';
import { OpenLinePage, TeleconferencePage } from './live-sessions-page';
import { WeatherPage } from './weather-page';

/** The pages of /services/{name}. */
const SERVICE_PAGES: Readonly<Record<string, ComponentType>> = {
  'freight-calculator': FreightPage,
  'ship-line-up': LineUpPage,
  weather: WeatherPage,
  'open-line': OpenLinePage,
  teleconference: TeleconferencePage,
};

/** /services/{name}: the service's page (the navigation guard sends a name that is no service to the not-found page). */
function ServiceByName() {
  const { name = '' } = useParams();
  const Page = Object.hasOwn(SERVICE_PAGES, name) ? SERVICE_PAGES[name] : undefined;
  return Page ? <Page key={name} /> : null;
}

/** The page of a route of the services area. */
export function servicesPage(route: ServiceRoute): ComponentType {
  return route === 'ask-to-analyst' ? AskAnalystPage : ServiceByName;
}

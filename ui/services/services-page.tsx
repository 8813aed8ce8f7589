import { type ComponentType } from 'react';
import { type ServiceRoute } from '../shell/paths';
import { AskAnalystPage } from './ask-analyst-page';

/** The page of a route of the services area. */
export function servicesPage(route: ServiceRoute): ComponentType {
  switch (route) {
    case 'ask-to-analyst':
      return AskAnalystPage;
  }
}

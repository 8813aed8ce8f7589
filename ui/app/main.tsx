import 'reflect-metadata/lite';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app';
import { createContainer, warmUp } from '../di/container';
import { onOfflineShelfRequest } from '../kit/platform/offline-shelf';
import { whenIdle } from '../kit/platform/when-idle';
import { startApp } from './bootstrap';
import '../kit/theme/tokens.css';
import '../kit/theme/base.css';

const container = createContainer();
const router = startApp(container, createBrowserRouter);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App container={container} router={router} />
  </StrictMode>,
);
whenIdle(() => void warmUp().catch(() => undefined));
// An error nothing caught is logged and sent to the server; the code that sends it loads with the first one.
const report = (event: Event) =>
  void import('../di/error-reporting').then(
    (r) => r.reportUncaughtEvent(container, event),
    () => undefined,
  );
addEventListener('error', report);
addEventListener('unhandledrejection', report);
// The page's web vitals are measured and sent by code that loads when the reader first acts on the page.
const vitals = () =>
  void import('../di/web-vitals-reporting').then(
    (v) => v.startWebVitals(container),
    () => undefined,
  );
for (const type of ['pointerdown', 'keydown', 'scroll'])
  addEventListener(type, vitals, { once: true, passive: true, capture: true });
// The built app keeps the saved news readable offline (a service worker; the development server has none): its code
// loads when a page asks for it, once there is something to keep.
if (import.meta.env.PROD) onOfflineShelfRequest(() => void import('./offline').then((o) => o.startOffline(container)));

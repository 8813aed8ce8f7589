import 'reflect-metadata/lite';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { when } from 'mobx';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app';
import { createContainer, warmUp } from '../di/container';
import { whenIdle } from '../kit/platform/when-idle';
import { SessionStore } from '../shell/session.store';
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
// The built app keeps the saved news readable offline (a service worker; the development server has none). Its code
// loads once there is something to keep, or a service worker already runs here (to empty its shelf at a sign-out).
if (import.meta.env.PROD) {
  const session = container.get(SessionStore);
  when(
    () => navigator.serviceWorker?.controller != null || (session.user?.savedNews ?? []).length > 0,
    () => whenIdle(() => void import('./offline').then((offline) => offline.startOffline(container))),
  );
}

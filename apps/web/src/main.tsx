import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// Global tokens and resets first, so component styles come after them in the cascade.
import './app/global.css';
import { App } from './app/app.tsx';
import { firstPageLive } from './app/lazy-page.tsx';
import { installBackGuard } from './shared/lib/use-back-guard.ts';
import { whenIdle } from './shared/lib/when-idle.ts';
import { hasMemberSession } from './shared/session/has-member-session.ts';
import { useAppStore } from './shared/store/app-store.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The server's HTML is the screen of a first visit to the address it was rendered for (issue 10, ADR 0020). It is
// hydrated when this visit is that — no session, nothing kept in this tab, the same path and query — and otherwise
// replaced, so nobody sees a mismatch repaired. Checked before the store is touched: the store keeps itself in
// sessionStorage.
const isMember = hasMemberSession();
const renderedUrl = document.documentElement.dataset.prerenderedUrl;
const isRenderedForThisAddress =
  renderedUrl === '*' || renderedUrl === `${window.location.pathname}${window.location.search}`;
const isFirstVisitScreen =
  container.hasChildNodes() && isRenderedForThisAddress && !isMember && window.sessionStorage.length === 0;

// A member's session (access or refresh token cookie) survives reloads; the store's auth flag starts from it.
useAppStore.setState({ isAuthenticated: isMember });

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Before the router adds its own `popstate` listener (ADR 0022).
installBackGuard();
if (isFirstVisitScreen) hydrateRoot(container, app);
else createRoot(container).render(app);

// Offline use and instant second visits (issue 10); not in development, where files change under it. Its install
// fetches every file of the app (~0.8 MB): on a slow network that would compete with the first page's own code, so it
// starts once that page is live and the browser is idle.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void firstPageLive.then(() => whenIdle(() => void navigator.serviceWorker.register('/sw.js')));
}

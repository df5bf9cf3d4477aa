// First, before any schema parses: no `new Function` probe under the CSP.
import './shared/lib/zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// Global tokens and resets first, so component styles come after them in the cascade.
import './app/global.css';
import { App } from './app/app.tsx';
import { hasMemberSession } from './shared/session/has-member-session.ts';
import { useAppStore } from './shared/store/app-store.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The server's HTML is a first visit's screen (issue 10, ADR 0020). It is hydrated when this visit is one — no session,
// nothing kept in this tab — and otherwise replaced, so a returning person never sees a mismatch repaired. Checked
// before the store is touched: the store keeps itself in sessionStorage.
const isMember = hasMemberSession();
const isFirstVisitScreen = container.hasChildNodes() && !isMember && window.sessionStorage.length === 0;

// A member's session (access or refresh token cookie) survives reloads; the store's auth flag starts from it.
useAppStore.setState({ isAuthenticated: isMember });

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (isFirstVisitScreen) hydrateRoot(container, app);
else createRoot(container).render(app);

// Offline use and instant second visits (issue 10); not in development, where files change under it.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js'));
}

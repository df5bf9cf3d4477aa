import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Global tokens and resets first, so component styles come after them in the cascade.
import './app/global.css';
import { App } from './app/app.tsx';
import { hasMemberSession } from './shared/session/has-member-session.ts';
import { useAppStore } from './shared/store/app-store.ts';

// A member's session (access or refresh token cookie) survives reloads; the store's auth flag starts from it.
useAppStore.setState({ isAuthenticated: hasMemberSession() });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import { config } from '../config/config.ts';
import { clearPersonalData } from '../session/clear-personal-data.ts';
import { useAppStore } from '../store/app-store.ts';
import { createApiClient } from './api-client.ts';

/**
 * An API client wired to the app store: the global loading flag and, when the session is gone, the login modal;
 * a session the server ended leaves nothing of the person but the way back after login (issue 27).
 */
export function createAppApiClient(baseUrl: string = config.apiBaseUrl) {
  return createApiClient({
    baseUrl,
    getCurrentPath: () => window.location.pathname,
    onLoadingChange: (isLoading) => useAppStore.getState().setLoading(isLoading),
    onSessionExpired: () => clearPersonalData({ keepReturnPath: true }),
    onLoginRequired: () => {
      useAppStore.getState().setAuthenticated(false);
      useAppStore.getState().openLoginModal();
    },
  });
}

/** The client every feature's api/ folder calls. */
export const api = createAppApiClient();

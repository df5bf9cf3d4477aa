import { config } from '../config/config.ts';
import { useAppStore } from '../store/app-store.ts';
import { createApiClient } from './api-client.ts';

/** An API client wired to the app store: the global loading flag and, when the session is gone, the login modal. */
export function createAppApiClient(baseUrl: string = config.apiBaseUrl) {
  return createApiClient({
    baseUrl,
    getCurrentPath: () => window.location.pathname,
    onLoadingChange: (isLoading) => useAppStore.getState().setLoading(isLoading),
    onLoginRequired: () => {
      useAppStore.getState().setAuthenticated(false);
      useAppStore.getState().openLoginModal();
    },
  });
}

/** The client every feature's api/ folder calls. */
export const api = createAppApiClient();

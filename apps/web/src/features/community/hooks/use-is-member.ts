import { hasMemberSession } from '../../../shared/session/has-member-session.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';

/**
 * True for a logged-in member (spec §6: writing, commenting and liking need login). The store flag
 * follows logins and logouts in this tab; the cookies cover a reload with only a refresh token left.
 */
export function useIsMember(): boolean {
  const isAuthenticated = useAppStore((state) => state.isAuthenticated);
  return isAuthenticated || hasMemberSession();
}

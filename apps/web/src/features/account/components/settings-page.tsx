import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../shared/config/paths.ts';
import { commonCopy } from '../../../shared/copy/common-copy.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { hasMemberSession } from '../../../shared/session/has-member-session.ts';
import { accountCopy, CONTACT_EMAIL } from '../copy.ts';
import { GuestAccount, LoadingAccount } from './settings-account.tsx';
import styles from './settings-page.module.css';
import { HomeIcon } from '../../../shared/ui/line-icon.tsx';

const loadMemberSettings = () => import('./member-settings.tsx');
const MemberAccount = lazy(() => loadMemberSettings().then((module) => ({ default: module.MemberAccount })));
const MemberActions = lazy(() => loadMemberSettings().then((module) => ({ default: module.MemberActions })));

const CONTACT_HREF = `mailto:${CONTACT_EMAIL}?${new URLSearchParams({ subject: '[집사] 문의' }).toString().replaceAll('+', '%20')}`;

/**
 * `/settings`: service information for everyone; logout and withdrawal for members, each behind a confirm modal. It
 * has no tab bar, so it leads home itself (issue 26: a person who logged in from here had no way on).
 */
export function SettingsPage({ memberSections }: { memberSections?: ReactNode }) {
  useDocumentTitle(accountCopy.settingsTitle);
  // Only a browser with a session asks who it is: a visitor must not be sent to login by this page.
  const [hasSession, setHasSession] = useState(hasMemberSession);

  return (
    <section className={styles.page}>
      <Link className={styles.home} to={PATHS.home}>
        <HomeIcon />
        {commonCopy.goHome}
      </Link>
      <h1 className={styles.title}>{accountCopy.settingsTitle}</h1>

      <section className={styles.card} aria-labelledby="settings-account">
        <h2 id="settings-account" className={styles.heading}>
          {accountCopy.settingsAccountHeading}
        </h2>
        {hasSession ? (
          <Suspense fallback={<LoadingAccount />}>
            <MemberAccount />
          </Suspense>
        ) : (
          <GuestAccount />
        )}
      </section>

      {hasSession && memberSections}

      <nav className={styles.card} aria-labelledby="settings-service">
        <h2 id="settings-service" className={styles.heading}>
          {accountCopy.settingsServiceHeading}
        </h2>
        <ul className={styles.list}>
          <li>
            <Link className={styles.row} to={PATHS.home}>
              {accountCopy.aboutService}
            </Link>
          </li>
          <li>
            <Link className={styles.row} to={PATHS.termsOfService}>
              {accountCopy.termsLink}
            </Link>
          </li>
          <li>
            <Link className={styles.row} to={PATHS.privacyPolicy}>
              {accountCopy.privacyLink}
            </Link>
          </li>
          <li>
            <a className={styles.row} href={CONTACT_HREF}>
              {accountCopy.contact}
            </a>
          </li>
        </ul>
      </nav>

      {hasSession && (
        <Suspense fallback={null}>
          <MemberActions onLeave={() => setHasSession(false)} />
        </Suspense>
      )}
    </section>
  );
}

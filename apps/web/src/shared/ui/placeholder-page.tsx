import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { commonCopy } from '../copy/common-copy.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import styles from './placeholder-page.module.css';

export type PlaceholderPageProps = {
  title: string;
  /** Where "back" leads; home by default. */
  backTo?: { to: string; label: string };
  /** The browser tab title; `null` keeps the app's default title (used by home). */
  documentTitle?: string | null;
  children?: ReactNode;
};

/** A page whose screen comes with a later issue: its real heading, a short notice and a way back. */
export function PlaceholderPage({ title, backTo, documentTitle = title, children }: PlaceholderPageProps) {
  useDocumentTitle(documentTitle);
  const back = backTo ?? { to: '/', label: commonCopy.goHome };
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children}
      <p className={styles.notice}>{commonCopy.preparing}</p>
      <Link className={styles.back} to={back.to}>
        {back.label}
      </Link>
    </section>
  );
}

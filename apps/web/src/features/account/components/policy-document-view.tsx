import { Link } from 'react-router';
import { PATHS } from '../../../shared/config/paths.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { accountCopy } from '../copy.ts';
import type { PolicyDocument, PolicyItem } from '../terms/policy-document.ts';
import styles from './policy-document-view.module.css';

const hasTerms = (items: readonly PolicyItem[]) => items.some((item) => typeof item !== 'string');

function formatKoreanDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${year}년 ${month}월 ${day}일`;
}

function ItemList({ items }: { items: readonly PolicyItem[] }) {
  if (hasTerms(items)) {
    return (
      <dl className={styles.terms}>
        {items.map((item) =>
          typeof item === 'string' ? (
            <dd key={item}>{item}</dd>
          ) : (
            <div key={item.term} className={styles.term}>
              <dt>{item.term}</dt>
              <dd>{item.description}</dd>
            </div>
          ),
        )}
      </dl>
    );
  }
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={String(item)}>{String(item)}</li>
      ))}
    </ul>
  );
}

/** A legal text as a document: its title, version and effective date, then one headed section per article. */
export function PolicyDocumentView({ document }: { document: PolicyDocument }) {
  useDocumentTitle(document.title);
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{document.title}</h1>
      <p className={styles.meta}>
        {accountCopy.policyMetaVersion(document.version)} · {accountCopy.policyMetaEffective}{' '}
        <time dateTime={document.effectiveDate}>{formatKoreanDate(document.effectiveDate)}</time>
      </p>
      {document.intro.map((paragraph) => (
        <p key={paragraph} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      {document.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2 className={styles.heading}>{section.heading}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          {section.items && <ItemList items={section.items} />}
          {section.after?.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <Link className={styles.back} to={PATHS.settings}>
        {accountCopy.backToSettings}
      </Link>
    </article>
  );
}

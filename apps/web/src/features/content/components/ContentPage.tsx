import type { ReactNode } from 'react';
import { useSeo } from '../../../lib/seo';
import type { ContentDocument } from '../types';
import styles from './ContentPage.module.css';
import { TableOfContents } from './TableOfContents';

/** Pages with at least this many sections get a table of contents. */
const TOC_MIN_SECTIONS = 4;

const updatedFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' });

interface ContentPageProps {
  document: ContentDocument;
  /** Shown between the header and the text, e.g. the sport picker of the rules pages. */
  lead?: ReactNode;
}

export function ContentPage({ document: doc, lead }: ContentPageProps) {
  useSeo({ title: doc.title, description: doc.description });
  const withToc = doc.sections.length >= TOC_MIN_SECTIONS;

  return (
    <article className={styles.page} aria-labelledby="content-title">
      <header className={styles.header}>
        <h1 id="content-title" className={styles.title}>
          {doc.title}
        </h1>
        <p className={styles.updated}>
          Última atualização:{' '}
          <time dateTime={doc.updatedAt}>{updatedFormat.format(new Date(doc.updatedAt))}</time>
        </p>
        {doc.intro ? <div className={styles.intro}>{doc.intro}</div> : null}
      </header>
      {lead}
      <div className={withToc ? styles.withToc : styles.single}>
        {withToc ? <TableOfContents sections={doc.sections} /> : null}
        <div className={styles.prose}>
          {doc.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`} tabIndex={-1}>
                {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}

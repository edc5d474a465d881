import { useEffect } from 'react';
import styles from './page-heading.module.css';

/** Sets `document.title` to "<title> · Aboki" while the calling page is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Aboki`;
  }, [title]);
}

export interface PageHeadingProps {
  /** The page's one h1. */
  title: string;
  description?: string;
  /** Document title when it should differ from the h1; defaults to the h1. */
  documentTitle?: string;
}

/** A page's h1 and one-line summary; it also names the document so every page has a unique title. */
export function PageHeading({ title, description, documentTitle }: PageHeadingProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <header className={styles.heading}>
      <h1 className={styles.title}>{title}</h1>
      {description ? <p className={styles.description}>{description}</p> : null}
    </header>
  );
}

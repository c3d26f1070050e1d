import type { ReactNode } from 'react';

/** One titled part of a content page; `id` is its anchor in the table of contents. */
export interface ContentSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A whole content page (legal document, help page, rule set). */
export interface ContentDocument {
  title: string;
  /** One sentence for search engines and link previews. */
  description: string;
  /** Date of the last change, YYYY-MM-DD. */
  updatedAt: string;
  intro?: ReactNode;
  sections: ContentSection[];
}

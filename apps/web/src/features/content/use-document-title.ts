import { useEffect } from 'react';
import { brand } from '../../lib/brand';

/** Sets the tab title to "<page> | <brand>" while the page is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | ${brand.name}`;
  }, [title]);
}

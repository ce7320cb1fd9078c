import { useEffect } from 'react';

/**
 * The page's `<meta name="description">` (search engines show it under the title). index.html
 * carries a default; the server fills in a listing's own for crawlers.
 */
export function useMetaDescription(text: string): void {
  useEffect(() => {
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = text;
  }, [text]);
}

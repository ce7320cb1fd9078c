import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import {
  formatDocumentTitle,
  getPageTitleOverride,
  routeIdOf,
  usePageTitleOverride,
} from './page-title';

/** The page's main heading, else its main landmark: where focus goes after a navigation. */
export function findFocusTarget(root: ParentNode = document): HTMLElement | null {
  return (
    root.querySelector<HTMLElement>('#main h1') ??
    root.querySelector<HTMLElement>('main h1') ??
    root.querySelector<HTMLElement>('h1') ??
    root.querySelector<HTMLElement>('#main') ??
    root.querySelector<HTMLElement>('main')
  );
}

function headingText(): string | null {
  return document.querySelector('#main h1, main h1, h1')?.textContent?.trim() || null;
}

/**
 * Keeps document.title in step with the page (its own title, else `shell.titles.<routeId>` from
 * the catalogues, else its heading) and, after each client-side change of path, moves focus to
 * the new page's main heading (or main landmark) and announces its title to screen readers.
 * The first page load keeps the browser's own behaviour.
 */
export function RouteAnnouncer() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const matches = useMatches();
  const override = usePageTitleOverride();
  const [announcement, setAnnouncement] = useState('');
  const previousPath = useRef<string | null>(null);

  const routeId = routeIdOf(matches[matches.length - 1]?.id);
  const key = routeId ? `shell.titles.${routeId}` : null;
  const fromCatalogue = key && i18n.exists(key) ? t(key) : null;
  const appName = t('common.app_name');

  // Read when the new page has rendered: its own title is set by then.
  const resolveTitle = () => getPageTitleOverride() ?? fromCatalogue ?? headingText();

  useEffect(() => {
    document.title = formatDocumentTitle(override ?? fromCatalogue ?? headingText(), appName);
  });

  // Reads the title as it is when the frame runs, without making the title a reason to re-run.
  const announce = useEffectEvent(() =>
    setAnnouncement(formatDocumentTitle(resolveTitle(), appName)),
  );

  useEffect(() => {
    const previous = previousPath.current;
    previousPath.current = location.pathname;
    if (previous === null || previous === location.pathname) return undefined;
    // After the new page has painted, so its heading is in the document.
    const frame = requestAnimationFrame(() => {
      const target = findFocusTarget();
      if (target) {
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        // A heading is not a control: no focus ring, but screen readers start reading here.
        target.classList.add('outline-none');
        target.dataset['routeFocus'] = 'true';
        target.focus({ preventScroll: true });
      }
      announce();
    });
    return () => cancelAnimationFrame(frame);
    // Only a new path moves focus: search params (filters, tabs) and hashes do not.
  }, [location.pathname]);

  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="sr-only"
      data-testid="route-announcer"
    >
      {announcement}
    </div>
  );
}

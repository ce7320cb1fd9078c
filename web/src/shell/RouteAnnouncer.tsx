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
  const hasNavigated = useRef(false);

  const routeId = routeIdOf(matches[matches.length - 1]?.id);
  const key = routeId ? `shell.titles.${routeId}` : null;
  const fromCatalogue = key && i18n.exists(key) ? t(key) : null;
  const appName = t('common.app_name');

  // Read when the new page has rendered: its own title is set by then.
  const resolveTitle = () => getPageTitleOverride() ?? fromCatalogue ?? headingText();

  // Reads the title as it is when the frame runs, without making the title a reason to re-run.
  const announce = useEffectEvent(() =>
    setAnnouncement(formatDocumentTitle(resolveTitle(), appName)),
  );

  useEffect(() => {
    const previous = previousPath.current;
    previousPath.current = location.pathname;
    if (previous === null || previous === location.pathname) return undefined;
    hasNavigated.current = true;
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

  // After the effect above, which notes the first navigation.
  useEffect(() => {
    const write = () => {
      const title = override ?? fromCatalogue ?? headingText();
      // Before its heading is drawn (its data loading), a first visit keeps the server's title
      // (a listing's name, say); a page reached in the app says the app's name meanwhile.
      if (title === null && !hasNavigated.current) return;
      const next = formatDocumentTitle(title, appName);
      if (document.title !== next) document.title = next;
    };
    write();
    if (override !== null || fromCatalogue !== null) return undefined;
    // A page titled by its heading draws it when its data comes: follow it there.
    const observer = new MutationObserver(write);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [override, fromCatalogue, appName, location.pathname]);

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

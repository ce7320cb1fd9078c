import { useTranslation } from 'react-i18next';
import type { InboxConversationLinks_LinksFragment, UserType } from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths } from '../../app/paths';
import { applicationHref, contractHref } from './links-model';

const CHIP =
  'inline-flex max-w-full items-center truncate rounded-full border border-line px-3 py-1 text-xs font-medium text-brand-700 hover:bg-surface-sunken focus-visible:outline-2 dark:text-brand-300';

/** The listings, applications and contracts a conversation is about, as links. */
export function ConversationLinkChips({
  links,
  reader,
}: {
  links: InboxConversationLinks_LinksFragment;
  reader: { userType: UserType | null; isStaff: boolean } | null;
}) {
  const { t } = useTranslation();
  const untitled = t('inbox-links.chips.untitled');
  const count = links.listings.length + links.applications.length + links.contracts.length;
  if (count === 0) return null;
  return (
    <ul
      className="flex flex-wrap gap-2"
      aria-label={t('inbox-links.chips.label')}
      data-testid="conversation-links"
    >
      {links.listings.map((l) => (
        <li key={`listing-${l.id}`} className="min-w-0">
          <RouteLink to={paths.listing.href({ id: l.id })} className={CHIP}>
            {t('inbox-links.chips.listing', { title: l.title ?? l.street ?? untitled })}
          </RouteLink>
        </li>
      ))}
      {links.applications.map((a) => (
        <li key={`application-${a.id}`} className="min-w-0">
          <RouteLink to={applicationHref(reader, a.id)} className={CHIP}>
            {t('inbox-links.chips.application', { title: a.title ?? untitled })}
          </RouteLink>
        </li>
      ))}
      {links.contracts.map((c) => (
        <li key={`contract-${c.id}`} className="min-w-0">
          <RouteLink to={contractHref(reader, c.id)} className={CHIP}>
            {t('inbox-links.chips.contract', { street: c.street ?? untitled })}
          </RouteLink>
        </li>
      ))}
    </ul>
  );
}

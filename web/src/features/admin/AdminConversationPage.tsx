import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { getFragmentData } from '../../__generated__';
import {
  AdminConversationDocument,
  AdminTimelineItem_ItemFragmentDoc,
  type AdminTimelineItem_ItemFragment,
} from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths } from '../../app/paths';
import { ErrorScreen } from '../../shell/ErrorScreen';
import { Button } from '../../ui/Button';
import { Card, PageHeader, Spinner } from '../../ui/Card';
import { getGraphError, translateGraphError } from '../../ui/graph-errors';
import { ErrorText } from '../../ui/ListState';
import { formatDate } from '../../lib/format';
import { BackLink } from '../../ui/BackLink';

const LINK = 'font-medium text-brand-700 hover:underline dark:text-brand-300';

function TimelineEntry({ item }: { item: AdminTimelineItem_ItemFragment }) {
  const { t } = useTranslation();
  const when = new Date(item.createdAt).toLocaleString();
  return (
    <li className="border-t border-line py-3 first:border-t-0" data-testid="admin-timeline-item">
      <div className="flex flex-wrap items-baseline gap-2 text-sm">
        {item.message?.sender ? (
          <RouteLink to={paths.adminUser.href({ id: item.message.sender.id })} className={LINK}>
            {item.message.sender.fullName}
          </RouteLink>
        ) : (
          <span className="font-medium text-ink-muted">{t('inbox-links.admin.system')}</span>
        )}
        <time className="text-xs text-ink-muted" dateTime={item.createdAt}>
          {when}
        </time>
      </div>
      <p className="mt-1 break-words whitespace-pre-wrap text-ink">
        {item.message?.body ??
          (item.event ? t(`inbox-links.events.${item.event.kind.toLowerCase()}`) : '')}
      </p>
    </li>
  );
}

/** /admin/conversations/{id}: staff read a conversation, what it is about and its whole timeline. */
export function AdminConversationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const client = useApolloClient();
  const { data, loading, error } = useQuery(AdminConversationDocument, { variables: { id } });
  const [older, setOlder] = useState<AdminTimelineItem_ItemFragment[]>([]);
  const [olderHasMore, setOlderHasMore] = useState<boolean | null>(null);
  const [isLoadingOlder, setIsLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<unknown>(null);

  if (loading && !data) return <Spinner label={t('common.status.loading')} />;
  if (error && getGraphError(error).code === 'NOT_FOUND') return <ErrorScreen status={404} />;
  if (error) return <p role="alert">{translateGraphError(t, error)}</p>;
  const conversation = data?.adminConversation;
  if (!conversation) return <ErrorScreen status={404} />;

  const first = getFragmentData(AdminTimelineItem_ItemFragmentDoc, conversation.timeline.items);
  const items = [...first, ...older];
  const hasOlder = olderHasMore ?? conversation.timeline.hasOlder;
  const { listings, applications, contracts } = conversation.links;
  const linkCount = listings.length + applications.length + contracts.length;
  const untitled = t('inbox-links.chips.untitled');

  const loadOlder = async () => {
    setIsLoadingOlder(true);
    setOlderError(null);
    try {
      const result = await client.query({
        query: AdminConversationDocument,
        variables: { id, before: items.at(-1)?.cursor },
        fetchPolicy: 'network-only',
      });
      const page = result.data?.adminConversation?.timeline;
      if (page) {
        setOlder((known) => [
          ...known,
          ...getFragmentData(AdminTimelineItem_ItemFragmentDoc, page.items),
        ]);
        setOlderHasMore(page.hasOlder);
      }
    } catch (failure) {
      setOlderError(failure);
    } finally {
      setIsLoadingOlder(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <BackLink to={paths.adminUsers.href()}>{t('admin.user.back')}</BackLink>
      <PageHeader title={t('inbox-links.admin.title', { id: conversation.id })} />
      <p className="text-sm text-ink-muted">{t('inbox-links.admin.read_only')}</p>
      <Card>
        <h2 className="mb-2 text-lg font-semibold text-ink">
          {t('inbox-links.admin.participants')}
        </h2>
        <ul className="flex flex-wrap gap-3" data-testid="admin-participants">
          {conversation.participants.map((p) => (
            <li key={p.id}>
              <RouteLink to={paths.adminUser.href({ id: p.id })} className={LINK}>
                {p.fullName}
              </RouteLink>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-ink-muted">{formatDate(conversation.createdAt)}</p>
      </Card>
      <Card>
        <h2 className="mb-2 text-lg font-semibold text-ink">{t('inbox-links.admin.linked')}</h2>
        {linkCount === 0 && (
          <p className="text-ink-muted">{t('inbox-links.admin.nothing_linked')}</p>
        )}
        <ul className="flex flex-col gap-1" data-testid="admin-links">
          {listings.map((l) => (
            <li key={`listing-${l.id}`}>
              <RouteLink to={paths.listing.href({ id: l.id })} className={LINK}>
                {t('inbox-links.chips.listing', { title: l.title ?? l.street ?? untitled })}
              </RouteLink>
            </li>
          ))}
          {applications.map((a) => (
            <li key={`application-${a.id}`}>
              {t('inbox-links.chips.application', { title: a.title ?? untitled })} (
              {t(`applications.status.${a.status.toLowerCase()}`)})
            </li>
          ))}
          {contracts.map((c) => (
            <li key={`contract-${c.id}`}>
              <RouteLink to={paths.adminContract.href({ id: c.id })} className={LINK}>
                {t('inbox-links.chips.contract', { street: c.street ?? untitled })}
              </RouteLink>
            </li>
          ))}
        </ul>
      </Card>
      <Card>
        <h2 className="mb-2 text-lg font-semibold text-ink">{t('inbox-links.admin.timeline')}</h2>
        {items.length === 0 && <p className="text-ink-muted">{t('inbox-links.admin.empty')}</p>}
        <ol aria-label={t('inbox-links.admin.timeline')}>
          {items.map((item) => (
            <TimelineEntry key={item.cursor} item={item} />
          ))}
        </ol>
        {Boolean(olderError) && <ErrorText>{translateGraphError(t, olderError)}</ErrorText>}
        {hasOlder && (
          <div className="mt-3 flex justify-center">
            <Button
              variant="secondary"
              size="sm"
              isLoading={isLoadingOlder}
              onPress={() => void loadOlder()}
            >
              {t('inbox-links.admin.load_older')}
            </Button>
          </div>
        )}
      </Card>
    </div>
  );
}

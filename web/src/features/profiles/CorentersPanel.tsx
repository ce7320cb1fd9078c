import { useMutation, useQuery } from '@apollo/client/react';
import { corenterInviteSchema } from '@leiga/domain';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../__generated__';
import {
  AcceptCorenterRequestDocument,
  CorenterRequestsDocument,
  CorentersPanel_RequestFragmentDoc,
  DeclineCorenterRequestDocument,
  InviteCorenterDocument,
  RemoveCorenterDocument,
  ProfileSummaryFragmentDoc,
  RentalProfileSuggestionsDocument,
  ResendCorenterRequestDocument,
  RetractCorenterRequestDocument,
  SendCorenterRequestDocument,
} from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Field } from '../../ui/form/Field';
import { itemRowClass } from '../../ui/EditableList';
import { EmptyText } from '../../ui/EmptyState';
import { SectionCard } from './SectionCard';
import { useProfileAction } from './use-profile-action';
import { enumKey } from '../../lib/enums';
import { useZodForm } from '../../ui/form/zod-form';

const h3 = 'mt-5 mb-1 text-sm font-semibold uppercase tracking-wide text-ink-muted';

/** The owner's co-renters: search and ask, invite by e-mail, answer, retract, resend, remove. */
export function CorentersPanel({ username }: { username: string }) {
  const { t } = useTranslation();
  const { data, loading, refetch } = useQuery(CorenterRequestsDocument, {
    variables: { username },
  });
  const { run, pending } = useProfileAction();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const suggestions = useQuery(RentalProfileSuggestionsDocument, {
    variables: { q },
    skip: q.length < 2,
  });
  const [send] = useMutation(SendCorenterRequestDocument);
  const [invite] = useMutation(InviteCorenterDocument);
  const [accept] = useMutation(AcceptCorenterRequestDocument);
  const [decline] = useMutation(DeclineCorenterRequestDocument);
  const [retract] = useMutation(RetractCorenterRequestDocument);
  const [resend] = useMutation(ResendCorenterRequestDocument);
  const [remove] = useMutation(RemoveCorenterDocument);
  const [removing, setRemoving] = useState<{ id: string; fullName: string } | null>(null);
  const form = useZodForm(corenterInviteSchema, {
    defaultValues: { email: '' },
  });
  const act = (key: string, call: () => Promise<unknown>, success: string) =>
    run(
      key,
      async () => {
        await call();
        await refetch();
      },
      success,
    );
  const submitInvite = form.handleSubmit(async ({ email }) => {
    if (
      await act(
        'invite',
        () => invite({ variables: { input: { email } } }),
        t('profiles.corenters.invited'),
      )
    )
      form.reset({ email: '' });
  });
  const profile = data?.rentalProfile;
  const corenters = getFragmentData(ProfileSummaryFragmentDoc, profile?.corenters ?? []);
  const sent = (profile?.sentCorenterRequests ?? []).map((r) =>
    getFragmentData(CorentersPanel_RequestFragmentDoc, r),
  );
  const incoming = (profile?.incomingCorenterRequests ?? []).map((r) =>
    getFragmentData(CorentersPanel_RequestFragmentDoc, r),
  );
  return (
    <SectionCard id="corenters" title={t('profiles.corenters.title')}>
      {loading && !data && <Spinner label={t('common.status.loading')} />}
      {profile && (
        <>
          {corenters.length === 0 && <EmptyText>{t('profiles.corenters.empty')}</EmptyText>}
          <ul aria-label={t('profiles.corenters.title')}>
            {corenters.map((c) => (
              <li key={c.id} className={itemRowClass}>
                <RouteLink
                  to={routes.rentalProfile.href({ username: c.profileUsername })}
                  className="font-medium text-brand-700 hover:underline dark:text-brand-300"
                >
                  {c.fullName}
                </RouteLink>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('profiles.corenters.remove_named', { name: c.fullName })}
                  onPress={() => setRemoving(c)}
                >
                  {t('profiles.actions.remove')}
                </Button>
              </li>
            ))}
          </ul>

          <h3 className={h3}>{t('profiles.corenters.incoming')}</h3>
          {incoming.length === 0 && <EmptyText>{t('profiles.corenters.no_incoming')}</EmptyText>}
          <ul data-testid="incoming-requests">
            {incoming.map((r) => (
              <li key={r.id} className={itemRowClass}>
                <span className="text-ink">
                  {t('profiles.corenters.from', { name: r.sender?.fullName ?? '' })}
                </span>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    isLoading={pending === `a${r.id}`}
                    onPress={() =>
                      void act(
                        `a${r.id}`,
                        () => accept({ variables: { input: { id: r.id } } }),
                        t('profiles.corenters.accepted'),
                      )
                    }
                  >
                    {t('profiles.corenters.accept')}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    isLoading={pending === `d${r.id}`}
                    onPress={() =>
                      void act(
                        `d${r.id}`,
                        () => decline({ variables: { input: { id: r.id } } }),
                        t('profiles.corenters.declined'),
                      )
                    }
                  >
                    {t('profiles.corenters.decline')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>

          <h3 className={h3}>{t('profiles.corenters.sent')}</h3>
          {sent.length === 0 && <EmptyText>{t('profiles.corenters.no_sent')}</EmptyText>}
          <ul data-testid="sent-requests">
            {sent.map((r) => (
              <li key={r.id} className={itemRowClass}>
                <span className="text-ink">
                  {r.recipient?.fullName ?? r.inviteEmail}
                  <span className="text-sm text-ink-muted">
                    {' '}
                    · {t(enumKey('profiles.corenters.status', r.status))}
                  </span>
                </span>
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    isLoading={pending === `s${r.id}`}
                    onPress={() =>
                      void act(
                        `s${r.id}`,
                        () => resend({ variables: { input: { id: r.id } } }),
                        t('profiles.corenters.resent'),
                      )
                    }
                  >
                    {t('profiles.corenters.resend')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    isLoading={pending === `r${r.id}`}
                    onPress={() =>
                      void act(
                        `r${r.id}`,
                        () => retract({ variables: { input: { id: r.id } } }),
                        t('profiles.corenters.retracted'),
                      )
                    }
                  >
                    {t('profiles.corenters.retract')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>

          <h3 className={h3}>{t('profiles.corenters.add')}</h3>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('profiles.corenters.search')}>
              {(props) => (
                <>
                  <input
                    {...props}
                    value={search}
                    autoComplete="off"
                    onChange={(e) => setSearch(e.target.value)}
                  />
                  <ul aria-label={t('profiles.corenters.search')}>
                    {(suggestions.data?.rentalProfileSuggestions ?? []).map((s) => (
                      <li key={s.id} className={itemRowClass}>
                        <span className="text-ink">
                          {s.fullName}{' '}
                          <span className="text-sm text-ink-muted">@{s.profileUsername}</span>
                        </span>
                        <Button
                          size="sm"
                          isLoading={pending === `q${s.id}`}
                          onPress={() =>
                            void act(
                              `q${s.id}`,
                              () => send({ variables: { input: { username: s.profileUsername } } }),
                              t('profiles.corenters.request_sent'),
                            )
                          }
                        >
                          {t('profiles.corenters.send')}
                        </Button>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </Field>
            <form onSubmit={(e) => void submitInvite(e)} noValidate className="flex flex-col gap-2">
              <Field
                label={t('profiles.corenters.invite_email')}
                error={form.formState.errors.email?.message}
              >
                {(props) => (
                  <input type="email" autoComplete="email" {...props} {...form.register('email')} />
                )}
              </Field>
              <div>
                <Button type="submit" isLoading={pending === 'invite'}>
                  {t('profiles.corenters.invite')}
                </Button>
              </div>
            </form>
          </div>
        </>
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('profiles.corenters.remove_title')}
        text={t('profiles.corenters.remove_text', { name: removing?.fullName ?? '' })}
        confirmLabel={t('profiles.actions.remove')}
        isLoading={pending === 'remove'}
        onConfirm={() => {
          const id = removing?.id;
          if (!id) return;
          void act(
            'remove',
            () => remove({ variables: { input: { username, corenterId: id } } }),
            t('profiles.corenters.removed'),
          ).then(() => setRemoving(null));
        }}
      />
    </SectionCard>
  );
}

/** On someone else's profile: a tenant asks its owner to be a co-renter. */
export function AskCorenterButton({ username }: { username: string }) {
  const { t } = useTranslation();
  const [send] = useMutation(SendCorenterRequestDocument);
  const { run, pending } = useProfileAction();
  return (
    <Button
      variant="secondary"
      isLoading={pending === 'ask'}
      onPress={() =>
        void run(
          'ask',
          () => send({ variables: { input: { username } } }),
          t('profiles.corenters.request_sent'),
        )
      }
    >
      {t('profiles.corenters.ask')}
    </Button>
  );
}

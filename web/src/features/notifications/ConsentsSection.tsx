import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GiveConsentDocument,
  MyConsentsDocument,
  RevokeConsentDocument,
  type ConsentType,
} from '../../__generated__/graphql';
import { formatDate } from '../../lib/format';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LoadState } from '../../ui/ListState';
import { translateGraphError } from '../../ui/graph-errors';

/** The consents a user gives and takes back here; the terms are accepted, not toggled. */
const REVOCABLE: readonly ConsentType[] = ['MARKETING', 'CREDIT_CHECK'];

const sectionClass =
  'scroll-mt-20 rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6';

/** Account settings: marketing and credit-check consents, given and revoked (with a question). */
export function ConsentsSection() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(MyConsentsDocument);
  const refetchQueries = [{ query: MyConsentsDocument }];
  const [give, giving] = useMutation(GiveConsentDocument, { refetchQueries });
  const [revoke, revoking] = useMutation(RevokeConsentDocument, { refetchQueries });
  const [toRevoke, setToRevoke] = useState<{ id: string; type: ConsentType } | null>(null);
  const consents = data?.myConsents;
  const titleOf = (type: ConsentType) => t(`notifications.consents.${type.toLowerCase()}_title`);

  const onGive = async (type: ConsentType) => {
    try {
      await give({ variables: { input: { type } } });
      toast.success(t('notifications.consents.given'));
    } catch (e) {
      toast.error(translateGraphError(t, e));
    }
  };
  const onRevoke = async () => {
    if (!toRevoke) return;
    try {
      await revoke({ variables: { input: { id: toRevoke.id } } });
      toast.success(t('notifications.consents.revoked'));
      setToRevoke(null);
    } catch (e) {
      toast.error(translateGraphError(t, e));
    }
  };

  return (
    <section id="consents" aria-labelledby="consents-title" className={sectionClass}>
      <h2 id="consents-title" className="text-lg font-semibold text-ink">
        {t('notifications.consents.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('notifications.consents.description')}</p>
      <LoadState hasData={Boolean(consents)} isLoading={loading} error={error} />
      {consents && (
        <ul className="mt-5 flex flex-col divide-y divide-line">
          {REVOCABLE.map((type) => {
            const live = consents.items.find((c) => c.type === type && c.isActive);
            return (
              <li key={type} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-ink">{titleOf(type)}</p>
                  <p className="text-sm text-ink-muted">
                    {t(`notifications.consents.${type.toLowerCase()}_text`)}
                  </p>
                  <p className="mt-1 text-xs text-ink-muted">
                    {live
                      ? t('notifications.consents.status_given', { date: formatDate(live.givenAt) })
                      : t('notifications.consents.status_revoked')}
                  </p>
                </div>
                {live ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onPress={() => setToRevoke({ id: live.id, type })}
                  >
                    {t('notifications.consents.revoke')}
                  </Button>
                ) : (
                  <Button size="sm" isLoading={giving.loading} onPress={() => void onGive(type)}>
                    {t('notifications.consents.give')}
                  </Button>
                )}
              </li>
            );
          })}
          {consents.terms.acceptedVersion && (
            <li className="py-3">
              <p className="font-medium text-ink">{t('notifications.consents.terms_title')}</p>
              <p className="text-sm text-ink-muted">
                {t('notifications.consents.terms_text', {
                  version: consents.terms.acceptedVersion,
                })}
              </p>
            </li>
          )}
        </ul>
      )}
      <ConfirmDialog
        isOpen={toRevoke !== null}
        onOpenChange={(open) => !open && setToRevoke(null)}
        title={t('notifications.consents.revoke_title')}
        text={
          toRevoke
            ? t('notifications.consents.revoke_text', { name: titleOf(toRevoke.type) })
            : null
        }
        confirmLabel={t('notifications.consents.revoke')}
        isLoading={revoking.loading}
        onConfirm={() => void onRevoke()}
      />
    </section>
  );
}

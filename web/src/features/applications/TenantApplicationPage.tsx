import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CancelApplicationDocument, MyApplicationDocument } from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { toast } from '../../shell/toast-store';
import { StatusBadge } from '../../ui/StatusBadge';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { readApplicationDetail, STATUS_TONES } from './model';
import { Button } from '../../ui/Button';
import { Card, PageHeader, Spinner } from '../../ui/Card';
import { FormAlert } from '../../ui/fields';
import { ListingThumb } from './ApplicationRow';
import { ErrorText } from '../../ui/ListState';
import { EditAnswersForm } from './EditAnswersForm';
import { AnswerList, CorenterList, StatusTimeline } from './Details';
import { formatListingAddress, formatMoney, listingName, translateApplicationError } from './model';

/** /tenants/rental-applications/{id}: status, answers (editable while pending), withdraw. */
export function TenantApplicationPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(MyApplicationDocument, { variables: { id } });
  const [isEditing, setEditing] = useState(false);
  const [isCancelOpen, setCancelOpen] = useState(false);
  const [cancel, cancelling] = useMutation(CancelApplicationDocument);

  if (loading && !data) return <Spinner label={t('common.status.loading')} />;
  if (error && !data) return <ErrorText>{translateApplicationError(t, error)}</ErrorText>;
  if (!data?.myApplication) return <ErrorText>{t('applications.detail.not_found')}</ErrorText>;
  const a = readApplicationDetail(data.myApplication);
  const isPending = a.status === 'PENDING';
  const canCancel = a.status === 'PENDING' || a.status === 'ACCEPTED';

  const onCancel = async () => {
    try {
      await cancel({ variables: { input: { id: a.id } } });
      toast.success(t('applications.detail.cancelled'));
      setCancelOpen(false);
    } catch (e) {
      toast.error(translateApplicationError(t, e));
    }
  };

  return (
    <div>
      <RouteLink
        to={routes.tenantApplications.href()}
        className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        ← {t('applications.detail.back')}
      </RouteLink>
      <div className="mt-3">
        <PageHeader
          title={listingName(a.listingSummary)}
          subtitle={formatListingAddress(a.listingSummary)}
          actions={
            canCancel && (
              <Button variant="secondary" onPress={() => setCancelOpen(true)}>
                {t('applications.detail.cancel')}
              </Button>
            )
          }
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {a.status === 'DENIED' && (
            <FormAlert tone="info">
              <p className="font-semibold">{t('applications.detail.denied_title')}</p>
              {a.denyMessage && (
                <p className="mt-1 whitespace-pre-line" data-testid="deny-message">
                  {a.denyMessage}
                </p>
              )}
            </FormAlert>
          )}
          {a.status === 'ACCEPTED' && (
            <FormAlert tone="success">{t('applications.detail.accepted_text')}</FormAlert>
          )}
          <Card>
            <div className="mb-4 flex items-center justify-between gap-3">
              <h2 className="text-lg font-semibold text-ink">{t('applications.detail.answers')}</h2>
              {isPending && !isEditing && a.listingSummary.questions.length > 0 && (
                <Button variant="secondary" size="sm" onPress={() => setEditing(true)}>
                  {t('applications.detail.edit_answers')}
                </Button>
              )}
            </div>
            {isEditing ? (
              <EditAnswersForm
                applicationId={a.id}
                questions={a.listingSummary.questions}
                answers={a.answers}
                onDone={() => setEditing(false)}
              />
            ) : (
              <AnswerList application={a} />
            )}
          </Card>
          {a.message && (
            <Card>
              <h2 className="mb-2 text-lg font-semibold text-ink">
                {t('applications.detail.message')}
              </h2>
              <p className="whitespace-pre-line text-ink">{a.message}</p>
            </Card>
          )}
          <Card>
            <h2 className="mb-3 text-lg font-semibold text-ink">
              {t('applications.detail.corenters')}
            </h2>
            <CorenterList application={a} />
          </Card>
        </div>
        <aside className="flex flex-col gap-4">
          <Card>
            <div className="mb-4 flex items-center justify-between">
              <h2 className="font-semibold text-ink">{t('applications.detail.status')}</h2>
              <StatusBadge
                status={a.status}
                tones={STATUS_TONES}
                labelPrefix="applications.status"
              />
            </div>
            <StatusTimeline application={a} />
          </Card>
          <Card>
            <ListingThumb photo={a.listingSummary.coverPhoto} className="w-full" />
            <p className="mt-3 font-semibold text-ink">
              {formatMoney(a.listingSummary.price, a.listingSummary.currency, i18n.language)}
            </p>
            <RouteLink
              to={routes.listing.href({ id: a.listingSummary.id })}
              className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              {t('applications.detail.view_listing')}
            </RouteLink>
          </Card>
        </aside>
      </div>
      <ConfirmDialog
        isOpen={isCancelOpen}
        onOpenChange={setCancelOpen}
        title={t('applications.detail.cancel_title')}
        text={t('applications.detail.cancel_text')}
        confirmLabel={t('applications.detail.cancel_confirm')}
        isLoading={cancelling.loading}
        onConfirm={() => void onCancel()}
      />
    </div>
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Label, TextArea, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { getFragmentData } from '../../__generated__';
import {
  ApplicationDetail_ApplicationFragmentDoc,
  CancelApplicationDocument,
  MyApplicationDocument,
  UpdateApplicationAnswersDocument,
} from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { Card, PageHeader, Spinner } from '../../ui/Card';
import { FormAlert, labelClass } from '../../ui/fields';
import { getGraphError } from '../../ui/graph-errors';
import { ListingThumb } from './ApplicationRow';
import { ConfirmDialog, ErrorText, StatusBadge, textAreaClass } from './components';
import { AnswerList, CorenterList, StatusTimeline } from './Details';
import {
  formatListingAddress,
  formatMoney,
  listingName,
  translateApplicationMessage,
  translateApplicationError,
} from './model';

/** /tenants/rental-applications/{id}: status, answers (editable while pending), withdraw. */
export function TenantApplicationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(MyApplicationDocument, { variables: { id } });
  const [isEditing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [isCancelOpen, setCancelOpen] = useState(false);
  const [save, saving] = useMutation(UpdateApplicationAnswersDocument);
  const [cancel, cancelling] = useMutation(CancelApplicationDocument);

  if (loading && !data) return <Spinner label={t('common.status.loading')} />;
  if (error && !data) return <ErrorText>{translateApplicationError(t, error)}</ErrorText>;
  if (!data?.myApplication) return <ErrorText>{t('applications.detail.not_found')}</ErrorText>;
  const a = getFragmentData(ApplicationDetail_ApplicationFragmentDoc, data.myApplication);
  const isPending = a.status === 'PENDING';
  const canCancel = a.status === 'PENDING' || a.status === 'ACCEPTED';

  const startEditing = () => {
    setDraft(Object.fromEntries(a.answers.map((x) => [x.questionId, x.answer])));
    setFieldErrors({});
    setEditing(true);
  };
  const onSave = async () => {
    try {
      await save({
        variables: {
          input: {
            id: a.id,
            answers: a.listingSummary.questions.map((q) => ({
              questionId: q.id,
              answer: (draft[q.id] ?? '').trim(),
            })),
          },
        },
      });
      toast.success(t('applications.detail.answers_saved'));
      setEditing(false);
    } catch (e) {
      setFieldErrors(getGraphError(e).fields);
      toast.error(translateApplicationError(t, e));
    }
  };
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
                <Button variant="secondary" size="sm" onPress={startEditing}>
                  {t('applications.detail.edit_answers')}
                </Button>
              )}
            </div>
            {isEditing ? (
              <div className="flex flex-col gap-4">
                {a.listingSummary.questions.map((q) => {
                  const err = fieldErrors[`answers.${q.id}`];
                  return (
                    <TextField
                      key={q.id}
                      value={draft[q.id] ?? ''}
                      onChange={(v) => setDraft((d) => ({ ...d, [q.id]: v }))}
                      isRequired={q.required}
                      isInvalid={Boolean(err)}
                      validationBehavior="aria"
                      maxLength={2000}
                      className="flex flex-col gap-1.5"
                    >
                      <Label className={labelClass}>{q.text}</Label>
                      <TextArea className={textAreaClass} rows={3} />
                      {err && (
                        <p className="text-sm text-red-700 dark:text-red-400">
                          {translateApplicationMessage(t, err)}
                        </p>
                      )}
                    </TextField>
                  );
                })}
                <div className="flex justify-end gap-2">
                  <Button variant="secondary" onPress={() => setEditing(false)}>
                    {t('common.actions.cancel')}
                  </Button>
                  <Button isLoading={saving.loading} onPress={() => void onSave()}>
                    {t('common.actions.save')}
                  </Button>
                </div>
              </div>
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
              <StatusBadge status={a.status} />
            </div>
            <StatusTimeline application={a} />
          </Card>
          <Card>
            <ListingThumb photo={a.listingSummary.coverPhoto} className="w-full" />
            <p className="mt-3 font-semibold text-ink">
              {formatMoney(a.listingSummary.price, a.listingSummary.currency)}
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

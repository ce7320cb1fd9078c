import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { creditScoreUpdateRequestSchema, incomesUpdateSchema } from '@leiga/domain';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  CommitPreApprovalDocument,
  InitiatePreApprovalDocument,
  PreApprovalDetailsDocument,
  RenewPreApprovalDocument,
  RequestCreditScoreUpdateDocument,
  UncommitPreApprovalDocument,
  UpdatePreApprovalIncomesDocument,
} from '../../__generated__/graphql';
import { useLocale } from '../../app/links';
import { Button } from '../../ui/Button';
import { Badge } from '../../ui/Card';
import { formatDate } from '../../lib/format';
import { Field, toNumberOrNull } from '../../ui/form/Field';
import { formatIsk, translateProfileField } from './messages';
import type { Profile } from './model';
import { EmptyText } from '../../ui/EmptyState';
import { SectionCard } from './SectionCard';
import { useProfileAction } from './use-profile-action';
import { enumKey } from '../../lib/enums';
import { ChoiceLabel } from '../../ui/form/Choice';
import { useZodForm } from '../../ui/form/zod-form';
import { Table } from '../../ui/Table';

const INCOME_COLUMNS = ['employer', 'period', 'net'] as const;

type IncomesForm = z.input<typeof incomesUpdateSchema>;

const TONES = { DRAFT: 'neutral', COMMITTED: 'success', EXPIRED: 'warning' } as const;

/** What others see of a pre-approval: the status, and income and score as the owner allows. */
export function PreApprovalSummary({
  preApproval,
}: {
  preApproval: NonNullable<Profile['preApproval']>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-ink-muted">{t('profiles.pre_approval.status')}</dt>
          <dd>
            <Badge tone={TONES[preApproval.status]}>
              {t(enumKey('profiles.pre_approval.statuses', preApproval.status))}
            </Badge>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{t('profiles.pre_approval.avg_net_income')}</dt>
          <dd className="font-semibold text-ink" data-testid="avg-net-income">
            {preApproval.avgNetIncome !== null
              ? formatIsk(preApproval.avgNetIncome, locale)
              : t('profiles.pre_approval.hidden')}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{t('profiles.pre_approval.credit_class')}</dt>
          <dd className="font-semibold text-ink">
            {preApproval.creditScore
              ? (preApproval.creditScore.creditClass ??
                t(enumKey('profiles.pre_approval.credit_statuses', preApproval.creditScore.status)))
              : t('profiles.pre_approval.hidden')}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-ink-muted">
        {t('profiles.pre_approval.expires', { date: formatDate(preApproval.expiresAt) })}
      </p>
    </>
  );
}

function IncomesEditor({ id, username }: { id: string; username: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data } = useQuery(PreApprovalDetailsDocument, { variables: { username } });
  const incomes = data?.rentalProfile?.preApproval?.incomes;
  const [update] = useMutation(UpdatePreApprovalIncomesDocument);
  const { run, pending } = useProfileAction();
  const form = useForm<IncomesForm, unknown, z.output<typeof incomesUpdateSchema>>({
    resolver: zodResolver(incomesUpdateSchema),
    values: incomes
      ? {
          incomes: incomes.map((i) => ({
            employer_name: i.employerName,
            period: i.period,
            gross_amount: i.grossAmount,
            net_amount: i.netAmount,
          })),
        }
      : undefined,
  });
  const rows = useFieldArray({ control: form.control, name: 'incomes' });
  const errors = form.formState.errors.incomes;
  const save = form.handleSubmit((v) =>
    run(
      'incomes',
      () =>
        update({
          variables: {
            input: {
              id,
              incomes: v.incomes.map((i) => ({
                employerName: i.employer_name,
                period: i.period,
                grossAmount: i.gross_amount ?? null,
                netAmount: i.net_amount,
              })),
            },
          },
        }),
      t('profiles.pre_approval.incomes_saved'),
    ),
  );
  if (!incomes) return null;
  return (
    <form onSubmit={(e) => void save(e)} noValidate className="mt-4">
      <h3 className="text-sm font-semibold text-ink">{t('profiles.pre_approval.incomes')}</h3>
      <div className="mt-2 overflow-x-auto">
        <Table
          caption={t('profiles.pre_approval.incomes')}
          className="min-w-[34rem]"
          padding="py-1 pr-2"
          columns={[
            ...INCOME_COLUMNS.map((key) => t(`profiles.pre_approval.${key}`)),
            <span className="sr-only">{t('profiles.actions.remove')}</span>,
          ]}
        >
          {rows.fields.map((row, index) => (
            <tr key={row.id} className="align-top">
              {(['employer_name', 'period', 'net_amount'] as const).map((name) => {
                const message = translateProfileField(t, errors?.[index]?.[name]?.message);
                return (
                  <td key={name} className="py-1 pr-2">
                    <input
                      aria-label={`${t(`profiles.pre_approval.${name === 'employer_name' ? 'employer' : name === 'period' ? 'period' : 'net'}`)} ${index + 1}`}
                      aria-invalid={Boolean(message)}
                      className="h-9 w-full rounded-md border border-line bg-surface px-2 text-ink"
                      inputMode={name === 'net_amount' ? 'numeric' : undefined}
                      placeholder={name === 'period' ? 'YYYY-MM' : undefined}
                      {...form.register(
                        `incomes.${index}.${name}`,
                        name === 'net_amount' ? { setValueAs: toNumberOrNull } : {},
                      )}
                    />
                    {message && <p className="text-xs text-red-700 dark:text-red-400">{message}</p>}
                  </td>
                );
              })}
              <td className="py-1">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${t('profiles.actions.remove')} ${index + 1}`}
                  onPress={() => rows.remove(index)}
                >
                  ×
                </Button>
              </td>
            </tr>
          ))}
        </Table>
      </div>
      {errors?.message && (
        <p className="text-sm text-red-700 dark:text-red-400">
          {translateProfileField(t, errors.message)}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onPress={() => rows.append({ employer_name: '', period: '', net_amount: 0 })}
        >
          {t('profiles.pre_approval.add_income')}
        </Button>
        <Button type="submit" size="sm" isLoading={pending === 'incomes'}>
          {t('profiles.pre_approval.save_incomes')}
        </Button>
      </div>
      <p className="mt-2 text-xs text-ink-muted">
        {t('profiles.pre_approval.incomes_hint', {
          total: formatIsk(
            incomes.reduce((s, i) => s + i.netAmount, 0),
            locale,
          ),
        })}
      </p>
    </form>
  );
}

function ScoreUpdateRequest({ id }: { id: string }) {
  const { t } = useTranslation();
  const [request] = useMutation(RequestCreditScoreUpdateDocument);
  const { run, pending } = useProfileAction();
  const [isOpen, setOpen] = useState(false);
  const form = useZodForm(creditScoreUpdateRequestSchema, {
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(async ({ reason }) => {
    if (
      await run(
        'score',
        () => request({ variables: { input: { preApprovalId: id, reason } } }),
        t('profiles.pre_approval.score_requested'),
      )
    ) {
      form.reset({ reason: '' });
      setOpen(false);
    }
  });
  if (!isOpen)
    return (
      <Button variant="ghost" size="sm" onPress={() => setOpen(true)}>
        {t('profiles.pre_approval.request_score_update')}
      </Button>
    );
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="mt-3 space-y-2 rounded-xl bg-surface-sunken p-3"
    >
      <Field
        label={t('profiles.pre_approval.reason')}
        error={form.formState.errors.reason?.message}
      >
        {(props) => (
          <textarea
            rows={3}
            {...props}
            {...form.register('reason')}
            className={`${props.className} h-auto py-2`}
          />
        )}
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" isLoading={pending === 'score'}>
          {t('profiles.pre_approval.send_request')}
        </Button>
        <Button variant="secondary" size="sm" onPress={() => setOpen(false)}>
          {t('common.actions.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The owner's pre-approval: start with consent, incomes, commit or uncommit, renew, score requests. */
export function PreApprovalPanel({
  profile,
  onChanged,
}: {
  profile: Profile;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [consent, setConsent] = useState(false);
  const [initiate] = useMutation(InitiatePreApprovalDocument);
  const [commit] = useMutation(CommitPreApprovalDocument);
  const [uncommit] = useMutation(UncommitPreApprovalDocument);
  const [renew] = useMutation(RenewPreApprovalDocument);
  const { run, pending } = useProfileAction();
  const username = profile.profileUsername;
  const p = profile.preApproval;
  const after = (call: () => Promise<unknown>) => async () => {
    await call();
    await onChanged();
  };
  return (
    <SectionCard id="pre-approval" title={t('profiles.pre_approval.title')}>
      {!p && (
        <div className="space-y-3">
          <EmptyText>{t('profiles.pre_approval.intro')}</EmptyText>
          <ChoiceLabel
            className="flex items-start gap-2 text-sm text-ink"
            inputClassName="mt-0.5 size-4 accent-brand-700"
            label={t('profiles.pre_approval.consent')}
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
          />
          <Button
            isDisabled={!consent}
            isLoading={pending === 'start'}
            onPress={() =>
              void run(
                'start',
                after(() => initiate({ variables: { input: { username, consent } } })),
                t('profiles.pre_approval.started'),
              )
            }
          >
            {t('profiles.pre_approval.start')}
          </Button>
        </div>
      )}
      {p && (
        <>
          <PreApprovalSummary preApproval={p} />
          <div className="mt-4 flex flex-wrap gap-2">
            {p.status === 'DRAFT' && (
              <Button
                isLoading={pending === 'commit'}
                onPress={() =>
                  void run(
                    'commit',
                    after(() => commit({ variables: { input: { id: p.id } } })),
                    t('profiles.pre_approval.committed'),
                  )
                }
              >
                {t('profiles.pre_approval.commit')}
              </Button>
            )}
            {p.status === 'COMMITTED' && (
              <Button
                variant="secondary"
                isLoading={pending === 'uncommit'}
                onPress={() =>
                  void run(
                    'uncommit',
                    after(() => uncommit({ variables: { input: { id: p.id } } })),
                    t('profiles.pre_approval.uncommitted'),
                  )
                }
              >
                {t('profiles.pre_approval.uncommit')}
              </Button>
            )}
            {p.status === 'EXPIRED' && (
              <>
                <ChoiceLabel
                  label={t('profiles.pre_approval.consent')}
                  checked={consent}
                  onChange={(e) => setConsent(e.target.checked)}
                />
                <Button
                  isDisabled={!consent}
                  isLoading={pending === 'renew'}
                  onPress={() =>
                    void run(
                      'renew',
                      after(() => renew({ variables: { input: { id: p.id, consent } } })),
                      t('profiles.pre_approval.renewed'),
                    )
                  }
                >
                  {t('profiles.pre_approval.renew')}
                </Button>
              </>
            )}
            {p.status !== 'EXPIRED' && <ScoreUpdateRequest id={p.id} />}
          </div>
          {p.status === 'DRAFT' && <IncomesEditor id={p.id} username={username} />}
          {p.status === 'COMMITTED' && (
            <p className="mt-3 text-sm text-ink-muted">
              {t('profiles.pre_approval.uncommit_to_edit')}
            </p>
          )}
        </>
      )}
    </SectionCard>
  );
}

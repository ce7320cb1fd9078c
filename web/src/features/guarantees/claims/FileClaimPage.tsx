import { useMutation, useQuery } from '@apollo/client/react';
import { createClaimSchema, formatMoney, type ClaimType } from '@leiga/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  CreateGuaranteeClaimDocument,
  GuaranteeClaimsDocument,
} from '../../../__generated__/graphql';
import { RouteLink, useLocalizedPath } from '../../../app/links';
import { paths } from '../../../app/paths';
import { enumKey, toGraphEnum } from '../../../lib/enums';
import { Button } from '../../../ui/Button';
import { Card, PageHeader } from '../../../ui/Card';
import { ErrorText } from '../../../ui/ListState';
import { StatusBadge } from '../../../ui/StatusBadge';
import { inputClass, labelClass, textAreaClass } from '../../../ui/fields';
import { getGraphError } from '../../../ui/graph-errors';
import { CLAIM_STATUS_TONES, readClaim, translateClaimError } from './model';

const GRAPH_FIELDS: Readonly<Record<string, string>> = { returnDate: 'return_date' };

/**
 * /landlords/rental-guarantees/{id}/file-claim: the landlord starts a damage claim (with the day
 * the home was returned: at most 4 weeks ago) or a default claim, then adds its lines.
 */
export function FileClaimPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const claims = useQuery(GuaranteeClaimsDocument, { variables: { guaranteeId: id } });
  const [create] = useMutation(CreateGuaranteeClaimDocument);
  const [type, setType] = useState<ClaimType>('damage');
  const [returnDate, setReturnDate] = useState('');
  const [description, setDescription] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const existing = (claims.data?.guaranteeClaims.items ?? []).map((c) => readClaim(c));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = createClaimSchema.safeParse({
      type,
      description,
      ...(type === 'damage' ? { return_date: returnDate || null } : {}),
    });
    const errors: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    setFieldErrors(errors);
    if (!parsed.success) return;
    setBusy(true);
    try {
      const created = await create({
        variables: {
          input: {
            guaranteeId: id,
            type: toGraphEnum(parsed.data.type),
            description: parsed.data.description,
            returnDate: parsed.data.return_date ?? null,
          },
        },
      });
      const claim = created.data && readClaim(created.data.createGuaranteeClaim);
      if (claim)
        await navigate(localize(paths.landlordFileClaimDraft.href({ id, claimId: claim.id })));
    } catch (error) {
      const { fields } = getGraphError(error);
      setFieldErrors(
        Object.fromEntries(Object.entries(fields).map(([k, v]) => [GRAPH_FIELDS[k] ?? k, v])),
      );
      setFormError(translateClaimError(t, error));
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (name: string) =>
    fieldErrors[name] ? (
      <span role="alert" className="text-sm text-red-700 dark:text-red-400">
        {t(fieldErrors[name]!)}
      </span>
    ) : null;

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 p-4">
      <PageHeader
        title={t('guarantee-claims.web.file_title')}
        subtitle={t('guarantee-claims.web.file_subtitle')}
      />
      <Card>
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-2">
            <legend className={labelClass}>{t('guarantee-claims.web.claim_type')}</legend>
            {(['damage', 'default'] as const).map((value) => (
              <label key={value} className="flex items-center gap-2 text-ink">
                <input
                  type="radio"
                  name="claim-type"
                  value={value}
                  checked={type === value}
                  onChange={() => setType(value)}
                />
                {t(`guarantee-claims.type.${value}`)}
              </label>
            ))}
          </fieldset>
          {type === 'damage' && (
            <div className="flex flex-col gap-1.5">
              <label htmlFor="claim-return-date" className={labelClass}>
                {t('guarantee-claims.web.return_date')}
              </label>
              <input
                id="claim-return-date"
                type="date"
                className={inputClass}
                value={returnDate}
                onChange={(e) => setReturnDate(e.target.value)}
              />
              <span className="text-sm text-ink-muted">
                {t('guarantee-claims.web.return_date_help')}
              </span>
              {fieldError('return_date')}
            </div>
          )}
          <div className="flex flex-col gap-1.5">
            <label htmlFor="claim-description" className={labelClass}>
              {t('guarantee-claims.web.description')}
            </label>
            <textarea
              id="claim-description"
              className={textAreaClass}
              rows={3}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
            {fieldError('description')}
          </div>
          {formError && <ErrorText>{formError}</ErrorText>}
          <Button type="submit" isLoading={busy}>
            {t('guarantee-claims.web.start_claim')}
          </Button>
        </form>
      </Card>
      {existing.length > 0 && (
        <Card>
          <h2 className="mb-3 font-semibold text-ink">{t('guarantee-claims.web.claims')}</h2>
          <ul className="flex flex-col gap-2">
            {existing.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-2">
                <RouteLink
                  to={paths.landlordFileClaimDraft.href({ id, claimId: c.id })}
                  className="text-brand-700 hover:underline dark:text-brand-300"
                >
                  {t(enumKey('guarantee-claims.type', c.type))} ·{' '}
                  {formatMoney(c.totalAmount, 'ISK', i18n.language)}
                </RouteLink>
                <StatusBadge
                  status={c.status}
                  tones={CLAIM_STATUS_TONES}
                  labelPrefix="guarantee-claims.status"
                />
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}

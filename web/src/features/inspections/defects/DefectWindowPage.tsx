import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { InspectionDefectWindowDocument } from '../../../__generated__/graphql';
import { useCurrentUser } from '../../../app/context';
import { RouteLink } from '../../../app/links';
import { paths } from '../../../app/paths';
import { enumKey } from '../../../lib/enums';
import { formatDate } from '../../../lib/format';
import { ErrorScreen } from '../../../shell/ErrorScreen';
import { PageHeader, Spinner } from '../../../ui/Card';
import { EmptyText } from '../../../ui/EmptyState';
import { FormAlert } from '../../../ui/fields';
import { getGraphError } from '../../../ui/graph-errors';
import { DefectForm } from './DefectForm';
import { DefectPhotoThumbs } from './DefectPhotoField';
import {
  isDefectWindowReason,
  parseDefectText,
  readDefect,
  translateDefectError,
  type DefectAddendum,
} from './model';

function DefectList({ defects }: { defects: readonly DefectAddendum[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="tenant-defects" className="flex flex-col gap-2">
      <h2 id="tenant-defects" className="text-lg font-semibold text-ink">
        {t('inspection-window.your_defects')}
      </h2>
      {defects.length === 0 ? (
        <EmptyText>{t('inspection-window.empty')}</EmptyText>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="tenant-defects">
          {defects.map((d) => {
            const parts = parseDefectText(d.text);
            return (
              <li key={d.id} className="rounded-xl bg-surface p-3 text-sm text-ink">
                {parts ? (
                  <>
                    <p className="font-medium">{parts.subject}</p>
                    <p className="whitespace-pre-wrap">{parts.description}</p>
                    <p className="mt-1 text-ink-muted">
                      {t(`inspection-window.severity.${parts.severity}`)} ·{' '}
                      {formatDate(d.createdAt)}
                    </p>
                    <DefectPhotoThumbs photos={d.photos} subject={parts.subject} />
                  </>
                ) : (
                  <>
                    <p className="whitespace-pre-wrap">{d.text}</p>
                    <p className="mt-1 text-ink-muted">{formatDate(d.createdAt)}</p>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * /tenants/inspection-reports/{id}/defects?token=: the link a tenant is sent once the move-in
 * report is signed. Until the window closes they add defects found after moving in; each joins
 * the signed report as a final addendum. A closed window, a link not theirs or a report not
 * signed is said in words, not as a broken page.
 */
export function DefectWindowPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const user = useCurrentUser();
  const [addedNow, setAddedNow] = useState<DefectAddendum[]>([]);
  const { data, loading, error, refetch } = useQuery(InspectionDefectWindowDocument, {
    variables: { reportId: id, token },
    skip: token === '',
    errorPolicy: 'all',
  });

  const header = <PageHeader title={t('inspection-window.title')} />;
  const reportLink = (
    <RouteLink
      to={paths.inspectionReport.href({ id })}
      className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
    >
      {t('inspection-window.back_to_report')}
    </RouteLink>
  );
  const frame = (children: ReactNode) => (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      {header}
      {children}
    </div>
  );

  if (token === '')
    return frame(<FormAlert>{t('inspection-window.errors.defect_link_invalid')}</FormAlert>);
  if (loading && !data) return frame(<Spinner label={t('inspection-window.loading')} />);

  const window = data?.inspectionDefectWindow ?? null;
  if (!window) {
    const { reason, code } = getGraphError(error);
    if (!error || code === 'NOT_FOUND') return <ErrorScreen status={404} />;
    return frame(
      <FormAlert>
        {isDefectWindowReason(reason)
          ? t(`inspection-window.errors.${reason}`)
          : error
            ? translateDefectError(t, error)
            : t('inspection-window.errors.load_failed')}
      </FormAlert>,
    );
  }

  const known = (data?.inspectionAddenda ?? []).map(readDefect);
  const mine = [
    ...known.filter((a) => a.createdById !== null && a.createdById === user?.id),
    ...addedNow.filter((a) => !known.some((k) => k.id === a.id)),
  ];

  return frame(
    <>
      {window.endsAt && (
        <p className="text-ink" data-testid="defect-window-deadline">
          {window.open
            ? t('inspection-window.intro', { date: formatDate(window.endsAt) })
            : t('inspection-window.deadline', { date: formatDate(window.endsAt) })}
        </p>
      )}
      {reportLink}
      {!window.open && (
        <FormAlert>
          <p className="font-semibold">{t('inspection-window.closed_title')}</p>
          <p>{t(enumKey('inspection-window.errors', window.code ?? 'defect_window_closed'))}</p>
        </FormAlert>
      )}
      <DefectList defects={mine} />
      {window.open && (
        <DefectForm
          reportId={id}
          token={token}
          onAdded={(addendum) => setAddedNow((list) => [...list, addendum])}
          onPhotosSent={() => void refetch()}
        />
      )}
    </>,
  );
}

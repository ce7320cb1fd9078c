import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../app/links';
import { formatDate } from '../../lib/format';
import { StatusLine } from '../../ui/StatusBadge';
import { formatPrice } from './format';
import { CONTRACT_STATUS_TONES, contractName, partyNames, type ContractRow as Row } from './model';

/**
 * One contract in a list: its property, parties, period and rent, linked to its page (and, for
 * staff, to its bank information).
 */
export function ContractRow({
  contract: c,
  to,
  bankInformationHref,
}: {
  contract: Row;
  to: string;
  bankInformationHref?: string;
}) {
  const { t, i18n } = useTranslation();
  const period = c.startDate
    ? `${formatDate(c.startDate)} – ${c.endDate ? formatDate(c.endDate) : t('contracts.web.indefinite')}`
    : t('contracts.web.no_period');
  return (
    <li
      className="relative flex flex-col gap-1 rounded-2xl border border-line bg-surface-raised p-4 shadow-sm hover:border-brand-400"
      data-testid="contract-row"
      data-status={c.status}
    >
      <StatusLine status={c.status} tones={CONTRACT_STATUS_TONES} labelPrefix="contracts.status">
        <span className="text-sm text-ink-muted">{period}</span>
      </StatusLine>
      <RouteLink
        to={to}
        className="font-semibold text-ink outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:underline"
      >
        {contractName(t, c)}
      </RouteLink>
      <p className="text-sm text-ink-muted">
        {t('contracts.web.parties_line', {
          landlords: partyNames(c.landlords) || '—',
          tenants: partyNames(c.tenants) || '—',
        })}
      </p>
      {c.price !== null && c.price !== undefined && (
        <p className="text-sm font-medium text-ink">
          {t('contracts.web.per_month', {
            price: formatPrice(c.price, c.currency ?? 'ISK', i18n.language),
          })}
        </p>
      )}
      {bankInformationHref && (
        <RouteLink
          to={bankInformationHref}
          className="relative z-10 self-start text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          {t('contracts.payments.bank_link')}
        </RouteLink>
      )}
    </li>
  );
}

import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { formatPrice } from './model';
import { Table } from '../../ui/Table';

type Point = { price: number; currency: string; changedAt: string };

/** Every price the listing has had, newest first, with the change from the one before. */
export function PriceHistory({ points }: { points: readonly Point[] }) {
  const { t, i18n } = useTranslation();
  if (points.length === 0)
    return <p className="text-ink-muted">{t('listings.price_history.empty')}</p>;
  const sorted = [...points].sort((a, b) => b.changedAt.localeCompare(a.changedAt));
  return (
    <Table
      caption={t('listings.price_history.title')}
      columns={(['date', 'price', 'change'] as const).map((k) => t(`listings.price_history.${k}`))}
      alignRightFrom={1}
      padding="py-2"
    >
      {sorted.map((p, i) => {
        const before = sorted[i + 1];
        const diff = before ? p.price - before.price : 0;
        return (
          <tr key={`${p.changedAt}-${i}`} className="border-t border-line">
            <td className="py-2 text-ink">{formatDate(p.changedAt)}</td>
            <td className="py-2 text-right font-semibold text-ink">
              {formatPrice(p.price, p.currency, i18n.language)}
            </td>
            <td
              className={`py-2 text-right ${diff < 0 ? 'text-green-700 dark:text-green-400' : diff > 0 ? 'text-red-700 dark:text-red-400' : 'text-ink-muted'}`}
            >
              {before
                ? `${diff > 0 ? '+' : diff < 0 ? '−' : '±'}${formatPrice(Math.abs(diff), p.currency, i18n.language)}`
                : t('listings.price_history.first')}
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

import { formatMoney } from '@leiga/domain';
import type { ListingStatus } from '../../../__generated__/graphql';
import { Button } from '../../../ui/Button';
import { useTranslation } from 'react-i18next';

export const STATUS_TONES: Record<ListingStatus, 'neutral' | 'success' | 'warning' | 'brand'> = {
  DRAFT: 'neutral',
  AWAITING_REVIEW: 'warning',
  PUBLISHED: 'success',
  PAUSED: 'warning',
  RENTED: 'brand',
  ARCHIVED: 'neutral',
};

/** A rent in the reader's language, by domain's formatter: "625.000 kr.", "ISK 625,000". */
export const formatIsk = (n: number | null | undefined, locale: string) =>
  n === null || n === undefined ? '' : formatMoney(n, 'ISK', locale);

export const address = (l: {
  street?: string | null;
  houseNumber?: string | null;
  postalCode?: string | null;
}) =>
  [[l.street, l.houseNumber].filter(Boolean).join(' '), l.postalCode].filter(Boolean).join(', ');

export function Pager({
  page,
  count,
  pageSize,
  hasNextPage,
  onPage,
}: {
  page: number;
  count: number;
  pageSize: number;
  hasNextPage: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={t('admin.page', { page, pages })}
      className="mt-4 flex items-center justify-between gap-3"
    >
      <Button variant="secondary" size="sm" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        {t('admin.previous')}
      </Button>
      <span className="text-sm text-ink-muted">{t('admin.page', { page, pages })}</span>
      <Button
        variant="secondary"
        size="sm"
        isDisabled={!hasNextPage}
        onPress={() => onPage(page + 1)}
      >
        {t('admin.next')}
      </Button>
    </nav>
  );
}

export const thClass = 'px-4 py-3 font-semibold';
export const tdClass = 'px-4 py-3';

import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';

type Props = {
  page: number;
  pages: number;
  hasNextPage: boolean;
  onPage: (page: number) => void;
};

/** Previous / next with "page 2 of 40"; next follows the api's hasNextPage (counts are capped). */
export function Pagination({ page, pages, hasNextPage, onPage }: Props) {
  const { t } = useTranslation();
  if (pages <= 1 && !hasNextPage && page <= 1) return null;
  const label = t('listings.pagination.page', { page, pages: Math.max(pages, page) });
  return (
    <nav
      aria-label={t('listings.pagination.label')}
      className="mt-8 flex items-center justify-between gap-3"
    >
      <Button variant="secondary" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        {t('listings.pagination.previous')}
      </Button>
      <span className="text-sm text-ink-muted" aria-current="page">
        {label}
      </span>
      <Button variant="secondary" isDisabled={!hasNextPage} onPress={() => onPage(page + 1)}>
        {t('listings.pagination.next')}
      </Button>
    </nav>
  );
}

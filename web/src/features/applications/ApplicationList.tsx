import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { PagedList } from '../../ui/PagedList';
import { translateApplicationError } from './model';

type Props<Item> = Omit<
  ComponentProps<typeof PagedList<Item>>,
  'translateError' | 'countText' | 'pagerLabel' | 'empty'
> & {
  viewer: 'tenant' | 'landlord';
  /** A filter is on: an empty page then says that nothing matches. */
  isFiltered: boolean;
  /** The way forward from an empty, unfiltered list. */
  emptyAction?: ReactNode;
};

/** A page of applications (the tenant's or the landlord's), counted and paged in their words. */
export function ApplicationList<Item>({ viewer, isFiltered, emptyAction, ...props }: Props<Item>) {
  const { t } = useTranslation();
  return (
    <PagedList
      {...props}
      translateError={translateApplicationError}
      countText={(count) => t('applications.list.count', { count })}
      pagerLabel={t('applications.pagination.label')}
      empty={
        isFiltered ? (
          <EmptyState title={t('applications.list.empty_filtered')} />
        ) : (
          <EmptyState
            title={t(`applications.${viewer}.empty_title`)}
            text={t(`applications.${viewer}.empty_text`)}
            action={emptyAction}
          />
        )
      }
    />
  );
}

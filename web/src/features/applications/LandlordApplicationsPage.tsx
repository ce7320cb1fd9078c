import { useMutation, useQuery } from '@apollo/client/react';
import { PAGE_SIZES } from '@leiga/domain';
import { useState, type FormEvent } from 'react';
import { Checkbox, Input, Label, SearchField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getFragmentData } from '../../__generated__';
import {
  ApplicationRow_ApplicationFragmentDoc,
  LandlordApplicationsDocument,
  LandlordInsightsHomeDocument,
  RejectApplicationsDocument,
} from '../../__generated__/graphql';
import { toast } from '../../shell/toast-store';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/Card';
import { inputClass, labelClass } from '../../ui/fields';
import { ApplicationList } from './ApplicationList';
import { ApplicationRow } from './ApplicationRow';
import { CheckMark, MessageField, TypeOrderFilters, useMessageForm } from './components';
import { LandlordApplicationDrawer } from './LandlordApplicationDrawer';
import {
  LANDLORD_TYPES,
  ORDERS,
  pick,
  readApplicationRows,
  translateApplicationError,
} from './model';

function SelectBox({
  isSelected,
  onChange,
  label,
}: {
  isSelected: boolean;
  onChange: (on: boolean) => void;
  label: string;
}) {
  return (
    <Checkbox
      isSelected={isSelected}
      onChange={onChange}
      aria-label={label}
      className="group relative z-10 grid size-8 shrink-0 place-items-center"
    >
      <CheckMark />
    </Checkbox>
  );
}

/**
 * /landlords/rental-applications: 12 a page, by listing address, type and order; unread ones in
 * bold; pending ones can be rejected together; an application opens in a drawer (?application=).
 */
export function LandlordApplicationsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type = pick(LANDLORD_TYPES, params.get('type'));
  const orderBy = pick(ORDERS, params.get('order'));
  const address = params.get('address') ?? '';
  // ?listing= comes from a listing's own page: that listing's applications only.
  const listingId = params.get('listing');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openId = params.get('application');
  const [search, setSearch] = useState(address);
  const [selected, setSelected] = useState<string[]>([]);
  const [isRejectOpen, setRejectOpen] = useState(false);
  const messageForm = useMessageForm();
  const { data, previousData, loading, error } = useQuery(LandlordApplicationsDocument, {
    variables: {
      filter: { type, orderBy, listingAddress: address || null, listingId },
      page,
      pageSize: PAGE_SIZES.landlordRentalApplications,
    },
  });
  const [reject, rejecting] = useMutation(RejectApplicationsDocument, {
    refetchQueries: [LandlordApplicationsDocument, LandlordInsightsHomeDocument],
  });
  const result = readApplicationRows((data ?? previousData)?.landlordApplications);
  const rows = (result?.items ?? []).map((item) => ({
    item,
    row: getFragmentData(ApplicationRow_ApplicationFragmentDoc, item),
  }));
  const pending = rows.filter((r) => r.row.status === 'PENDING').map((r) => r.item.id);
  const chosen = selected.filter((id) => pending.includes(id));

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes) && !('application' in changes)) {
      next.delete('page');
      setSelected([]);
    }
    setParams(next, { replace: 'application' in changes ? false : true });
  };
  const onSearch = (e?: FormEvent) => {
    e?.preventDefault();
    update({ address: search.trim() || null });
  };
  const onReject = async (message: string | null) => {
    try {
      await reject({ variables: { input: { ids: chosen, message } } });
      toast.success(t('applications.landlord.rejected_done', { count: chosen.length }));
      setSelected([]);
      messageForm.reset();
      setRejectOpen(false);
    } catch (e) {
      toast.error(translateApplicationError(t, e));
    }
  };

  return (
    <div>
      <PageHeader
        title={t('applications.landlord.title')}
        subtitle={t('applications.landlord.subtitle')}
      />
      <form
        onSubmit={onSearch}
        role="search"
        className="mb-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_1fr_1fr]"
      >
        <SearchField
          value={search}
          onChange={setSearch}
          onSubmit={() => onSearch()}
          onClear={() => update({ address: null })}
          className="flex flex-col gap-1.5"
        >
          <Label className={labelClass}>{t('applications.filters.address')}</Label>
          <Input
            className={inputClass}
            placeholder={t('applications.filters.address_placeholder')}
          />
        </SearchField>
        <TypeOrderFilters
          types={LANDLORD_TYPES}
          type={type}
          orderBy={orderBy}
          onType={(v) => update({ type: v === 'ALL' ? null : v })}
          onOrder={(v) => update({ order: v === 'NEWEST' ? null : v })}
        />
      </form>
      {listingId && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-2 text-sm text-ink dark:border-brand-800 dark:bg-brand-900/40">
          <p>{t('applications.landlord.listing_filter')}</p>
          <Button size="sm" variant="ghost" onPress={() => update({ listing: null })}>
            {t('applications.landlord.listing_filter_clear')}
          </Button>
        </div>
      )}
      <ApplicationList
        query={{ result, loading, error }}
        viewer="landlord"
        isFiltered={type !== 'ALL' || Boolean(address) || Boolean(listingId)}
        page={page}
        onPage={(p) => update({ page: p === 1 ? null : String(p) })}
        actions={
          <div className="flex items-center gap-2">
            {pending.length > 0 && (
              <Button
                size="sm"
                variant="ghost"
                onPress={() => setSelected(chosen.length === pending.length ? [] : pending)}
              >
                {chosen.length === pending.length
                  ? t('applications.landlord.select_none')
                  : t('applications.landlord.select_all_pending')}
              </Button>
            )}
            {/* Inert and grey until an application is chosen: a red button reads as live. */}
            <Button
              size="sm"
              variant={chosen.length === 0 ? 'secondary' : 'danger'}
              isDisabled={chosen.length === 0}
              onPress={() => setRejectOpen(true)}
            >
              {t('applications.landlord.reject_selected', { count: chosen.length })}
            </Button>
          </div>
        }
      >
        {() =>
          rows.map(({ item, row }) => (
            <ApplicationRow
              key={item.id}
              application={item}
              isLandlord
              onOpen={() => update({ application: item.id })}
              leading={
                row.status === 'PENDING' ? (
                  <SelectBox
                    label={t('applications.landlord.select', { name: row.tenant.fullName })}
                    isSelected={chosen.includes(item.id)}
                    onChange={(on) =>
                      setSelected((ids) =>
                        on ? [...ids, item.id] : ids.filter((x) => x !== item.id),
                      )
                    }
                  />
                ) : (
                  <span className="size-8 shrink-0" aria-hidden="true" />
                )
              }
            />
          ))
        }
      </ApplicationList>
      <ConfirmDialog
        isOpen={isRejectOpen}
        onOpenChange={setRejectOpen}
        title={t('applications.landlord.reject_title', { count: chosen.length })}
        text={t('applications.landlord.reject_text')}
        confirmLabel={t('applications.landlord.reject_confirm')}
        isLoading={rejecting.loading}
        onConfirm={() => void messageForm.submit(onReject)}
      >
        <MessageField
          control={messageForm.control}
          label={t('applications.landlord.message')}
          description={t('applications.landlord.message_help')}
        />
      </ConfirmDialog>
      <LandlordApplicationDrawer id={openId} onClose={() => update({ application: null })} />
    </div>
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Checkbox } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { SMS_UNREAD_MESSAGE_DELAY_MINUTES } from '@leiga/domain';
import {
  NotificationSettingsDocument,
  UpdateNotificationSettingsDocument,
} from '../../__generated__/graphql';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { LoadState } from '../../ui/ListState';
import { translateGraphError } from '../../ui/graph-errors';
import { cellKey, getChangedSettings, toGrid, toKey } from './model';

const boxClass =
  'group inline-grid size-6 cursor-pointer place-items-center rounded-md border-2 border-line text-white outline-none selected:border-brand-600 selected:bg-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed';

/** The settings: a grid of notification types by methods, saved together with feedback. */
export function NotificationSettingsGrid() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(NotificationSettingsDocument);
  const [save, saving] = useMutation(UpdateNotificationSettingsDocument, {
    update(cache, result) {
      const saved = result.data?.updateNotificationSettings;
      if (saved)
        cache.writeQuery({
          query: NotificationSettingsDocument,
          data: { __typename: 'Query', notificationSettings: saved },
        });
    },
  });
  /** The cells the user changed and has not saved yet. */
  const [wanted, setWanted] = useState<ReadonlyMap<string, boolean>>(new Map());
  const saved = data?.notificationSettings ?? [];
  const grid = toGrid(saved);
  const changes = getChangedSettings(saved, wanted);

  const submit = async () => {
    if (changes.length === 0) {
      toast.info(t('notifications.settings.unchanged'));
      return;
    }
    try {
      await save({ variables: { input: { settings: changes } } });
      setWanted(new Map());
      toast.success(t('notifications.settings.saved'));
    } catch (e) {
      toast.error(translateGraphError(t, e));
    }
  };

  return (
    <section aria-labelledby="notification-settings-title">
      <h2 id="notification-settings-title" className="text-lg font-semibold text-ink">
        {t('notifications.settings.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('notifications.settings.description')}</p>
      {/* Where texts and pushes go, so a cell switched on does not promise more than it sends. */}
      <ul className="mt-2 list-disc ps-5 text-sm text-ink-muted">
        <li>
          {t('notification-delivery.sms_help', { minutes: SMS_UNREAD_MESSAGE_DELAY_MINUTES })}
        </li>
        <li>{t('notification-delivery.push_help')}</li>
      </ul>
      <LoadState hasData={Boolean(data)} isLoading={loading} error={error} />
      {data && (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-ink-muted">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('notifications.settings.type_column')}
                </th>
                {grid.methods.map((m) => (
                  <th key={m} scope="col" className="px-2 py-2 text-center font-medium">
                    {t(`notifications.methods.${toKey(m)}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {grid.types.map((type) => {
                const typeName = t(`notifications.type_names.${toKey(type)}`);
                return (
                  <tr key={type}>
                    <th scope="row" className="py-2 pr-3 text-left font-normal text-ink">
                      {typeName}
                    </th>
                    {grid.methods.map((method) => {
                      const cell = grid.cell(type, method);
                      if (!cell) return <td key={method} />;
                      const key = cellKey(cell);
                      const label = t('notifications.settings.toggle_label', {
                        type: typeName,
                        method: t(`notifications.methods.${toKey(method)}`),
                      });
                      if (!cell.isOffered)
                        return (
                          <td key={method} className="px-2 py-2 text-center text-ink-muted">
                            <span aria-hidden="true">–</span>
                            <span className="sr-only">
                              {label}: {t('notifications.settings.not_offered')}
                            </span>
                          </td>
                        );
                      const isOn = wanted.get(key) ?? cell.isEnabled;
                      return (
                        <td key={method} className="px-2 py-2 text-center">
                          <Checkbox
                            aria-label={label}
                            isSelected={isOn}
                            onChange={(next) => setWanted((prev) => new Map(prev).set(key, next))}
                            className={boxClass}
                          >
                            <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
                              <path
                                d="M3 8.5l3 3 7-7"
                                fill="none"
                                stroke="currentColor"
                                strokeWidth="2.5"
                                className={isOn ? '' : 'invisible'}
                              />
                            </svg>
                          </Checkbox>
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div className="mt-4 flex justify-end">
            <Button isLoading={saving.loading} onPress={() => void submit()}>
              {t('notifications.settings.save')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

import type { MockedResponse } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  NotificationSettingsDocument,
  UpdateNotificationSettingsDocument,
  type NotificationMethod,
  type NotificationType,
} from '../../__generated__/graphql';
import { Toaster } from '../../shell/Toaster';
import { TENANT, renderWithApp } from '../../test/render';
import { NotificationSettingsGrid } from './NotificationSettingsGrid';

const setting = (
  type: NotificationType,
  method: NotificationMethod,
  isEnabled: boolean,
  isOffered = true,
) => ({
  __typename: 'NotificationSetting' as const,
  type,
  method,
  isOffered,
  isEnabled,
  blacklistId: isEnabled || !isOffered ? null : '4',
});

const saved = [
  setting('SAVED_SEARCH_ALERT', 'IN_APP', true),
  setting('SAVED_SEARCH_ALERT', 'EMAIL', true),
  setting('SAVED_SEARCH_ALERT', 'PUSH', false, false),
];

describe('NotificationSettingsGrid', () => {
  it('saves only the toggled cell, and shows a method not offered as such', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const read: MockedResponse = {
      request: { query: NotificationSettingsDocument },
      result: { data: { notificationSettings: saved } },
    };
    const update: MockedResponse = {
      request: {
        query: UpdateNotificationSettingsDocument,
        variables: (v: Record<string, unknown>) => {
          sent.push(v['input']);
          return true;
        },
      },
      result: {
        data: {
          updateNotificationSettings: [
            saved[0],
            setting('SAVED_SEARCH_ALERT', 'EMAIL', false),
            saved[2],
          ],
        },
      },
    };
    await renderWithApp(
      <>
        <NotificationSettingsGrid />
        <Toaster />
      </>,
      { user: TENANT, mocks: [read, update] },
    );
    const email = await screen.findByRole('checkbox', { name: 'Saved-search alerts by E-mail' });
    expect(email).toBeChecked();
    expect(screen.getByText('Saved-search alerts by Push: Not offered')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Saved-search alerts by Push' })).toBeNull();

    await user.click(email);
    expect(email).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
    expect(sent).toEqual([
      { settings: [{ type: 'SAVED_SEARCH_ALERT', method: 'EMAIL', isEnabled: false }] },
    ]);
    expect(
      screen.getByRole('checkbox', { name: 'Saved-search alerts by E-mail' }),
    ).not.toBeChecked();
  });
});

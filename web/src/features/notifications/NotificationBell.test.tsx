import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  MarkNotificationClickedDocument,
  NotificationAddedDocument,
  NotificationBellDocument,
} from '../../__generated__/graphql';
import { dismissToast, useToasts } from '../../shell/toast-store';
import { LANDLORD, renderWithApp } from '../../test/render';
import { NotificationBell } from './NotificationBell';

function notification(id: string, isClicked: boolean) {
  return {
    __typename: 'Notification' as const,
    id,
    type: 'APPLICATION_RECEIVED' as const,
    isClicked,
    createdAt: '2026-11-20T10:00:00Z',
    targetPath: `/landlords/rental-applications?application=${id}`,
    title: 'Björt íbúð',
    name: `Leigjandi ${id}`,
    isAccepted: null,
  };
}

const bell = (unread: number, maxUsageCount = 10): MockedResponse => ({
  request: { query: NotificationBellDocument, variables: { pageSize: 3 } },
  maxUsageCount,
  result: {
    data: {
      myNotifications: {
        __typename: 'NotificationPage',
        unreadCount: unread,
        items: [notification('9', false), notification('8', false), notification('7', true)],
      },
    },
  },
});

describe('NotificationBell', () => {
  it('names the unread count, shows the three newest and opens the one clicked', async () => {
    const user = userEvent.setup();
    let clicked = '';
    const mark: MockedResponse = {
      request: {
        query: MarkNotificationClickedDocument,
        variables: (v: Record<string, unknown>) => {
          clicked = (v['input'] as { id: string }).id;
          return true;
        },
      },
      result: {
        data: {
          markNotificationClicked: { __typename: 'Notification', id: '8', isClicked: true },
        },
      },
    };
    const { router } = await renderWithApp(<NotificationBell />, {
      path: '/landlords/home',
      user: LANDLORD,
      mocks: [bell(2), mark],
    });
    const button = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(screen.getByTestId('notification-count')).toHaveTextContent('2');

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(dialog).toHaveTextContent('Leigjandi 9 applied for Björt íbúð');
    expect(screen.getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/en/account/notifications',
    );

    await user.click(screen.getByRole('button', { name: /Leigjandi 8 applied/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/en/landlords/rental-applications'),
    );
    expect(router.state.location.search).toBe('?application=8');
    expect(clicked).toBe('8');
  });

  it('says when there is nothing', async () => {
    const user = userEvent.setup();
    const empty: MockedResponse = {
      request: { query: NotificationBellDocument, variables: { pageSize: 3 } },
      result: {
        data: {
          myNotifications: { __typename: 'NotificationPage', unreadCount: 0, items: [] },
        },
      },
    };
    await renderWithApp(<NotificationBell />, { user: LANDLORD, mocks: [empty] });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Nothing new yet.')).toBeVisible();
    expect(screen.queryByTestId('notification-count')).toBeNull();
  });

  it('counts a notification that arrives live and says so in a toast', async () => {
    const added: MockedResponse = {
      request: { query: NotificationAddedDocument },
      delay: 50,
      result: { data: { notificationAdded: notification('10', false) } },
    };
    let toasts: ReturnType<typeof useToasts> = [];
    function ToastProbe() {
      toasts = useToasts();
      return null;
    }
    await renderWithApp(
      <>
        <NotificationBell />
        <ToastProbe />
      </>,
      { path: '/landlords/home', user: LANDLORD, mocks: [bell(2, 1), added, bell(3)] },
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
    await waitFor(() =>
      expect(toasts.map((t) => t.message)).toContain('Leigjandi 10 applied for Björt íbúð'),
    );
    toasts.forEach((t) => dismissToast(t.id));
  });
});

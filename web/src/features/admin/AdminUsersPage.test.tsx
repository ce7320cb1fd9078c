import type { MockedResponse } from '@apollo/client/testing';
import { PAGE_SIZES } from '@leiga/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminUsersDocument } from '../../__generated__/graphql';
import { renderWithApp } from '../../test/render';
import { AdminUsersPage } from './AdminUsersPage';

const STAFF = {
  __typename: 'User' as const,
  id: '9',
  fullName: 'Helga Björnsdóttir',
  email: 'stjorn@leiga.is',
  isStaff: true,
  userType: null,
  primaryLanguage: { __typename: 'PrimaryLanguage' as const, code: 'IS' as const },
};

const user = (id: string, fullName: string, email: string, userType: 'TENANT' | 'LANDLORD') => ({
  __typename: 'User',
  id,
  fullName,
  email,
  userType,
  isStaff: false,
  dateJoined: '2026-03-14T09:00:00Z',
});

function usersMock(
  search: string | null,
  items: ReturnType<typeof user>[],
  count = items.length,
): MockedResponse {
  return {
    request: {
      query: AdminUsersDocument,
      variables: { filter: search ? { search } : null, page: 1, pageSize: PAGE_SIZES.default },
    },
    result: {
      data: {
        users: {
          __typename: 'UserPage',
          count,
          page: 1,
          pageSize: PAGE_SIZES.default,
          hasNextPage: count > items.length,
          items,
        },
      },
    },
  };
}

describe('AdminUsersPage', () => {
  it('lists users with their type, joined date and a link to each', async () => {
    await renderWithApp(<AdminUsersPage />, {
      path: '/admin/users',
      user: STAFF,
      mocks: [
        usersMock(
          null,
          [
            user('1', 'Anna Sigurðardóttir', 'anna@leiga.is', 'TENANT'),
            user('2', 'Jón Guðmundsson', 'jon@leiga.is', 'LANDLORD'),
          ],
          45,
        ),
      ],
    });

    expect(await screen.findByText('45 users')).toBeVisible();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByRole('link', { name: 'Jón Guðmundsson' })).toHaveAttribute(
      'href',
      '/en/admin/users/2',
    );
    expect(within(rows[1]!).getByText('Landlord')).toBeVisible();
    expect(within(rows[0]!).getByText('14.03.2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('searches as the staff member types, into the address, and says when nothing matches', async () => {
    const u = userEvent.setup();
    const view = await renderWithApp(<AdminUsersPage />, {
      path: '/admin/users',
      user: STAFF,
      mocks: [
        usersMock(null, [user('1', 'Anna Sigurðardóttir', 'anna@leiga.is', 'TENANT')]),
        usersMock('zzz', []),
      ],
    });
    await screen.findByText('1 user');
    await u.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zzz');
    expect(await screen.findByText('No users match your search.')).toBeVisible();
    await waitFor(() => expect(view.router.state.location.search).toBe('?search=zzz'));
  });
});

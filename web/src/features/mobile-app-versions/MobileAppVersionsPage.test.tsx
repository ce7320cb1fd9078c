import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../app/session';
import {
  MobileAppVersionsDocument,
  SetMobileAppVersionDocument,
  type SetMobileAppVersionInput,
} from '../../__generated__/graphql';
import { LANDLORD, renderWithApp } from '../../test/render';
import { MobileAppVersionsPage } from './MobileAppVersionsPage';

const STAFF: SessionUser = { ...LANDLORD, id: '9', fullName: 'Helga Björnsdóttir', isStaff: true };

const version = (input: SetMobileAppVersionInput) => ({
  __typename: 'MobileAppVersion' as const,
  ...input,
  updatedAt: '2026-11-20T10:00:00Z',
});

const listMock: MockedResponse = {
  request: { query: MobileAppVersionsDocument },
  maxUsageCount: 5,
  result: {
    data: {
      mobileAppVersions: [
        version({ platform: 'IOS', currentVersion: '1.6.0', minimumVersion: '1.4.0' }),
      ],
    },
  },
};

function setMock(sent: SetMobileAppVersionInput[]): MockedResponse {
  return {
    request: {
      query: SetMobileAppVersionDocument,
      variables: (v: Record<string, unknown>) => {
        sent.push(v['input'] as SetMobileAppVersionInput);
        return true;
      },
    },
    maxUsageCount: 3,
    result: () => ({ data: { setMobileAppVersion: version(sent.at(-1)!) } }),
  };
}

async function renderPage(mocks: MockedResponse[]) {
  return renderWithApp(<MobileAppVersionsPage />, {
    user: STAFF,
    path: '/en/admin/mobile-app-versions',
    mocks: [listMock, ...mocks],
  });
}

describe('MobileAppVersionsPage', () => {
  it('shows each platform’s versions, or that none are set', async () => {
    await renderPage([]);
    const [ios, android] = await screen.findAllByTestId('mobile-app-version');
    expect(ios).toHaveTextContent('In the store: 1.6.0 · Minimum: 1.4.0');
    expect(within(ios!).getByLabelText('Version in the store')).toHaveValue('1.6.0');
    expect(android).toHaveTextContent('Not set: no version is locked out');
    expect(within(android!).getByLabelText('Minimum version')).toHaveValue('');
  });

  it('saves a new store version at once, judging the fields first', async () => {
    const user = userEvent.setup();
    const sent: SetMobileAppVersionInput[] = [];
    await renderPage([setMock(sent)]);
    const [ios] = await screen.findAllByTestId('mobile-app-version');
    const current = within(ios!).getByLabelText('Version in the store');
    await user.clear(current);
    await user.type(current, '1.3');
    await user.click(within(ios!).getByRole('button', { name: 'Save' }));
    expect(
      await within(ios!).findByText(
        'The minimum version cannot be newer than the version in the store.',
      ),
    ).toBeInTheDocument();
    await user.clear(current);
    await user.type(current, 'v1.7');
    await user.click(within(ios!).getByRole('button', { name: 'Save' }));
    expect(
      await within(ios!).findByText('Write a version such as 1.4.0 (numbers separated by dots).'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(current);
    await user.type(current, '1.7.0');
    await user.click(within(ios!).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([{ platform: 'IOS', currentVersion: '1.7.0', minimumVersion: '1.4.0' }]),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before raising a minimum, since older apps are then locked out', async () => {
    const user = userEvent.setup();
    const sent: SetMobileAppVersionInput[] = [];
    await renderPage([setMock(sent)]);
    const [, android] = await screen.findAllByTestId('mobile-app-version');
    await user.type(within(android!).getByLabelText('Version in the store'), '1.2.0');
    await user.type(within(android!).getByLabelText('Minimum version'), '1.1.0');
    await user.click(within(android!).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(
      'Android apps older than 1.1.0 must update before they can be used.',
    );
    expect(sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Raise the minimum' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { platform: 'ANDROID', currentVersion: '1.2.0', minimumVersion: '1.1.0' },
      ]),
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SetVisibilityDocument } from '../../__generated__/graphql';
import { renderWithApp, TENANT } from '../../test/render';
import { VisibilityPanel } from './VisibilityPanel';

const setVisibility = (resource: string, option: string) => ({
  request: { query: SetVisibilityDocument, variables: { input: { resource, option } } },
});

describe('VisibilityPanel', () => {
  it('shows each resource with its option and saves a new choice', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn(async () => undefined);
    const saved = vi.fn(() => ({
      data: {
        setVisibility: {
          __typename: 'VisibilitySetting',
          id: '3',
          resource: 'CREDIT_SCORE',
          option: 'PUBLIC',
        },
      },
    }));
    await renderWithApp(
      <VisibilityPanel
        visibility={{ creditScore: 'PRIVATE', netIncome: 'APPLIED_LANDLORDS' }}
        onChanged={onChanged}
      />,
      { user: TENANT, mocks: [{ ...setVisibility('CREDIT_SCORE', 'PUBLIC'), result: saved }] },
    );
    const credit = screen.getByRole('group', { name: 'Credit score' });
    const income = screen.getByRole('group', { name: 'Net income' });
    expect(within(credit).getByRole('radio', { name: 'Only me' })).toBeChecked();
    expect(
      within(income).getByRole('radio', { name: 'Landlords I have applied to' }),
    ).toBeChecked();
    expect(within(credit).getAllByRole('radio')).toHaveLength(3);

    await user.click(within(credit).getByRole('radio', { name: 'Everyone who sees my profile' }));
    expect(
      within(credit).getByRole('radio', { name: 'Everyone who sees my profile' }),
    ).toBeChecked();
    await waitFor(() => expect(saved).toHaveBeenCalled());
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    // The other resource is left alone.
    expect(
      within(income).getByRole('radio', { name: 'Landlords I have applied to' }),
    ).toBeChecked();
  });

  it('goes back to the saved option when saving fails', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn(async () => undefined);
    await renderWithApp(
      <VisibilityPanel
        visibility={{ creditScore: 'PRIVATE', netIncome: 'PRIVATE' }}
        onChanged={onChanged}
      />,
      {
        locale: 'is',
        user: TENANT,
        mocks: [
          {
            ...setVisibility('NET_INCOME', 'PUBLIC'),
            result: { errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }] },
          },
        ],
      },
    );
    const income = screen.getByRole('group', { name: 'Nettótekjur' });
    const only = within(income).getAllByRole('radio')[0]!;
    const everyone = within(income).getAllByRole('radio')[2]!;
    expect(only).toBeChecked();
    await user.click(everyone);
    await waitFor(() => expect(only).toBeChecked());
    expect(everyone).not.toBeChecked();
    expect(onChanged).not.toHaveBeenCalled();
  });
});

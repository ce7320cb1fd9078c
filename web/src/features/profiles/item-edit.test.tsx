import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpdateChildDocument, UpdateEmployerDocument } from '../../__generated__/graphql';
import { renderWithApp, TENANT } from '../../test/render';
import { ChildrenSection } from './sections-about';
import { EmployersSection } from './sections-work';
import { profileFixture } from './test-fixtures';

const employer = {
  __typename: 'Employer' as const,
  id: '31',
  name: 'Arkís arkitektar',
  position: 'Nemi',
  startDate: '2024-01-15',
  endDate: null,
};

describe('inline editing of a profile item', () => {
  it('opens the same form prefilled, and Cancel (or Escape) leaves the item as it was', async () => {
    const user = userEvent.setup();
    const profile = profileFixture({ employers: [employer] });
    await renderWithApp(<EmployersSection profile={profile} isOwner />, { user: TENANT });

    const edit = screen.getByRole('button', { name: 'Edit employer Arkís arkitektar' });
    await user.click(edit);
    const form = screen.getByRole('form', { name: 'Edit employer Arkís arkitektar' });
    const name = within(form).getByLabelText('Employer');
    expect(name).toHaveValue('Arkís arkitektar');
    expect(name).toHaveFocus();
    expect(within(form).getByLabelText('Position')).toHaveValue('Nemi');
    expect(within(form).getByLabelText('Started')).toHaveValue('2024-01-15');
    expect(within(form).getByLabelText('Ended (leave empty if current)')).toHaveValue('');

    await user.clear(name);
    await user.type(name, 'Something else');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: /Edit employer/ })).not.toBeInTheDocument();
    expect(screen.getByText('Arkís arkitektar')).toBeInTheDocument();
    // The focus goes back to the edit button.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit employer Arkís arkitektar' })).toHaveFocus(),
    );

    // Opened again: the saved values, not what was typed before cancelling. Escape cancels too.
    await user.keyboard('{Enter}');
    const again = screen.getByRole('form', { name: 'Edit employer Arkís arkitektar' });
    expect(within(again).getByLabelText('Employer')).toHaveValue('Arkís arkitektar');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: /Edit employer/ })).not.toBeInTheDocument();
  });

  it('validates with the domain schema and saves through the update mutation', async () => {
    const user = userEvent.setup();
    const saved = vi.fn(() => ({
      data: { updateEmployer: { ...employer, position: 'Arkitekt' } },
    }));
    const mocks = [
      {
        request: {
          query: UpdateEmployerDocument,
          variables: {
            input: {
              id: '31',
              employer: {
                name: 'Arkís arkitektar',
                position: 'Arkitekt',
                startDate: '2024-01-15',
                endDate: null,
              },
            },
          },
        },
        result: saved,
      },
    ];
    const profile = profileFixture({ employers: [employer] });
    await renderWithApp(<EmployersSection profile={profile} isOwner />, { user: TENANT, mocks });
    await user.click(screen.getByRole('button', { name: 'Edit employer Arkís arkitektar' }));
    const form = screen.getByRole('form', { name: 'Edit employer Arkís arkitektar' });

    const name = within(form).getByLabelText('Employer');
    await user.clear(name);
    await user.type(name, 'A');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(form).findByText("Enter the employer's name (2 to 120 characters)."),
    ).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(saved).not.toHaveBeenCalled();

    await user.clear(name);
    await user.type(name, 'Arkís arkitektar');
    const position = within(form).getByLabelText('Position');
    await user.clear(position);
    await user.type(position, 'Arkitekt');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: /Edit employer/ })).not.toBeInTheDocument(),
    );
  });

  it('edits a child with the keyboard only', async () => {
    const user = userEvent.setup();
    const saved = vi.fn(() => ({
      data: {
        updateChild: { __typename: 'Child', id: '5', birthYear: 2016, sharedCustody: true },
      },
    }));
    const mocks = [
      {
        request: {
          query: UpdateChildDocument,
          variables: { input: { id: '5', birthYear: 2016, sharedCustody: true } },
        },
        result: saved,
      },
    ];
    const profile = profileFixture({
      children: [{ __typename: 'Child', id: '5', birthYear: 2015, sharedCustody: false }],
    });
    await renderWithApp(<ChildrenSection profile={profile} isOwner />, { user: TENANT, mocks });
    screen.getByRole('button', { name: 'Edit the child born 2015' }).focus();
    await user.keyboard('{Enter}');
    const form = screen.getByRole('form', { name: 'Edit the child born 2015' });
    const year = within(form).getByRole('textbox', { name: 'Year of birth' });
    expect(year).toHaveValue('2015');
    await waitFor(() => expect(year).toHaveFocus());
    await user.keyboard('{Control>}a{/Control}2016');
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saved).toHaveBeenCalled());
  });
});

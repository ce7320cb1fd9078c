import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginDocument } from '../../__generated__/graphql';
import { renderWithApp, TENANT } from '../../test/render';
import { ProfileSection } from './settings/ProfileSection';
import { SignInForm } from './SignInForm';
import { getSafeRedirect } from './use-complete-sign-in';

describe('SignInForm', () => {
  it('validates as the user types, with the domain schema and translated messages', async () => {
    const user = userEvent.setup();
    await renderWithApp(<SignInForm />);
    const email = screen.getByLabelText('E-mail');
    await user.type(email, 'anna@');
    await user.tab();
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    await user.type(email, 'leiga.is');
    await waitFor(() =>
      expect(screen.queryByText('Enter a valid e-mail address.')).not.toBeInTheDocument(),
    );
  });

  it('shows Icelandic messages by default locale', async () => {
    const user = userEvent.setup();
    await renderWithApp(<SignInForm />, { locale: 'is' });
    await user.click(screen.getByRole('button', { name: 'Skrá inn' }));
    expect(await screen.findAllByText('Sláðu inn gilt netfang.')).not.toHaveLength(0);
  });

  it('signs in and goes to the redirect target', async () => {
    const user = userEvent.setup();
    const mocks = [
      {
        request: {
          query: LoginDocument,
          variables: { input: { email: 'anna@leiga.is', password: 'leiga-demo-2026' } },
        },
        result: {
          data: {
            login: {
              __typename: 'AuthPayload',
              accessToken: 'new-token',
              user: {
                ...TENANT,
                primaryLanguage: { __typename: 'PrimaryLanguage', code: 'IS' },
              },
            },
          },
        },
      },
    ];
    const { session, router } = await renderWithApp(<SignInForm />, {
      path: '/en/login?redirect=%2Faccount%2Fsettings',
      mocks,
    });
    await user.type(screen.getByLabelText('E-mail'), 'anna@leiga.is');
    await user.type(screen.getByLabelText('Password'), 'leiga-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/account/settings'));
    expect(session.current()?.fullName).toBe('Anna Sigurðardóttir');
  });

  it('shows the api error for wrong credentials', async () => {
    const user = userEvent.setup();
    const mocks = [
      {
        request: {
          query: LoginDocument,
          variables: { input: { email: 'anna@leiga.is', password: 'wrong-password' } },
        },
        result: {
          errors: [
            {
              message: 'Invalid',
              extensions: { code: 'UNAUTHENTICATED', reason: 'invalid_credentials' },
            },
          ],
        },
      },
    ];
    await renderWithApp(<SignInForm />, { mocks });
    await user.type(screen.getByLabelText('E-mail'), 'anna@leiga.is');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail or password is incorrect.',
    );
  });
});

describe('getSafeRedirect', () => {
  it('accepts same-site paths only', () => {
    expect(getSafeRedirect('/inbox')).toBe('/inbox');
    expect(getSafeRedirect('//evil.example')).toBeNull();
    expect(getSafeRedirect('https://evil.example')).toBeNull();
    expect(getSafeRedirect(null)).toBeNull();
  });
});

describe('ProfileSection birth date', () => {
  const user = { id: '1', fullName: 'Anna Sigurðardóttir', birthDate: '1990-06-15' };

  it('shows the saved birth date as day.month.year in a date picker', async () => {
    await renderWithApp(<ProfileSection user={user} />, { locale: 'is' });
    const group = screen.getByRole('group', { name: 'Fæðingardagur' });
    expect(group.textContent).toContain('15.06.1990');
    expect(screen.getByRole('button', { name: /^Opna dagatal/ })).toBeInTheDocument();
  });

  it('validates with the domain birthDateSchema: an adult only', async () => {
    const ue = userEvent.setup();
    await renderWithApp(<ProfileSection user={user} />);
    const year = screen.getAllByRole('spinbutton')[2]!;
    await ue.click(year);
    await ue.keyboard(String(new Date().getFullYear() - 5));
    await ue.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('You must be between 18 and 120 years old.'),
    ).toBeInTheDocument();
  });
});

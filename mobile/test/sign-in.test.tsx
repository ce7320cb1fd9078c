import { fireEvent, screen as rntl } from '@testing-library/react-native';
import { DEMO_PASSWORD, renderApp } from './render-app';

function fillSignIn(email: string, password: string) {
  fireEvent.changeText(rntl.getByLabelText('E-mail'), email);
  fireEvent.changeText(rntl.getByLabelText('Password'), password);
  fireEvent.press(rntl.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in screen', () => {
  it('asks for both fields before calling the graph', async () => {
    renderApp();
    await rntl.findByText('Sign in to Leiga');
    fireEvent.press(rntl.getByRole('button', { name: 'Sign in' }));
    expect(await rntl.findByText('Enter your e-mail and password.')).toBeOnTheScreen();
  });

  it("shows the graph's refusal of a wrong password, translated", async () => {
    renderApp();
    await rntl.findByText('Sign in to Leiga');
    fillSignIn('anna@leiga.is', 'not-the-password');
    expect(await rntl.findByText('The e-mail or password is incorrect.')).toBeOnTheScreen();
  });

  it('shows the refusal in Icelandic when the device is in Icelandic', async () => {
    renderApp({ locale: 'is' });
    await rntl.findByText('Skráðu þig inn á Leigu');
    fireEvent.changeText(rntl.getByLabelText('Netfang'), 'anna@leiga.is');
    fireEvent.changeText(rntl.getByLabelText('Lykilorð'), 'not-the-password');
    fireEvent.press(rntl.getByRole('button', { name: 'Skrá inn' }));
    expect(await rntl.findByText('Netfang eða lykilorð er rangt.')).toBeOnTheScreen();
  });

  it('signs a demo tenant in with TOKEN-mode tokens, and out again', async () => {
    const { tokens } = renderApp();
    await rntl.findByText('Sign in to Leiga');
    fillSignIn('anna@leiga.is', DEMO_PASSWORD);
    expect(await rntl.findByText('Signed in as Anna Sigurðardóttir')).toBeOnTheScreen();
    // Mobile keeps both tokens itself (no cookie): the refresh token came in the answer.
    expect(tokens.getAccessToken()).toEqual(expect.any(String));
    expect(tokens.getRefreshToken()).toEqual(expect.any(String));

    fireEvent.press(rntl.getByRole('button', { name: 'Sign out' }));
    expect(await rntl.findByText('Sign in to Leiga')).toBeOnTheScreen();
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
  });
});

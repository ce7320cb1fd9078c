import { fireEvent, screen as rntl } from '@testing-library/react-native';
import { Linking, Platform } from 'react-native';
import { DEMO_PASSWORD, renderApp } from './render-app';
import { graphRequest, loginTokens } from './login';

/**
 * The minimum supported version (issue #19), against the real graph: staff publish versions for
 * this platform that only builds older than the real one (0.1.0) fall under, so the other suites
 * running at the same time are not asked to update.
 */
const platform = Platform.OS === 'ios' ? 'IOS' : 'ANDROID';

beforeAll(async () => {
  const staff = await loginTokens('stjorn@leiga.is', DEMO_PASSWORD);
  await graphRequest(
    staff.access,
    `mutation ($input: SetMobileAppVersionInput!) { setMobileAppVersion(input: $input) { platform } }`,
    { input: { platform, currentVersion: '0.1.0', minimumVersion: '0.0.5' } },
  );
});

describe('the minimum supported version', () => {
  it('stops an app older than the minimum and sends it to its store', async () => {
    const open = jest.spyOn(Linking, 'openURL').mockResolvedValue(true);
    renderApp({ installedVersion: '0.0.4' });
    expect(await rntl.findByText('Update the app')).toBeOnTheScreen();
    expect(
      rntl.getByText('This version (0.0.4) is too old. Update to version 0.0.5 or newer to go on.'),
    ).toBeOnTheScreen();
    // Nothing of the app behind it: no sign-in form.
    expect(rntl.queryByLabelText('E-mail')).toBeNull();
    const store = Platform.OS === 'ios' ? 'App Store' : 'Google Play';
    fireEvent.press(rntl.getByRole('button', { name: `Open ${store}` }));
    expect(open).toHaveBeenCalledWith(
      Platform.OS === 'ios'
        ? 'https://apps.apple.com/is/app/leiga/id1600000000'
        : 'https://play.google.com/store/apps/details?id=is.leiga.app',
    );
    open.mockRestore();
  });

  it('tells an app older than the store’s version, which may go on after "Later"', async () => {
    renderApp({ installedVersion: '0.0.9', locale: 'is' });
    expect(await rntl.findByText('Ný útgáfa (0.1.0) er komin út.')).toBeOnTheScreen();
    expect(rntl.getByLabelText('Netfang')).toBeOnTheScreen();
    fireEvent.press(rntl.getByRole('button', { name: 'Seinna' }));
    expect(rntl.queryByText('Ný útgáfa (0.1.0) er komin út.')).toBeNull();
    expect(rntl.getByLabelText('Netfang')).toBeOnTheScreen();
  });

  it('leaves the current build alone', async () => {
    renderApp();
    expect(await rntl.findByText('Sign in to Leiga')).toBeOnTheScreen();
    expect(rntl.queryByText(/A new version/)).toBeNull();
    expect(rntl.queryByText('Update the app')).toBeNull();
  });
});

import { decideNavigation, type GuardUser } from '@leiga/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorScreen } from '../shell/ErrorScreen';
import { renderWithApp } from '../test/render';
import { ROUTE_LIST } from './routes';

const LANDLORD: GuardUser = { isStaff: false, userType: 'LL' };
const decide = (path: string) => decideNavigation({ path, user: LANDLORD, routes: ROUTE_LIST });

describe('the contract-step guard on the web routes', () => {
  it('lets every known step and the default step through to the wizard', () => {
    for (const path of ['/rental-contracts/7', '/rental-contracts/7/edit/rent-and-securities']) {
      const decision = decide(path);
      expect(decision.kind).toBe('allow');
    }
  });

  it('turns an unknown step into the 404 page that names it, in the reader’s language', async () => {
    const decision = decide('/rental-contracts/7/edit/signing');
    expect(decision).toEqual({
      kind: 'error',
      status: 404,
      detail: { key: 'errors.invalid_step_name', values: { name: 'signing' } },
    });
    if (decision.kind !== 'error') return;
    const { unmount } = await renderWithApp(<ErrorScreen status={404} detail={decision.detail} />, {
      locale: 'is',
    });
    expect(screen.getByTestId('error-detail')).toHaveTextContent('Ógilt heiti skrefs: signing');
    unmount();
    await renderWithApp(<ErrorScreen status={404} detail={decision.detail} />);
    expect(screen.getByTestId('error-detail')).toHaveTextContent('Invalid step name: signing');
  });
});

import { PAGE_SIZES } from '@leiga/domain';
import { FlashList } from '@shopify/flash-list';
import { act, screen, waitFor } from '@testing-library/react-native';
import { graphRequest, loginTokens } from './login';
import { DEMO_PASSWORD, renderApp } from './render-app';

/** Magnús, a demo landlord, gets empty drafts until he has more than one page of contracts. */
const LANDLORD = 'magnus@leiga.is';
const WANTED = PAGE_SIZES.contracts + 3;

async function landlordWithTwoPages() {
  const session = await loginTokens(LANDLORD, DEMO_PASSWORD);
  const { contracts } = await graphRequest<{ contracts: { count: number } }>(
    session.access,
    'query { contracts(page: 1, pageSize: 1) { count } }',
  );
  for (let n = contracts.count; n < WANTED; n += 1) {
    await graphRequest(session.access, 'mutation { createContract(input: {}) { id } }');
  }
  return { session, count: Math.max(contracts.count, WANTED) };
}

describe('contracts list paging', () => {
  it('loads 25 at first and appends the next page when the end is reached', async () => {
    const { session, count } = await landlordWithTwoPages();
    renderApp({ session });
    expect(await screen.findByText(`${count} contracts`)).toBeOnTheScreen();
    const list = screen.UNSAFE_getByType(FlashList);
    expect(list.props.data).toHaveLength(PAGE_SIZES.contracts);

    await act(async () => {
      list.props.onEndReached();
    });
    const rows = () => screen.UNSAFE_getByType(FlashList).props.data as { id: string }[];
    await waitFor(() => expect(rows()).toHaveLength(count));
    expect(new Set(rows().map((row) => row.id)).size).toBe(count);
  });
});

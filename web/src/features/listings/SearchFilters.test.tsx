import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { formatCount, formatPrice, toSearchInput } from './model';
import { parsePostalCodes, SearchFilters } from './SearchFilters';
import { useSearchFilters } from './use-search-filters';

/** The filters bound to the URL, as the search page binds them. */
function Harness() {
  const { filters, setFilters, clearFilters } = useSearchFilters();
  return (
    <SearchFilters
      filters={filters}
      onChange={setFilters}
      onClear={clearFilters}
      isCommercial={false}
    />
  );
}

const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

describe('search filters and the URL', () => {
  it('reads the filters from the URL', async () => {
    await renderWithApp(<Harness />, {
      path: '/listings?q=laugavegur&price_max=300000&types=apartment,studio&pets=true&sort=price_asc',
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('laugavegur');
    expect(screen.getByRole('textbox', { name: 'Monthly rent: To' })).toHaveValue('300000');
    expect(screen.getByRole('textbox', { name: 'Monthly rent: From' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Apartment' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Studio' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Room' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pets allowed' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
  });

  it('writes each change to the URL, drops empty values and goes back to page 1', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithApp(<Harness />, { path: '/listings?page=3' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'hlidar{Enter}');
    await waitFor(() => expect(search(router).get('q')).toBe('hlidar'));
    expect(search(router).get('page')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Pets allowed' }));
    await waitFor(() => expect(search(router).get('pets')).toBe('true'));
    await user.click(screen.getByRole('checkbox', { name: 'Pets allowed' }));
    await waitFor(() => expect(search(router).has('pets')).toBe(false));

    await user.click(screen.getByRole('checkbox', { name: 'Apartment' }));
    await user.click(screen.getByRole('checkbox', { name: 'Terraced house' }));
    await waitFor(() => expect(search(router).get('types')).toBe('apartment,townhouse'));

    const postal = screen.getByRole('textbox', { name: 'Postal codes' });
    await user.type(postal, '101, 105 abc{Enter}');
    await waitFor(() => expect(search(router).get('postal_codes')).toBe('101,105'));

    await user.type(screen.getByRole('textbox', { name: 'Rooms: From' }), '2');
    await user.tab();
    await waitFor(() => expect(search(router).get('rooms_min')).toBe('2'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'size_desc');
    await waitFor(() => expect(search(router).get('sort')).toBe('size_desc'));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('sends the graph only the filters that are set', () => {
    expect(
      toSearchInput(
        { q: 'reykjavik', postal_codes: [], types: ['apartment'], sort: 'newest', pets: undefined },
        false,
      ),
    ).toEqual({ q: 'reykjavik', types: ['APARTMENT'], sort: 'NEWEST' });
    expect(toSearchInput({ bbox: [64.1, -22, 64.2, -21.8] }, true)).toEqual({
      bbox: { south: 64.1, west: -22, north: 64.2, east: -21.8 },
      commercial: true,
    });
  });

  it('formats prices and capped counts the Icelandic way', () => {
    expect(formatPrice(1_250_000, 'ISK', 'is')).toBe('1.250.000\u00a0kr.');
    expect(formatPrice(1_250_000, 'ISK', 'en')).toBe('ISK\u00a01,250,000');
    expect(formatCount(1000, true, 'is')).toBe('1.000+');
    expect(formatCount(1000, true, 'en')).toBe('1,000+');
    expect(formatCount(241, false, 'is')).toBe('241');
    expect(parsePostalCodes('101, 105 1055 210')).toEqual(['101', '105', '210']);
  });
});

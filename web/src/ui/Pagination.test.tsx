import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { pageCount, Pagination } from './Pagination';

describe('Pagination', () => {
  it('pages back and forth and follows hasNextPage past a capped count', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    await renderWithApp(<Pagination page={2} pages={2} hasNextPage onPage={onPage} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage.mock.calls).toEqual([[3], [1]]);
  });

  it('shows nothing when everything fits on one page', async () => {
    const { container } = await renderWithApp(
      <Pagination page={1} pages={pageCount(7, 12)} hasNextPage={false} onPage={() => {}} />,
    );
    expect(container.querySelector('nav')).toBeNull();
    expect(pageCount(25, 12)).toBe(3);
    expect(pageCount(0, 12)).toBe(1);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AverageProfileCompletionDocument } from '../../__generated__/graphql';
import { renderWithApp, TENANT } from '../../test/render';
import { CompletionMeter } from './CompletionMeter';
import { profileFixture } from './test-fixtures';

const average = {
  request: { query: AverageProfileCompletionDocument },
  result: {
    data: {
      averageProfileCompletion: {
        __typename: 'AverageProfileCompletion',
        average: 64,
        profilesCount: 12,
      },
    },
  },
};

const missing = (field: string, section: string) => ({
  __typename: 'MissingProfileField' as const,
  field: field.toUpperCase() as 'ABOUT',
  section,
  messageKey: `profiles.completion.${field}`,
});

describe('CompletionMeter', () => {
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => scrollIntoView.mockReset());

  it('shows the percentage, the average and a checklist that takes the focus to each section', async () => {
    const user = userEvent.setup();
    const profile = profileFixture({
      completion: {
        __typename: 'ProfileCompletion',
        percentage: 60,
        missingFields: [missing('about', 'about'), missing('currently_based', 'currently-based')],
      },
    });
    await renderWithApp(
      <>
        <CompletionMeter profile={profile} />
        <section id="about" tabIndex={-1} aria-label="About section" />
        <section id="currently-based" tabIndex={-1} aria-label="Where section" />
      </>,
      { user: TENANT, mocks: [average] },
    );
    const bar = screen.getByRole('progressbar', { name: 'Profile completion' });
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(screen.getByTestId('completion-percentage')).toHaveTextContent('60 %');
    expect(
      await screen.findByText('The average tenant profile is 64 % complete.'),
    ).toBeInTheDocument();

    const about = screen.getByRole('link', { name: 'Write a few lines about yourself' });
    expect(about).toHaveAttribute('href', '#about');
    const where = screen.getByRole('link', { name: 'Say where you live now' });
    expect(where).toHaveAttribute('href', '#currently-based');
    expect(screen.queryByText(/Your profile is complete/)).not.toBeInTheDocument();

    // By keyboard: Tab to the second item, Enter moves the focus into its section.
    where.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Where section' })).toHaveFocus(),
    );
    expect(scrollIntoView).toHaveBeenCalledTimes(1);

    await user.click(about);
    expect(screen.getByRole('region', { name: 'About section' })).toHaveFocus();
  });

  it('says the profile is complete when nothing is missing', async () => {
    const profile = profileFixture({
      completion: { __typename: 'ProfileCompletion', percentage: 100, missingFields: [] },
    });
    await renderWithApp(<CompletionMeter profile={profile} />, { locale: 'is', mocks: [average] });
    expect(screen.getByTestId('completion-percentage')).toHaveTextContent('100 %');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText(/^Prófíllinn þinn er fullbúinn\./)).toBeInTheDocument();
  });
});

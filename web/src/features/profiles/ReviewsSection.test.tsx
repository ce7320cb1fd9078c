import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProfileReviewsDocument } from '../../__generated__/graphql';
import { LANDLORD, renderWithApp, TENANT } from '../../test/render';
import { ReviewForm, ReviewsSection } from './ReviewsSection';
import { profileFixture } from './test-fixtures';

describe('ReviewForm', () => {
  it('validates with the domain review schema, field by field, before saving', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => true);
    await renderWithApp(
      <ReviewForm submitLabel="Publish review" pending={false} onSave={onSave} />,
    );
    const publish = screen.getByRole('button', { name: 'Publish review' });

    await user.click(publish);
    const rating = screen.getByRole('radiogroup', { name: 'Rating' });
    expect(rating).toHaveAccessibleDescription('This field is required.');
    expect(rating).toHaveAttribute('aria-invalid', 'true');
    const text = screen.getByLabelText('What was it like to rent to this tenant?');
    expect(text).toHaveAccessibleDescription('Write 10 to 3000 characters.');
    expect(onSave).not.toHaveBeenCalled();

    // The stars are a radio group: one tab stop, arrow keys choose.
    const stars = within(rating).getAllByRole('radio');
    expect(stars.map((s) => s.getAttribute('aria-label'))).toEqual([
      '1 of 5 stars',
      '2 of 5 stars',
      '3 of 5 stars',
      '4 of 5 stars',
      '5 of 5 stars',
    ]);
    await user.click(screen.getByRole('radio', { name: '3 of 5 stars' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
    await waitFor(() => expect(rating).toHaveAttribute('aria-invalid', 'false'));

    await user.type(text, 'Too short');
    await user.type(screen.getByLabelText('Address of the rental (optional)'), 'X');
    await user.type(screen.getByLabelText('Rental started (optional)'), '2024-05-01');
    await user.type(screen.getByLabelText('Rental ended (optional)'), '2023-05-01');
    await user.click(publish);
    expect(await screen.findByText('Write an address of 2 to 160 characters.')).toBeInTheDocument();
    expect(screen.getByText('The end is before the start.')).toBeInTheDocument();
    expect(text).toHaveAccessibleDescription('Write 10 to 3000 characters.');
    expect(onSave).not.toHaveBeenCalled();

    await user.type(text, ', but now it is long enough.');
    await user.clear(screen.getByLabelText('Address of the rental (optional)'));
    await user.clear(screen.getByLabelText('Rental ended (optional)'));
    await user.click(publish);
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        rating: 4,
        text: 'Too short, but now it is long enough.',
        address: null,
        rental_start: '2024-05-01',
        rental_end: null,
      }),
    );
    // A new review's form empties itself after saving.
    await waitFor(() => expect(text).toHaveValue(''));
  });
});

const review = (authorId: string, authorName: string) => ({
  __typename: 'ProfileReview' as const,
  id: `r${authorId}`,
  rating: 5,
  text: 'Greiddi alltaf á réttum tíma.',
  address: 'Hofsvallagata 21',
  rentalStart: '2021-09-01',
  rentalEnd: '2024-08-31',
  publicReviewPdfId: '90',
  createdAt: '2024-09-01T10:00:00Z',
  updatedAt: '2024-09-01T10:00:00Z',
  author: { __typename: 'ReviewAuthor' as const, id: authorId, fullName: authorName },
});

const reviewsMock = (reviews: ReturnType<typeof review>[]) => ({
  request: { query: ProfileReviewsDocument, variables: { username: 'anna' } },
  result: { data: { rentalProfile: { __typename: 'RentalProfile', id: '11', reviews } } },
});

const asLandlord = profileFixture({
  viewer: {
    __typename: 'ProfileViewer',
    relation: 'LANDLORD',
    canEdit: false,
    canDownloadProtected: false,
  },
});

describe('ReviewsSection', () => {
  it('offers a landlord the form while he has no review of the tenant', async () => {
    await renderWithApp(<ReviewsSection profile={asLandlord} isOwner={false} refetch={vi.fn()} />, {
      user: LANDLORD,
      mocks: [reviewsMock([review('7', 'Magnús Helgason')])],
    });
    expect(await screen.findByText('Magnús Helgason')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Write a review' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Rating' })).toBeInTheDocument();
    // Someone else's review: no edit or delete, and no PDF for a landlord not applied to.
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /PDF/ })).not.toBeInTheDocument();
  });

  it('lets the author edit or delete his review instead of writing another', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ReviewsSection profile={asLandlord} isOwner={false} refetch={vi.fn()} />, {
      user: LANDLORD,
      mocks: [reviewsMock([review('2', 'Jón Guðmundsson')])],
    });
    expect(await screen.findByText('Your review')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Write a review' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete your review' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit your review' }));
    const form = screen.getByRole('form', { name: 'Edit your review' });
    expect(within(form).getByRole('radio', { name: '5 of 5 stars' })).toBeChecked();
    expect(within(form).getByLabelText('Address of the rental (optional)')).toHaveValue(
      'Hofsvallagata 21',
    );
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Greiddi alltaf á réttum tíma.')).toBeInTheDocument();
  });

  it('shows tenants and staff the reviews without the form, and the PDF to whom may open it', async () => {
    const owner = profileFixture();
    await renderWithApp(<ReviewsSection profile={owner} isOwner refetch={vi.fn()} />, {
      user: TENANT,
      mocks: [reviewsMock([review('2', 'Jón Guðmundsson')])],
    });
    expect(await screen.findByText('Jón Guðmundsson')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the review (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Write a review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
  });
});

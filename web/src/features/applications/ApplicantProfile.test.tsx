import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '../../__generated__';
import {
  ApplicantProfile_ProfileFragmentDoc,
  type ApplicantProfile_ProfileFragment,
} from '../../__generated__/graphql';
import { LANDLORD, renderWithApp } from '../../test/render';
import { ApplicantProfile } from './ApplicantProfile';

const profile = (
  paymentHistory: ApplicantProfile_ProfileFragment['paymentHistory'],
): ApplicantProfile_ProfileFragment => ({
  __typename: 'RentalProfile',
  id: '7',
  profileUsername: 'anna',
  fullName: 'Anna Sigurðardóttir',
  about: null,
  isSmoker: false,
  profileImage: null,
  interests: [],
  children: [],
  pets: [],
  employers: [],
  educations: [],
  currentlyBased: null,
  reviewsCount: 0,
  averageRating: null,
  hasCriminalRecord: false,
  preApproval: null,
  completion: { __typename: 'ProfileCompletion', percentage: 80 },
  paymentHistory,
});

const render = (p: ApplicantProfile_ProfileFragment) =>
  renderWithApp(
    <ApplicantProfile profile={makeFragmentData(p, ApplicantProfile_ProfileFragmentDoc)} />,
    { user: LANDLORD },
  );

describe('ApplicantProfile', () => {
  it('shows the payment history the applicant shared, and how it counts in pre-approval', async () => {
    await render(
      profile({
        __typename: 'PaymentHistory',
        countedMonths: 12,
        onTimeRate: 92,
        preApprovalEffect: 'STRENGTHENS',
      }),
    );
    expect(
      await screen.findByText('Paid by the due date: 92 % (months counted: 12)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Rent paid on time strengthens the pre-approval.')).toBeInTheDocument();
  });

  it('says nothing of a payment history the applicant keeps hidden', async () => {
    await render(profile(null));
    await screen.findByText('Anna Sigurðardóttir');
    expect(screen.queryByText('Payment history')).toBeNull();
  });
});

import type { MockedResponse } from '@apollo/client/testing';
import { FRAUD_DETECTIONS_PAGE_SIZE } from '@leiga/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  AdminMessageFraudDetectionsDocument,
  AdminReviewMessageFraudDetectionDocument,
  type FraudReviewStatus,
} from '../../../__generated__/graphql';
import { renderWithApp } from '../../../test/render';
import { MessageFraudDetectionsPage } from './MessageFraudDetectionsPage';
import { reviewActionsFor } from './DetectionTable';

const STAFF = {
  __typename: 'User' as const,
  id: '9',
  fullName: 'Helga Björnsdóttir',
  email: 'stjorn@leiga.is',
  isStaff: true,
  userType: null,
  primaryLanguage: { __typename: 'PrimaryLanguage' as const, code: 'EN' as const },
};

const detection = (status: FraudReviewStatus) => ({
  __typename: 'MessageFraudDetection' as const,
  id: '11',
  conversationId: '3',
  score: 0.9,
  status,
  reviewedAt: null,
  createdAt: '2026-11-24T08:00:00Z',
  signals: [{ __typename: 'ScamSignal', code: 'OWNER_ABROAD', excerpt: 'I am abroad' }],
  message: { __typename: 'FraudDetectionMessage', id: '7', body: 'I am abroad, pay first.' },
  sender: { __typename: 'ConversationParticipant', id: '2', fullName: 'Jón Jónsson' },
  reviewer: null,
});

function listMock(status: FraudReviewStatus | null, items: ReturnType<typeof detection>[]) {
  return {
    request: {
      query: AdminMessageFraudDetectionsDocument,
      variables: { status, page: 1, pageSize: FRAUD_DETECTIONS_PAGE_SIZE },
    },
    result: {
      data: {
        __typename: 'Query',
        messageFraudDetections: {
          __typename: 'MessageFraudDetectionPage',
          count: items.length,
          page: 1,
          pageSize: FRAUD_DETECTIONS_PAGE_SIZE,
          hasNextPage: false,
          items,
        },
      },
    },
  } satisfies MockedResponse;
}

describe('MessageFraudDetectionsPage', () => {
  it('offers decisions for pending detections and reopening for decided ones', () => {
    expect(reviewActionsFor('PENDING')).toEqual(['CONFIRMED_SCAM', 'DISMISSED']);
    expect(reviewActionsFor('DISMISSED')).toEqual(['PENDING']);
  });

  it('lists pending detections and confirms a scam only after the dialog', async () => {
    let reviewed = false;
    await renderWithApp(<MessageFraudDetectionsPage />, {
      path: '/admin/message-fraud-detections',
      user: STAFF,
      mocks: [
        listMock('PENDING', [detection('PENDING')]),
        {
          request: {
            query: AdminReviewMessageFraudDetectionDocument,
            variables: { id: '11', status: 'CONFIRMED_SCAM' },
          },
          result: () => {
            reviewed = true;
            return {
              data: {
                __typename: 'Mutation',
                reviewMessageFraudDetection: {
                  __typename: 'MessageFraudDetection',
                  id: '11',
                  status: 'CONFIRMED_SCAM',
                  reviewedAt: '2026-11-24T09:00:00Z',
                  reviewer: { __typename: 'ConversationParticipant', id: '9', fullName: 'Helga' },
                },
              },
            };
          },
        },
        listMock('PENDING', []),
      ],
    });
    const row = await screen.findByTestId('fraud-detection');
    expect(within(row).getByText('I am abroad, pay first.')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Jón Jónsson' })).toBeInTheDocument();
    expect(within(row).getByText(/^Landlord abroad:/)).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Confirm scam' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Confirm this message as a scam?')).toBeInTheDocument();
    expect(reviewed).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm scam' }));
    expect(await screen.findByText('No flagged messages here.')).toBeInTheDocument();
    expect(reviewed).toBe(true);
  });
});

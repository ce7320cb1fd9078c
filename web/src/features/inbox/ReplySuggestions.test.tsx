import type { MockedResponse } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SuggestRepliesDocument } from '../../__generated__/graphql';
import { LANDLORD, renderWithApp } from '../../test/render';
import { ReplySuggestions } from './ReplySuggestions';

const suggestions = (isTemplateBased: boolean): MockedResponse => ({
  request: { query: SuggestRepliesDocument, variables: { input: { conversationId: '7' } } },
  result: {
    data: {
      suggestReplies: {
        __typename: 'ReplySuggestions',
        conversationId: '7',
        suggestions: ['Velkomið að skoða.', 'Um helgina?', 'Annar dagur?'],
        language: 'IS',
        providerKind: isTemplateBased ? 'LOCAL' : 'OPENAI_COMPATIBLE',
        isTemplateBased,
      },
    },
  },
});

describe('ReplySuggestions', () => {
  it('shows three suggestions, says they are templates, and hands the picked one over', async () => {
    const user = userEvent.setup();
    const picked: string[] = [];
    await renderWithApp(
      <ReplySuggestions conversationId="7" onPick={(text) => picked.push(text)} />,
      { user: LANDLORD, mocks: [suggestions(true)] },
    );
    await user.click(screen.getByRole('button', { name: 'Suggest replies' }));
    expect(await screen.findByText('Velkomið að skoða.')).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByTestId('suggestions-note')).toHaveTextContent(/templates chosen by/);

    await user.click(screen.getByRole('button', { name: 'Use suggestion 2' }));
    expect(picked).toEqual(['Um helgina?']);
    expect(screen.queryByText('Velkomið að skoða.')).toBeNull();
  });

  it('says when a language model wrote them', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ReplySuggestions conversationId="7" onPick={() => undefined} />, {
      user: LANDLORD,
      mocks: [suggestions(false)],
    });
    await user.click(screen.getByRole('button', { name: 'Suggest replies' }));
    expect(await screen.findByTestId('suggestions-note')).toHaveTextContent(
      'A language model wrote these suggestions.',
    );
  });
});

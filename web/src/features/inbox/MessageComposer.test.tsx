import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_MAX_LENGTH } from '@leiga/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { MessageComposer } from './MessageComposer';
import { readDraft } from './model';

describe('the message box', () => {
  it('sends the trimmed text with Enter, keeps Shift+Enter as a new line, and clears its draft', async () => {
    const onSend = vi.fn();
    await renderWithApp(<MessageComposer conversationId="41" onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, '  Halló{Shift>}{Enter}{/Shift}heimur ');
    expect(readDraft('41')).toBe('  Halló\nheimur ');
    await userEvent.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('Halló\nheimur');
    expect(box).toHaveValue('');
    expect(readDraft('41')).toBe('');
  });

  it('starts from the draft kept for its conversation', async () => {
    localStorage.setItem('leiga.inbox.draft.42', 'Hálfskrifað');
    await renderWithApp(<MessageComposer conversationId="42" onSend={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hálfskrifað');
  });

  it('refuses to send a blank or over-long message and says why', async () => {
    const onSend = vi.fn();
    localStorage.setItem('leiga.inbox.draft.43', 'x'.repeat(MESSAGE_MAX_LENGTH + 1));
    await renderWithApp(<MessageComposer conversationId="43" onSend={onSend} />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(
      screen.getByText(`A message may be at most ${MESSAGE_MAX_LENGTH} characters.`),
    ).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Message' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });
});

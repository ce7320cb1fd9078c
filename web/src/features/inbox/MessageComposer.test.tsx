import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_MAX_LENGTH } from '@leiga/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { UploadError } from '../../lib/upload';
import type { AttachmentData, DiscardAttachment, UploadAttachment } from './attachment-uploads';
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
    expect(onSend).toHaveBeenCalledWith('Halló\nheimur', []);
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

  describe('attachments', () => {
    const stored = (id: string, file: File): AttachmentData => ({
      __typename: 'MessageAttachment',
      id,
      fileName: file.name,
      contentType: file.type,
      size: file.size,
      isImage: file.type.startsWith('image/'),
      width: null,
      height: null,
      url: `/api/message-files/${id}/`,
      thumbnailUrl: null,
    });
    const photo = () => new File(['jpeg bytes'], 'stofa.jpg', { type: 'image/jpeg' });
    const pdf = () => new File(['%PDF-1.4'], 'samningur.pdf', { type: 'application/pdf' });

    /** An upload the test finishes by hand, after reporting half-way progress. */
    function manualUpload() {
      const finishers: Array<() => void> = [];
      const upload = vi.fn<UploadAttachment>(
        (_conversation, file, onProgress) =>
          new Promise((resolve) => {
            onProgress(0.5);
            finishers.push(() => resolve(stored(String(finishers.length), file)));
          }),
      );
      return { upload, finishAll: () => finishers.forEach((finish) => finish()) };
    }

    it('attaches files from the keyboard, shows their progress, and sends them when uploaded', async () => {
      const onSend = vi.fn();
      const { upload, finishAll } = manualUpload();
      await renderWithApp(<MessageComposer conversationId="51" onSend={onSend} upload={upload} />);
      const attach = screen.getByRole('button', { name: 'Attach photos or PDF files' });
      attach.focus();
      expect(attach).toHaveFocus();
      await userEvent.upload(screen.getByTestId('attachment-input'), [photo(), pdf()]);
      expect(upload).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('list', { name: 'Files to send' })).toBeInTheDocument();
      expect(
        screen.getByRole('progressbar', { name: 'Uploading stofa.jpg, 50%' }),
      ).toBeInTheDocument();
      // Still uploading: nothing to send yet.
      expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
      finishAll();
      await screen.findByText('stofa.jpg is ready to send');
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      // Files alone may be sent, without text.
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect(onSend).toHaveBeenCalledWith('', [
        expect.objectContaining({ fileName: 'stofa.jpg' }),
        expect.objectContaining({ fileName: 'samningur.pdf' }),
      ]);
      expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument();
    });

    it('removes a file before sending, and takes the uploaded file back from the api', async () => {
      const onSend = vi.fn();
      const upload = vi.fn<UploadAttachment>(async (_c, file) => stored('7', file));
      const discard = vi.fn<DiscardAttachment>(async () => true);
      await renderWithApp(
        <MessageComposer conversationId="52" onSend={onSend} upload={upload} discard={discard} />,
      );
      await userEvent.upload(screen.getByTestId('attachment-input'), [pdf()]);
      await screen.findByText('samningur.pdf is ready to send');
      expect(discard).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: 'Remove samningur.pdf' }));
      expect(discard).toHaveBeenCalledWith('7');
      expect(screen.queryByText('samningur.pdf')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
      await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Án skjals{Enter}');
      expect(onSend).toHaveBeenCalledWith('Án skjals', []);
    });

    it('takes back a file removed while it was still uploading, once the upload answers', async () => {
      const { upload, finishAll } = manualUpload();
      const discard = vi.fn<DiscardAttachment>(async () => true);
      await renderWithApp(
        <MessageComposer conversationId="54" onSend={vi.fn()} upload={upload} discard={discard} />,
      );
      await userEvent.upload(screen.getByTestId('attachment-input'), [pdf()]);
      await userEvent.click(await screen.findByRole('button', { name: 'Remove samningur.pdf' }));
      expect(discard).not.toHaveBeenCalled();
      finishAll();
      await waitFor(() => expect(discard).toHaveBeenCalledTimes(1));
      expect(screen.queryByText('samningur.pdf')).not.toBeInTheDocument();
    });

    it('says why a file of the wrong type or size, or one the api refused, is not attached', async () => {
      const upload = vi.fn<UploadAttachment>(async () => {
        throw new UploadError(400, 'inbox-attachments.errors.image_corrupt');
      });
      await renderWithApp(<MessageComposer conversationId="53" onSend={vi.fn()} upload={upload} />);
      const input = screen.getByTestId('attachment-input');
      const text = new File(['halló'], 'minnispunktar.txt', { type: 'text/plain' });
      const huge = new File(['x'], 'risastor.pdf', { type: 'application/pdf' });
      Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
      // The picker's `accept` filter is only a hint; a dropped-in type is still judged.
      await userEvent.upload(input, [text, huge], { applyAccept: false });
      expect(
        screen.getByText('Only photos (JPEG, PNG, WebP, HEIC) and PDF files can be sent.'),
      ).toBeInTheDocument();
      expect(screen.getByText('The file is larger than 10 MB.')).toBeInTheDocument();
      expect(upload).not.toHaveBeenCalled();
      await userEvent.upload(input, [photo()]);
      expect(
        await screen.findByText('The photo could not be read; it may be damaged or incomplete.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    });
  });
});

import type {
  MessageAttachmentResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../../__generated__/resolvers-types.js';
import { toRestId } from '../ids.js';

/** Files in messages (issue #15): the api checks who may send and open them; this maps names. */
export const MessageAttachment: MessageAttachmentResolvers = {
  fileName: (a) => a.file_name,
  contentType: (a) => a.content_type,
  isImage: (a) => a.content_type.startsWith('image/'),
  thumbnailUrl: (a) => a.thumbnail_url,
  expiresAt: (a) => a.expires_at,
};

export const AttachmentsQuery: Pick<QueryResolvers, 'messageAttachment'> = {
  messageAttachment: async (_root, { id }, { dataSources }) => {
    try {
      return await dataSources.inbox.getMessageAttachment(toRestId(id));
    } catch (error) {
      // A file one may not see reads as none, like `conversation(id)`.
      if ((error as { extensions?: { code?: unknown } }).extensions?.code === 'NOT_FOUND')
        return null;
      throw error;
    }
  },
};

export const AttachmentsMutation: Pick<MutationResolvers, 'sendMessageWithAttachments'> = {
  sendMessageWithAttachments: (
    _root,
    { conversationId, message, attachmentIds, clientKey },
    { dataSources },
  ) =>
    dataSources.inbox.sendMessageWithAttachments(
      toRestId(conversationId, 'conversationId'),
      message ?? '',
      attachmentIds.map((id) => toRestId(id, 'attachmentIds')),
      clientKey,
    ),
};

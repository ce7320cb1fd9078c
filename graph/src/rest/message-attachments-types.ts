import type { RestMessage } from './inbox-types.js';

/** A file of a message as the api answers it (codegen maps MessageAttachment onto it). */
export type RestMessageAttachment = RestMessage['attachments'][number];

import type { FastifyRequest } from 'fastify';
import { PROFILE_FILES } from '@leiga/domain';
import { badRequest } from '../../http/errors.js';

export type UploadedFile = { filename: string; data: Buffer };
export type Upload = { files: UploadedFile[]; fields: Record<string, string> };

const tooBig = () =>
  badRequest('The file is larger than 10 MB.', { file: 'validation.file_size' }, 'file_too_big');

/** Buffers a multipart upload (fields and files), refusing oversize files and empty uploads. */
export async function readUpload(request: FastifyRequest, maxFiles: number): Promise<Upload> {
  if (!request.isMultipart())
    throw badRequest('Send the file as multipart/form-data.', { file: 'validation.required' });
  const upload: Upload = { files: [], fields: {} };
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') upload.fields[part.fieldname] = part.value;
      continue;
    }
    const data = await part.toBuffer().catch(() => {
      throw tooBig();
    });
    if (part.file.truncated) throw tooBig();
    if (upload.files.length >= maxFiles)
      throw badRequest(`At most ${maxFiles} files at once.`, { file: 'validation.too_many_files' });
    upload.files.push({ filename: cleanFilename(part.filename), data });
  }
  if (upload.files.length === 0)
    throw badRequest('Choose a file.', { file: 'validation.required' });
  return upload;
}

export const multipartLimits = {
  limits: {
    fileSize: PROFILE_FILES.maxBytes,
    files: PROFILE_FILES.maxFilesPerUpload,
    fields: 5,
    parts: 12,
  },
};

export type DocumentType = { ext: 'pdf' | 'jpg' | 'png'; contentType: string };

/** Documents by their first bytes, never by their name: PDF, JPEG or PNG. */
export function sniffDocument(data: Buffer): DocumentType {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-')
    return { ext: 'pdf', contentType: 'application/pdf' };
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return { ext: 'jpg', contentType: 'image/jpeg' };
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { ext: 'png', contentType: 'image/png' };
  throw badRequest(
    'Only PDF, JPEG and PNG files can be uploaded.',
    { file: 'validation.file_type' },
    'unsupported_file',
  );
}

/** A name safe to show and to put in Content-Disposition: no path, no control characters. */
export function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((ch) => ch.charCodeAt(0) > 0x1f && ch.charCodeAt(0) !== 0x7f && ch !== '"')
    .join('')
    .trim()
    .slice(0, 120);
  return cleaned || 'file';
}

import { randomBytes } from 'node:crypto';

export type UploadFile = { field?: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body for app.inject(). */
export function multipartBody(files: UploadFile[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----leiga${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

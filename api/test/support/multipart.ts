import { randomBytes } from 'node:crypto';

export type UploadFile = { field?: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body for app.inject(): text fields first, then the files. */
export function multipartBody(
  files: UploadFile[],
  fields: Record<string, string> = {},
): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----leiga${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
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

import { Blob } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { FormData as UndiciFormData, Response as UndiciResponse } from 'undici';
import { network as reachability } from './reachability';

/** A part of React Native's FormData: a text field, or a file read from its uri. */
type Part =
  | { fieldName: string; string: string }
  | { fieldName: string; uri: string; name?: string; type?: string };

/** What a test can make the phone's network do, and what it saw go out. */
export type NetworkControl = {
  /** Each entry breaks one next request: before it leaves, or after the api answered. */
  failures: ('before-send' | 'answer-lost')[];
  /** Awaited once the body is sent and before the answer is read, while the test looks. */
  gate: Promise<void> | null;
  /** The multipart text fields of every request that reached the api. */
  sent: Record<string, string>[];
};

export const network: NetworkControl = { failures: [], gate: null, sent: [] };

type ProgressEvent = { lengthComputable: boolean; loaded: number; total: number };

/**
 * XMLHttpRequest as React Native's native networking does it, for jest (which runs none): a
 * FormData part with a uri is the file on disk, the body goes out over node's http in chunks
 * and each chunk is reported as upload progress. Only the transport is replaced; the request
 * reaches the real api.
 */
export class NodeXhr {
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};
  private isAborted = false;
  private cancel: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: { getParts?: () => Part[] } | null) {
    void this.run(body).catch(() => (this.isAborted ? undefined : this.onerror?.()));
  }

  abort() {
    if (this.isAborted) return;
    this.isAborted = true;
    this.cancel?.();
    this.onabort?.();
  }

  private async run(body: { getParts?: () => Part[] } | null) {
    if (reachability.mode === 'down') throw new Error('no network');
    const failure = network.failures.shift();
    if (failure === 'before-send') throw new Error('the connection broke off');
    const form = new UndiciFormData();
    const fields: Record<string, string> = {};
    for (const part of body?.getParts?.() ?? []) {
      if ('string' in part) {
        form.append(part.fieldName, part.string);
        fields[part.fieldName] = part.string;
      } else {
        const bytes = readFileSync(fileURLToPath(part.uri));
        form.append(part.fieldName, new Blob([bytes], { type: part.type ?? '' }), part.name);
      }
    }
    const encoded = new UndiciResponse(form);
    const bytes = Buffer.from(await encoded.arrayBuffer());
    const contentType = encoded.headers.get('content-type') ?? '';
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        this.url,
        {
          method: this.method,
          headers: { ...this.headers, 'content-type': contentType, 'content-length': bytes.length },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      this.cancel = () => req.destroy(new Error('aborted'));
      const chunk = 16 * 1024;
      const write = async () => {
        for (let at = 0; at < bytes.length; at += chunk) {
          const end = Math.min(bytes.length, at + chunk);
          await new Promise<void>((done) => req.write(bytes.subarray(at, end), () => done()));
          this.upload.onprogress?.({ lengthComputable: true, loaded: end, total: bytes.length });
        }
        if (network.gate) await network.gate;
        req.end();
      };
      write().catch(reject);
    });
    network.sent.push(fields);
    if (this.isAborted) return;
    if (failure === 'answer-lost' || reachability.mode === 'answers-lost')
      throw new Error('the answer was lost on the way');
    this.status = answer.status;
    this.responseText = answer.text;
    this.onload?.();
  }
}

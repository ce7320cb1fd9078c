import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the server does with the next requests: answer with content, fail, or hang. */
export type ChatBehaviour =
  | { kind: 'answer'; content: string; promptTokens?: number; completionTokens?: number }
  | { kind: 'status'; status: number }
  | { kind: 'hang'; ms: number };

export type ChatCompletionsServer = {
  baseUrl: string;
  /** Requests received: their parsed bodies and authorization headers. */
  requests: Array<{
    body: { model: string; messages: Array<{ role: string; content: string }> };
    authorization: string | undefined;
  }>;
  setBehaviour(behaviour: ChatBehaviour): void;
  close(): Promise<void>;
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A small real HTTP server that speaks the chat-completions shape (POST /v1/chat/completions),
 * so the HTTP provider is tested over a socket the way it talks to a vendor.
 */
export async function startChatCompletionsServer(): Promise<ChatCompletionsServer> {
  let behaviour: ChatBehaviour = { kind: 'answer', content: '{}' };
  const requests: ChatCompletionsServer['requests'] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      requests.push({ body: JSON.parse(text), authorization: request.headers.authorization });
      if (behaviour.kind === 'hang') {
        setTimeout(() => response.writeHead(200).end('{}'), behaviour.ms);
        return;
      }
      if (behaviour.kind === 'status') {
        response.writeHead(behaviour.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'overloaded' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: behaviour.content },
              finish_reason: 'stop',
            },
          ],
          usage: {
            prompt_tokens: behaviour.promptTokens ?? 120,
            completion_tokens: behaviour.completionTokens ?? 40,
            total_tokens: (behaviour.promptTokens ?? 120) + (behaviour.completionTokens ?? 40),
          },
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setBehaviour: (next) => {
      behaviour = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

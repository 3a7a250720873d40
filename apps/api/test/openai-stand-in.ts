import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat-completion request as the stand-in received it. */
export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  authorization: string | undefined;
}

/**
 * An OpenAI-compatible API on loopback, speaking the protocol the official `openai` SDK does (`POST
 * /v1/chat/completions`, bearer key, the chat.completion body and the error body): tests point LLM_BASE_URL at it.
 * `state.reply` writes each answer; `state.failing` answers 500 as an overloaded provider would.
 */
export async function startOpenAiStandIn() {
  const state = {
    failing: false,
    requests: [] as ChatRequest[],
    reply: (_request: ChatRequest): string => 'A phrased follow-up.',
  };
  const body = (request: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      let text = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (text += chunk));
      request.on('end', () => resolve(text));
      request.on('error', reject);
    });
  const server = createServer((request, response) => {
    void body(request).then((text) => {
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions')
        return send(404, { error: { message: 'Unknown route.', type: 'invalid_request_error' } });
      const parsed = JSON.parse(text) as Omit<ChatRequest, 'authorization'>;
      const received: ChatRequest = { ...parsed, authorization: request.headers.authorization };
      state.requests.push(received);
      if (state.failing) return send(500, { error: { message: 'The server is overloaded.', type: 'server_error' } });
      send(200, {
        id: `chatcmpl-${state.requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: parsed.model,
        choices: [{ index: 0, message: { role: 'assistant', content: state.reply(received) }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

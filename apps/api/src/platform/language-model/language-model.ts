import OpenAI from 'openai';
import type { Config } from '../../config.js';

/**
 * An optional language model: any OpenAI-compatible API (LLM_BASE_URL), called through the official `openai` SDK. The
 * product never depends on it — every caller has scripted words to fall back on when it is unset, slow or failing —
 * so there are no retries here: one attempt, bounded by LLM_TIMEOUT_MS.
 */
export interface LanguageModel {
  /** The model's answer to `prompt` under `instructions`; throws when the provider fails or answers nothing. */
  complete(request: { instructions: string; prompt: string; maxTokens?: number }): Promise<string>;
}

export function createLanguageModel(
  config: Pick<Config, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS'>,
): LanguageModel | null {
  if (!config.LLM_BASE_URL) return null;
  const client = new OpenAI({
    baseURL: config.LLM_BASE_URL,
    // Local servers (Ollama, vLLM) take none, but the SDK requires one.
    apiKey: config.LLM_API_KEY ?? 'not-needed',
    timeout: config.LLM_TIMEOUT_MS,
    maxRetries: 0,
  });
  return {
    async complete({ instructions, prompt, maxTokens = 300 }) {
      const response = await client.chat.completions.create({
        model: config.LLM_MODEL,
        messages: [
          { role: 'system', content: instructions },
          { role: 'user', content: prompt },
        ],
        temperature: 0.2,
        max_tokens: maxTokens,
      });
      const text = response.choices[0]?.message.content?.trim();
      if (!text) throw new Error('The language model answered nothing.');
      return text;
    },
  };
}

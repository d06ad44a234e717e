import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModelV4 } from "@ai-sdk/provider";

export interface OpenAICompatibleSettings {
  baseUrl: string;
  apiKey?: string;
  model?: string;
}

/** Any /v1/chat/completions server: OpenAI, Ollama, vLLM, llama.cpp server, OpenRouter… */
export function createOpenAICompatibleModel(settings: OpenAICompatibleSettings): LanguageModelV4 {
  const provider = createOpenAICompatible({
    name: "openai-compatible",
    baseURL: settings.baseUrl.replace(/\/$/, ""),
    ...(settings.apiKey && { apiKey: settings.apiKey }),
    includeUsage: true,
  });
  return provider.chatModel(settings.model ?? "gpt-4o-mini") as LanguageModelV4;
}

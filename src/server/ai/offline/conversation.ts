// The conversation as the offline tutor sees it: user and assistant text turns in order.
// System messages (the prompt written for real models), files and tool parts are ignored.
import type { LanguageModelV4Prompt } from "@ai-sdk/provider";

export type Turn = { role: "user" | "assistant"; text: string };

export function turnsFromPrompt(prompt: LanguageModelV4Prompt): Turn[] {
  const turns: Turn[] = [];
  for (const message of prompt) {
    if (message.role !== "user" && message.role !== "assistant") continue;
    const text = message.content
      .map((part) => (part.type === "text" ? part.text : ""))
      .join("")
      .trim();
    turns.push({ role: message.role, text });
  }
  return turns;
}

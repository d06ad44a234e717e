// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import type { UIMessage } from "ai";
import i18n from "i18next";
import { useEffect, useLayoutEffect } from "react";
import { initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it, vi } from "vitest";
import en from "#shared/i18n/locales/en/chat.json" with { type: "json" };
import es from "#shared/i18n/locales/es/chat.json" with { type: "json" };
import type { ChatStream as RealChatStream } from "#web/features/chat/components/chat-stream.tsx";

/* The thread renders without the AI SDK (ADR 022): its streaming code (`chat-stream.tsx`) is
 * held back here until the test lets it arrive. */
const streamCode = vi.hoisted(() => {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive(), sent: [] as string[] };
});

vi.mock("#web/features/chat/components/chat-stream.tsx", async () => {
  await streamCode.arrived;
  const ChatStream: typeof RealChatStream = (props) => {
    useLayoutEffect(() => {
      props.onChange({
        messages: props.initialMessages,
        status: "ready",
        send: (text) => streamCode.sent.push(text),
        stop: () => {},
      });
    }, [props.onChange, props.initialMessages]);
    useEffect(() => {
      if (!props.pending) return;
      streamCode.sent.push(props.pending.text);
      props.onPendingSent();
    }, [props.pending, props.onPendingSent]);
    return null;
  };
  return { ChatStream };
});

const { ChatThread } = await import("#web/features/chat/components/chat-thread.tsx");

beforeAll(async () => {
  // jsdom has no media queries: a keyboard, not a touch screen.
  window.matchMedia = vi.fn(() => ({ matches: false }) as MediaQueryList);
  await i18n.use(initReactI18next).init({
    lng: "en",
    resources: { es: { chat: es }, en: { chat: en } },
    defaultNS: "chat",
  });
});

const stored: UIMessage[] = [
  { id: "u1", role: "user", parts: [{ type: "text", text: "add milk" }] },
  {
    id: "a1",
    role: "assistant",
    parts: [
      { type: "text", text: "Do you want me to add **milk**?" },
      {
        type: "tool-proposeAction",
        toolCallId: "c1",
        state: "output-available",
        input: {},
        output: {},
      },
    ],
  },
];

describe("ChatThread before its streaming code has arrived", () => {
  it("shows the stored messages and quick replies, and sends a message typed meanwhile once it arrives", async () => {
    const onStarted = vi.fn();
    render(
      <ChatThread
        conversationId="c"
        initialMessages={stored}
        personaId={null}
        limitReached={false}
        onStarted={onStarted}
      />,
    );
    expect(screen.getByText("add milk")).toBeTruthy();
    expect(screen.getByText("milk").tagName).toBe("STRONG");
    expect(screen.getByRole("group", { name: "Answer the proposal" })).toBeTruthy();

    const input = screen.getByLabelText("Message for the assistant");
    fireEvent.change(input, { target: { value: "yes, please" } });
    fireEvent.keyDown(input, { key: "Enter" });
    // Shown as the member's at once, the answer awaited; nothing sent yet.
    expect(screen.getByText("yes, please")).toBeTruthy();
    expect(screen.getByText("Thinking…")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Stop answer" })).toBeTruthy();
    expect(streamCode.sent).toEqual([]);

    await act(async () => {
      streamCode.arrive();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(streamCode.sent).toEqual(["yes, please"]);
    expect(onStarted).not.toHaveBeenCalled();
    expect(screen.queryByText("Thinking…")).toBeNull();
  });
});

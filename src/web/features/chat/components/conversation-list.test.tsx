// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import en from "#shared/i18n/locales/en/chat.json" with { type: "json" };
import es from "#shared/i18n/locales/es/chat.json" with { type: "json" };
import pt from "#shared/i18n/locales/pt-BR/chat.json" with { type: "json" };
import type { ConversationSummary } from "#shared/schemas/chat.ts";
import { ConversationList } from "#web/features/chat/components/conversation-list.tsx";

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: "es",
    resources: { es: { chat: es }, en: { chat: en }, "pt-BR": { chat: pt } },
    defaultNS: "chat",
  });
});

const conversations: ConversationSummary[] = [
  {
    id: "1",
    title: "agrega leche",
    personaId: null,
    channel: "whatsapp",
    updatedAt: "2026-11-25T12:00:00Z",
  },
  {
    id: "2",
    title: "¿qué hay mañana?",
    personaId: null,
    channel: "sms",
    updatedAt: "2026-11-25T11:00:00Z",
  },
  {
    id: "3",
    title: "Ideas para la cena",
    personaId: null,
    channel: null,
    updatedAt: "2026-11-25T10:00:00Z",
  },
];

function renderList() {
  return render(
    <ConversationList
      conversations={conversations}
      activeId="3"
      onSelect={() => {}}
      onNew={() => {}}
      onDeleted={() => {}}
    />,
  );
}

describe("the conversation list", () => {
  it("marks WhatsApp and SMS conversations with a badge read out in the member's language", async () => {
    await i18n.changeLanguage("es");
    const { unmount } = renderList();
    expect(
      screen.getByRole("button", { name: "agrega leche Conversación por WhatsApp" }),
    ).toBeTruthy();
    expect(
      screen.getByRole("button", { name: "¿qué hay mañana? Conversación por SMS" }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ideas para la cena" })).toBeTruthy();
    expect(
      [...document.querySelectorAll("[data-channel]")].map((badge) =>
        badge.getAttribute("data-channel"),
      ),
    ).toEqual(["whatsapp", "sms"]);
    unmount();

    await i18n.changeLanguage("en");
    const english = renderList();
    expect(
      screen.getByRole("button", { name: "agrega leche Conversation over WhatsApp" }),
    ).toBeTruthy();
    english.unmount();

    await i18n.changeLanguage("pt-BR");
    renderList();
    expect(screen.getByRole("button", { name: "¿qué hay mañana? Conversa via SMS" })).toBeTruthy();
  });
});

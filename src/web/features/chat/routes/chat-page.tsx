import { useQuery } from "@tanstack/react-query";
import type { UIMessage } from "ai";
import { MessagesSquare, Pencil, Plus } from "lucide-react";
import { lazy, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { Persona } from "#shared/assistant/persona.ts";
import { defaultPersonaName } from "#shared/domain/onboarding.ts";
import { can } from "#shared/domain/permissions.ts";
import { Button } from "#web/components/ui/button.tsx";
import { NativeSelect } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import {
  conversationQuery,
  conversationsQuery,
  personasQuery,
  usageQuery,
} from "#web/features/chat/api/chat-api.ts";
import { ChatThread } from "#web/features/chat/components/chat-thread.tsx";
import { ConversationList } from "#web/features/chat/components/conversation-list.tsx";
import { cn } from "#web/lib/cn.ts";
import { LazyDialog } from "#web/lib/lazy-dialog.tsx";
import { useMe } from "#web/lib/me.ts";

const loadPersonaDialog = () => import("#web/features/chat/components/persona-dialog.tsx");
const PersonaDialog = lazy(() =>
  loadPersonaDialog().then((module) => ({ default: module.PersonaDialog })),
);

function newConversationId(): string {
  return crypto.randomUUID();
}

/** /chat: 'Habla con Hogaria' — persona selector, streamed answers, past conversations. */
export default function ChatPage() {
  const { t, i18n } = useTranslation("chat");
  const me = useMe();
  const personas = useQuery(personasQuery);
  const conversations = useQuery(conversationsQuery);
  const usage = useQuery(usageQuery);
  const [searchParams, setSearchParams] = useSearchParams();
  const [draftId, setDraftId] = useState(newConversationId);
  const [chosenPersonaId, setChosenPersonaId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ open: boolean; persona?: Persona }>({ open: false });
  const [showList, setShowList] = useState(false);

  const selectedId = searchParams.get("c");
  const conversationId = selectedId ?? draftId;
  // A conversation started on this page lives in its thread: it is not fetched again mid-answer.
  const isDraft = conversationId === draftId;
  const stored = useQuery({ ...conversationQuery(conversationId), enabled: !isDraft });
  const known = conversations.data?.find((conversation) => conversation.id === selectedId);

  const personaList = personas.data ?? [];
  const personaId = chosenPersonaId ?? known?.personaId ?? personaList[0]?.id ?? null;
  const persona = personaList.find((candidate) => candidate.id === personaId);
  const role = me.data?.membership?.role;
  const mayManagePersonas = role ? can(role, "personas.manage") : false;
  const limitReached = usage.data?.limit != null && usage.data.used >= usage.data.limit;

  const initialMessages = useMemo(
    () => (isDraft ? [] : ((stored.data?.messages ?? []) as UIMessage[])),
    [isDraft, stored.data],
  );

  const select = (id: string | null) => {
    setChosenPersonaId(null);
    setShowList(false);
    setDraftId(newConversationId());
    setSearchParams(id ? { c: id } : {}, { replace: false });
  };

  if (
    personas.isPending ||
    conversations.isPending ||
    me.isPending ||
    (!isDraft && stored.isPending)
  ) {
    return <p className="py-12 text-center text-muted-foreground">{t("common:loading")}</p>;
  }
  if (personas.isError || conversations.isError || (!isDraft && stored.isError)) {
    return (
      <div className="grid justify-items-center gap-3 py-12 text-center">
        <p>{t("loadFailed")}</p>
        <Button variant="outline" onClick={() => select(null)}>
          {t("conversations.new")}
        </Button>
      </div>
    );
  }

  const list = (
    <ConversationList
      conversations={conversations.data}
      activeId={conversationId}
      onSelect={select}
      onNew={() => select(null)}
      onDeleted={(id) => id === conversationId && select(null)}
    />
  );

  return (
    // On a phone the page ends 2 rem above the bottom bar (header 3.5 rem, main's padding 1.5 +
    // 6 rem), so the composer never touches it and the page itself does not scroll.
    <section className="mx-auto flex h-[calc(100dvh-11rem-env(safe-area-inset-bottom))] min-h-[24rem] max-w-6xl flex-col gap-2 md:h-[calc(100dvh-6rem)] md:gap-3">
      <header className="flex items-center justify-between gap-2 sm:flex-wrap sm:items-end sm:gap-3">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold sm:text-2xl">{t("title")}</h1>
          <p className="hidden text-sm text-muted-foreground sm:block">{t("subtitle")}</p>
        </div>
        <div className="flex items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor="persona-select" className="sr-only sm:not-sr-only">
              {t("persona.label")}
            </Label>
            <NativeSelect
              id="persona-select"
              value={personaId ?? ""}
              onChange={(event) => setChosenPersonaId(event.target.value)}
              className="w-36 sm:w-auto sm:min-w-48"
            >
              {personaList.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
              {/* With no persona saved, the server answers as the default one: name it. */}
              {personaList.length === 0 && <option value="">{defaultPersonaName}</option>}
            </NativeSelect>
          </div>
          {mayManagePersonas && persona && (
            <Button
              type="button"
              variant="outline"
              size="icon"
              className="size-11 sm:size-10"
              aria-label={t("persona.edit")}
              onClick={() => setDialog({ open: true, persona })}
            >
              <Pencil aria-hidden />
            </Button>
          )}
          {mayManagePersonas && (
            <Button
              type="button"
              variant="outline"
              className="size-11 px-0 sm:h-10 sm:w-auto sm:px-4"
              onClick={() => setDialog({ open: true })}
            >
              <Plus aria-hidden />
              <span className="sr-only sm:not-sr-only">{t("persona.new")}</span>
            </Button>
          )}
        </div>
      </header>

      {usage.data?.limit != null && (
        <p
          className={cn(
            "text-sm",
            limitReached ? "font-medium text-destructive" : "text-muted-foreground",
          )}
          role={limitReached ? "alert" : undefined}
          data-testid="chat-usage"
        >
          {limitReached
            ? t("usage.limitReached", { limit: usage.data.limit })
            : t("usage.count", { used: usage.data.used, limit: usage.data.limit })}
        </p>
      )}

      <div className="flex min-h-0 flex-1 flex-col gap-3 lg:grid lg:grid-cols-[16rem_1fr]">
        <div className="lg:hidden">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="h-11 sm:h-9"
            onClick={() => setShowList(!showList)}
            aria-expanded={showList}
          >
            <MessagesSquare aria-hidden />
            {showList ? t("conversations.hide") : t("conversations.show")}
          </Button>
          {showList && (
            <div className="mt-2 max-h-64 overflow-y-auto rounded-xl border bg-card p-2">
              {list}
            </div>
          )}
        </div>
        <aside className="hidden min-h-0 overflow-y-auto rounded-xl border bg-card p-2 lg:block">
          {list}
        </aside>
        <ChatThread
          key={conversationId}
          conversationId={conversationId}
          initialMessages={initialMessages}
          personaId={personaId}
          limitReached={limitReached}
          onStarted={() => {
            if (!selectedId) setSearchParams({ c: conversationId }, { replace: true });
          }}
        />
      </div>

      <LazyDialog open={dialog.open} load={loadPersonaDialog}>
        <PersonaDialog
          open={dialog.open}
          onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
          persona={dialog.persona}
          defaults={{ language: i18n.language, allergies: persona?.traits.allergies ?? [] }}
          onSaved={(saved) => setChosenPersonaId(saved.id)}
        />
      </LazyDialog>
    </section>
  );
}

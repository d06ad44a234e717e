import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound, Plus } from "lucide-react";
import { lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { paths } from "#shared/routing/paths.ts";
import type { ApiTokenView } from "#shared/schemas/api-tokens.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { LazyConfirmDialog } from "#web/components/ui/lazy-confirm-dialog.tsx";
import { apiTokensQuery, revokeApiToken } from "#web/features/settings/api/api-tokens-api.ts";
import { SectionCard } from "#web/features/settings/components/section-card.tsx";
import { errorText } from "#web/lib/api-client.ts";
import { LazyDialog } from "#web/lib/lazy-dialog.tsx";

// ADR 008/022: the form (react-hook-form, the token schema's Zod, Radix's dialog) loads when
// idle, not with Configuración.
const loadCreateTokenDialog = () =>
  import("#web/features/settings/components/create-token-dialog.tsx");
const CreateTokenDialog = lazy(() =>
  loadCreateTokenDialog().then((module) => ({ default: module.CreateTokenDialog })),
);

/** Configuración → Tokens de API: personal tokens for scripts and home automation (ADR 024). */
export function ApiTokensSection() {
  const { t, i18n } = useTranslation(["settings", "common", "validation"]);
  const queryClient = useQueryClient();
  const tokens = useQuery(apiTokensQuery);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiTokenView | null>(null);
  const revoke = useMutation({
    mutationFn: (token: ApiTokenView) => revokeApiToken(token.id),
    onSuccess: async (_, token) => {
      setRevoking(null);
      toast.success(t("apiTokens.revoked", { name: token.name }));
      await queryClient.invalidateQueries({ queryKey: apiTokensQuery.queryKey });
    },
  });
  const date = (value: string) =>
    new Date(value).toLocaleDateString(i18n.language, {
      day: "numeric",
      month: "short",
      year: "numeric",
    });

  return (
    <SectionCard
      id="tokens-api"
      title={t("apiTokens.title")}
      description={t("apiTokens.description")}
    >
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={creating}
          onClick={() => setCreating(true)}
        >
          <Plus aria-hidden />
          {t("apiTokens.create")}
        </Button>
        <Link to={paths.developers} className="text-sm font-medium underline underline-offset-4">
          {t("apiTokens.examples")}
        </Link>
      </div>
      {tokens.isPending ? (
        <p role="status" className="text-muted-foreground">
          {t("common:loading")}
        </p>
      ) : tokens.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t("loadError")}
        </p>
      ) : tokens.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("apiTokens.empty")}</p>
      ) : (
        <ul className="grid gap-3" aria-label={t("apiTokens.listLabel")}>
          {tokens.data.map((token) => (
            <li
              key={token.id}
              className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-[1fr_auto] sm:items-start"
            >
              <div className="grid min-w-0 gap-1">
                <p className="flex flex-wrap items-center gap-2">
                  <KeyRound className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <span className="font-medium break-words">{token.name}</span>
                  <Badge variant={token.scope === "read" ? "muted" : "warning"}>
                    {t(`apiTokens.scopes.${token.scope}`)}
                  </Badge>
                  {token.expired && <Badge variant="danger">{t("apiTokens.expired")}</Badge>}
                </p>
                <p className="font-mono text-xs text-muted-foreground">{token.hint}</p>
                <p className="text-xs text-muted-foreground">
                  {[
                    t("apiTokens.createdOn", { date: date(token.createdAt) }),
                    token.lastUsedAt
                      ? t("apiTokens.lastUsedOn", { date: date(token.lastUsedAt) })
                      : t("apiTokens.neverUsed"),
                    token.expiresAt
                      ? t(token.expired ? "apiTokens.expiredOn" : "apiTokens.expiresOn", {
                          date: date(token.expiresAt),
                        })
                      : t("apiTokens.noExpiry"),
                  ].join(" · ")}
                </p>
              </div>
              <Button
                type="button"
                variant="outline"
                className="justify-self-start"
                aria-label={t("apiTokens.revokeLabel", { name: token.name })}
                onClick={() => {
                  revoke.reset();
                  setRevoking(token);
                }}
              >
                {t("apiTokens.revoke")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <LazyDialog open={creating} load={loadCreateTokenDialog}>
        {creating && (
          <CreateTokenDialog
            onClose={() => setCreating(false)}
            onCreated={() => queryClient.invalidateQueries({ queryKey: apiTokensQuery.queryKey })}
          />
        )}
      </LazyDialog>
      <LazyConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t("apiTokens.revokeTitle", { name: revoking?.name ?? "" })}
        description={t("apiTokens.revokeDescription")}
        confirmLabel={t("apiTokens.revoke")}
        pendingLabel={t("apiTokens.revoking")}
        cancelLabel={t("apiTokens.cancel")}
        closeLabel={t("common:close")}
        destructive
        pending={revoke.isPending}
        error={revoke.isError ? errorText(revoke.error, t) : null}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      />
    </SectionCard>
  );
}

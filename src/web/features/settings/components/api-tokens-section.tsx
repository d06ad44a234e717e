import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Copy, KeyRound, Plus } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { paths } from "#shared/routing/paths.ts";
import {
  type ApiTokenView,
  apiTokenExpiryChoices,
  type CreateApiToken,
  type CreatedApiToken,
  createApiTokenSchema,
} from "#shared/schemas/api-tokens.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import {
  DialogForm,
  FormActions,
  FormDialog,
  useDialogSubmit,
} from "#web/components/ui/form-dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import {
  apiTokensQuery,
  createApiToken,
  revokeApiToken,
} from "#web/features/settings/api/api-tokens-api.ts";
import { SectionCard } from "#web/features/settings/components/section-card.tsx";
import { errorText } from "#web/lib/api-client.ts";

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
        <Button type="button" onClick={() => setCreating(true)}>
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
      {creating && (
        <CreateTokenDialog
          onClose={() => setCreating(false)}
          onCreated={() => queryClient.invalidateQueries({ queryKey: apiTokensQuery.queryKey })}
        />
      )}
      <ConfirmDialog
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

/** The expiry select's value: a number of days, or "never" (null). */
const expiryDays = (value: string) => (value === "never" ? null : Number(value));

/** Name, scope and expiry; then the token itself, once, with a copy button. */
function CreateTokenDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const { t } = useTranslation(["settings", "common"]);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const form = useForm<CreateApiToken>({
    resolver: zodResolver(createApiTokenSchema),
    mode: "onTouched",
    defaultValues: { name: "", scope: "read", expiresInDays: 90 },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useDialogSubmit(form, {
    failed: t("apiTokens.createFailed"),
    save: async (values) => {
      setCreated(await createApiToken(values));
      onCreated();
    },
  });

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={created ? t("apiTokens.createdTitle") : t("apiTokens.createTitle")}
      description={created ? t("apiTokens.createdDescription") : t("apiTokens.createDescription")}
    >
      {created ? (
        <ShownOnce created={created} onDone={onClose} />
      ) : (
        <DialogForm onSubmit={submit}>
          <FormField label={t("apiTokens.name")} error={errors.name}>
            <Input
              maxLength={60}
              autoComplete="off"
              placeholder={t("apiTokens.namePlaceholder")}
              {...form.register("name")}
            />
          </FormField>
          <FormField label={t("apiTokens.scope")} error={errors.scope}>
            <NativeSelect {...form.register("scope")}>
              <option value="read">{t("apiTokens.scopes.read")}</option>
              <option value="read-write">{t("apiTokens.scopes.read-write")}</option>
            </NativeSelect>
          </FormField>
          <FormField label={t("apiTokens.expiry")} error={errors.expiresInDays}>
            <NativeSelect {...form.register("expiresInDays", { setValueAs: expiryDays })}>
              {apiTokenExpiryChoices.map((days) => (
                <option key={days} value={String(days)}>
                  {t("apiTokens.expiryDays", { count: days })}
                </option>
              ))}
              <option value="never">{t("apiTokens.expiryNever")}</option>
            </NativeSelect>
          </FormField>
          <FormActions
            cancelLabel={t("apiTokens.cancel")}
            submitLabel={t("apiTokens.createSubmit")}
            submittingLabel={t("apiTokens.creating")}
            submitting={isSubmitting}
          />
        </DialogForm>
      )}
    </FormDialog>
  );
}

function ShownOnce({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const { t } = useTranslation(["settings", "common"]);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      toast.success(t("apiTokens.copied"));
    } catch {
      input.current?.select();
      toast.error(t("apiTokens.copyFailed"));
    }
  };
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t("apiTokens.secretLabel", { name: created.token.name })}
        </label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            ref={input}
            readOnly
            value={created.secret}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs sm:text-xs"
          />
          <Button
            type="button"
            variant="outline"
            onClick={() => void copy()}
            aria-label={t("apiTokens.copyLabel")}
          >
            <Copy aria-hidden />
            <span className="hidden sm:inline">{t("apiTokens.copy")}</span>
          </Button>
        </div>
      </div>
      <p role="note" className="rounded-md bg-accent-soft p-3 text-sm text-amber-900">
        {t("apiTokens.onceWarning")}
      </p>
      <div className="flex justify-end">
        <Button type="button" onClick={onDone}>
          {t("apiTokens.done")}
        </Button>
      </div>
    </div>
  );
}

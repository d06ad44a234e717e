import { useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { paths } from "#shared/routing/paths.ts";
import type { HouseholdImportResult } from "#shared/schemas/household-import.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { LazyConfirmDialog } from "#web/components/ui/lazy-confirm-dialog.tsx";
import { api, errorText, NetworkError } from "#web/lib/api-client.ts";
import { meQuery } from "#web/lib/me.ts";

function restoreHousehold(file: File, confirmation?: string) {
  const form = new FormData();
  form.set("file", file);
  if (confirmation !== undefined) form.set("confirmation", confirmation);
  return api<HouseholdImportResult>("/api/household-import", { method: "POST", body: form });
}

/**
 * 'Restaurar una copia': the .json a household exported becomes a new household. Used in
 * 'Configura tu hogar' (nothing to replace) and in Configuración, where the owner replaces
 * their household (`replacing` names it, and typing the name confirms).
 */
export function RestoreBackup({ replacing }: { replacing?: string }) {
  const { t } = useTranslation(["settings", "common"]);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);

  const reasonOf = (caught: unknown) =>
    caught instanceof NetworkError
      ? t("common:errors.network")
      : errorText(caught, t, t("common:errors.generic"));

  const run = async (confirmation?: string) => {
    if (!file) {
      setError(t("restore.chooseFile"));
      return;
    }
    setWorking(true);
    setError(null);
    try {
      const result = await restoreHousehold(file, confirmation);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "session" });
      await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
      toast.success(t("restore.done", { household: result.householdName }), {
        description: [
          t("restore.counts", result.counts),
          result.membersToInvite > 0 && t("restore.invite", { count: result.membersToInvite }),
          result.filesNotRestored > 0 && t("restore.files", { count: result.filesNotRestored }),
        ]
          .filter(Boolean)
          .join(" "),
        duration: 10_000,
      });
      navigate(paths.dashboard, { replace: true });
    } catch (caught) {
      setError(reasonOf(caught));
      setWorking(false);
    }
  };

  return (
    <div className="grid gap-3">
      <FormField
        label={t("restore.file")}
        hint={<p className="text-sm text-muted-foreground">{t("restore.hint")}</p>}
        error={confirming ? undefined : (error ?? undefined)}
      >
        <Input
          type="file"
          accept="application/json,.json"
          className="h-auto min-h-11 py-2"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setError(null);
          }}
        />
      </FormField>
      <Button
        type="button"
        variant="outline"
        className="min-h-11 justify-self-start"
        disabled={working}
        onClick={() => {
          if (!file) setError(t("restore.chooseFile"));
          else if (replacing) setConfirming(true);
          else void run();
        }}
      >
        <Upload aria-hidden />
        {working ? t("restore.working") : t("restore.action")}
      </Button>
      {replacing && (
        <LazyConfirmDialog
          open={confirming}
          onOpenChange={(open) => {
            setConfirming(open);
            if (!open) setError(null);
          }}
          title={t("restore.replaceTitle", { household: replacing })}
          description={t("restore.replaceDescription", { household: replacing })}
          confirmLabel={t("restore.replaceConfirm")}
          pendingLabel={t("restore.working")}
          cancelLabel={t("danger.cancel")}
          closeLabel={t("common:close")}
          destructive
          pending={working}
          typedConfirmation={{ label: t("danger.confirmation"), expected: replacing }}
          error={error}
          onConfirm={(typed) => void run(typed)}
        />
      )}
    </div>
  );
}

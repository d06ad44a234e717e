import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { invalidEmails, splitEmails } from "#shared/domain/emails.ts";
import { assignableRoles } from "#shared/domain/permissions.ts";
import type { HouseholdRole } from "#shared/domain/roles.ts";
import type { GrantableRole } from "#shared/schemas/households.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { invite } from "#web/features/profiles/api/profiles-api.ts";
import { errorText } from "#web/lib/api-client.ts";

/** Invites people by email with the role the inviter chooses (among those it may give); opened by
 * «Invitar» (`InviteButton`). */
export function InviteDialog({
  myRole,
  open,
  onOpenChange: setOpen,
}: {
  myRole: HouseholdRole;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(["profiles", "household", "common", "validation"]);
  const queryClient = useQueryClient();
  const roles = assignableRoles(myRole);
  const [emails, setEmails] = useState("");
  const [role, setRole] = useState<GrantableRole>("member");
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);

  const wrong = invalidEmails(emails);
  const empty = splitEmails(emails).length === 0;
  const error = !touched
    ? undefined
    : empty
      ? t("validation:emailRequired")
      : wrong.length > 0
        ? t("invite.invalid", { emails: wrong.join(", ") })
        : undefined;

  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setEmails("");
      setTouched(false);
      setRole("member");
    }
  };

  const submit = async () => {
    setTouched(true);
    if (empty || wrong.length > 0) return;
    setPending(true);
    try {
      const result = await invite({ emails, role });
      const notes = [
        result.alreadyInvited.length > 0 &&
          t("invite.alreadyInvited", { emails: result.alreadyInvited.join(", ") }),
        result.alreadyMembers.length > 0 &&
          t("invite.alreadyMembers", { emails: result.alreadyMembers.join(", ") }),
      ].filter(Boolean);
      if (result.sent.length > 0) {
        toast.success(t("invite.sentTitle"), {
          description: [t("invite.sent", { count: result.sent.length }), ...notes].join(". "),
        });
      } else {
        toast.info(t("invite.nothingSent"), { description: notes.join(". ") });
      }
      if (result.failed.length > 0) {
        toast.error(t("household:errorTitle"), {
          description: t("invite.failed", { emails: result.failed.join(", ") }),
        });
      }
      await queryClient.invalidateQueries({ queryKey: ["members"] });
      reset(false);
    } catch (caught) {
      toast.error(t("household:errorTitle"), { description: errorText(caught, t) });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogContent closeLabel={t("common:close")}>
        <DialogHeader>
          <DialogTitle>{t("invite.title")}</DialogTitle>
          <DialogDescription>{t("invite.description")}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormField
            label={t("invite.emails")}
            error={error}
            hint={<p className="text-xs text-muted-foreground">{t("invite.emailsHint")}</p>}
          >
            <Input
              inputMode="email"
              autoComplete="off"
              placeholder={t("invite.placeholder")}
              value={emails}
              onChange={(event) => setEmails(event.target.value)}
              onBlur={() => setTouched(emails.trim() !== "")}
            />
          </FormField>
          <FormField label={t("invite.role")}>
            <NativeSelect
              value={role}
              onChange={(event) => setRole(event.target.value as GrantableRole)}
            >
              {roles.map((option) => (
                <option key={option} value={option}>
                  {t(`household:roles.${option}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => reset(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t("invite.sending") : t("invite.send")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

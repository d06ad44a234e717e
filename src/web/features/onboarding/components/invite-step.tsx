import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { invalidEmails } from "#shared/domain/emails.ts";
import { ShareLink } from "#web/components/household/share-link.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import {
  type OnboardingState,
  sendInvitations,
} from "#web/features/onboarding/api/onboarding-api.ts";
import { StepShell } from "#web/features/onboarding/components/step-shell.tsx";
import { useStepError } from "#web/features/onboarding/components/use-step-error.ts";

/** Step 3: comma-separated emails, each checked; the shareable link; 'Saltar' when empty. */
export function InviteStep({
  invitedEmails,
  onSaved,
  onBack,
}: {
  invitedEmails: string[];
  onSaved: (state: OnboardingState) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation("onboarding");
  const showError = useStepError();
  const [emails, setEmails] = useState("");
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const wrong = invalidEmails(emails);
  const error =
    touched && wrong.length > 0 ? t("invite.invalid", { emails: wrong.join(", ") }) : undefined;
  const empty = emails.trim().replace(/,/g, "").trim() === "";

  const submit = async () => {
    setTouched(true);
    if (wrong.length > 0) return;
    setPending(true);
    try {
      const { invitations, state } = await sendInvitations(emails);
      if (invitations.sent.length > 0) {
        toast.success(t("invite.sentTitle"), {
          description: t("invite.sent", { count: invitations.sent.length }),
        });
      }
      if (invitations.failed.length > 0) {
        toast.error(t("errorTitle"), {
          description: t("invite.failed", { emails: invitations.failed.join(", ") }),
        });
      }
      onSaved(state);
    } catch (caught) {
      await showError(caught);
    } finally {
      setPending(false);
    }
  };

  return (
    <StepShell
      title={t("invite.title")}
      description={t("invite.description")}
      onSubmit={() => void submit()}
      onBack={onBack}
      submitLabel={empty ? t("invite.skip") : t("invite.send")}
      pending={pending}
      pendingLabel={t("invite.sending")}
    >
      <FormField
        label={t("invite.emails")}
        error={error}
        hint={<p className="text-xs text-muted-foreground">{t("invite.emailsHint")}</p>}
      >
        <Input
          type="text"
          inputMode="email"
          autoComplete="off"
          placeholder={t("invite.placeholder")}
          value={emails}
          onChange={(event) => setEmails(event.target.value)}
          onBlur={() => setTouched(emails.trim() !== "")}
        />
      </FormField>
      {invitedEmails.length > 0 && (
        <p className="text-sm text-muted-foreground">
          {t("invite.alreadyInvited", { emails: invitedEmails.join(", ") })}
        </p>
      )}
      <div className="rounded-md border border-border bg-muted/50 p-3">
        <ShareLink label={t("invite.shareTitle")} />
      </div>
    </StepShell>
  );
}

import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { paths } from "#shared/routing/paths.ts";
import { PasswordRecoveryForm } from "#web/components/auth/password-recovery-form.tsx";
import { SignInForm } from "#web/components/auth/sign-in-form.tsx";
import { SignUpForm } from "#web/components/auth/sign-up-form.tsx";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import type { AuthDialogMode } from "#web/features/landing/components/landing-actions.ts";

interface AuthDialogsProps {
  mode: AuthDialogMode | null;
  onModeChange: (mode: AuthDialogMode) => void;
  onClose: () => void;
}

/** The landing page's sign-up, sign-in and recovery dialogs (spec §2): the same forms as /auth,
 * one dialog whose content switches, so focus stays inside while the visitor moves between them. */
export default function AuthDialogs({ mode, onModeChange, onClose }: AuthDialogsProps) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const titles: Record<AuthDialogMode, [string, string]> = {
    signUp: [t("signUp.title"), t("signUp.description")],
    signIn: [t("signIn.title"), t("signIn.description")],
    recovery: [t("recovery.title"), t("recovery.description")],
  };
  const [title, description] = titles[mode ?? "signUp"];

  return (
    <Dialog open={mode !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t("common:close")} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {mode === "signUp" && (
          <>
            <SignUpForm
              variant="dialog"
              onSuccess={() => navigate(paths.onboarding, { replace: true })}
            />
            <p className="text-center text-sm text-muted-foreground">
              {t("signUp.haveAccount")}{" "}
              <Button variant="link" className="h-auto" onClick={() => onModeChange("signIn")}>
                {t("signUp.toSignIn")}
              </Button>
            </p>
          </>
        )}
        {mode === "signIn" && (
          <>
            <SignInForm
              onSuccess={() => navigate(paths.dashboard, { replace: true })}
              onForgotPassword={() => onModeChange("recovery")}
            />
            <p className="text-center text-sm text-muted-foreground">
              {t("signIn.noAccount")}{" "}
              <Button variant="link" className="h-auto" onClick={() => onModeChange("signUp")}>
                {t("signIn.toSignUp")}
              </Button>
            </p>
          </>
        )}
        {mode === "recovery" && (
          <PasswordRecoveryForm variant="dialog" onBack={() => onModeChange("signIn")} />
        )}
      </DialogContent>
    </Dialog>
  );
}

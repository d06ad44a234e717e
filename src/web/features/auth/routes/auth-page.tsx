import { ArrowLeft, Home } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { paths } from "#shared/routing/paths.ts";
import { PasswordRecoveryForm } from "#web/components/auth/password-recovery-form.tsx";
import { SignInForm } from "#web/components/auth/sign-in-form.tsx";
import { SignUpForm } from "#web/components/auth/sign-up-form.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#web/components/ui/card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { NewPasswordForm } from "#web/features/auth/components/new-password-form.tsx";
import { usePageMeta } from "#web/lib/page-meta.ts";
import { useSession } from "#web/lib/session.ts";

type Mode = "signIn" | "signUp" | "recovery";

export default function AuthPage() {
  usePageMeta("auth");
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [mode, setMode] = useState<Mode>(
    searchParams.get("tab") === "signup" ? "signUp" : "signIn",
  );
  const { user, isLoading } = useSession();
  // Only a user who arrives signed in is sent on; one who signs in here is sent by the form.
  const arrivedSignedIn = useRef<boolean | null>(null);
  if (!isLoading && arrivedSignedIn.current === null) arrivedSignedIn.current = user !== null;

  // While the session is being checked the forms already show (they are what the build
  // prerendered, ADR 004); a visitor who turns out to be signed in is sent on.
  if (arrivedSignedIn.current) return <Navigate to={paths.dashboard} replace />;

  const resetToken = searchParams.get("token");
  const invalidResetLink = searchParams.get("error") === "INVALID_TOKEN";
  const leaveReset = () => {
    setSearchParams({}, { replace: true });
    setMode("signIn");
  };

  let title = t("pageTitle");
  let description = t("pageSubtitle");
  let body: React.ReactNode;
  if (resetToken) {
    title = t("reset.title");
    description = t("reset.description");
    body = <NewPasswordForm token={resetToken} onDone={leaveReset} />;
  } else if (mode === "recovery" || invalidResetLink) {
    title = t("recovery.title");
    description = invalidResetLink ? t("reset.invalidLink") : t("recovery.description");
    body = <PasswordRecoveryForm variant="page" onBack={leaveReset} />;
  } else {
    body = (
      <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)} className="grid gap-6">
        <TabsList>
          <TabsTrigger value="signIn">{t("tabs.signIn")}</TabsTrigger>
          <TabsTrigger value="signUp">{t("tabs.signUp")}</TabsTrigger>
        </TabsList>
        <TabsContent value="signIn">
          <SignInForm
            onSuccess={() => navigate(paths.dashboard, { replace: true })}
            onForgotPassword={() => setMode("recovery")}
          />
        </TabsContent>
        <TabsContent value="signUp">
          <SignUpForm
            variant="page"
            onSuccess={() => navigate(paths.onboarding, { replace: true })}
          />
        </TabsContent>
      </Tabs>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-secondary to-background px-4 py-8">
      <main className="w-full max-w-md">
        <Link
          to={paths.home}
          className="mb-6 inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t("backHome")}
        </Link>
        <Card>
          <CardHeader className="items-center text-center">
            <span className="mb-2 flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
              <Home className="size-6" aria-hidden />
            </span>
            <h1 className="text-xl font-semibold leading-tight">{title}</h1>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{body}</CardContent>
        </Card>
      </main>
    </div>
  );
}

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Home, LogOut } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { toast } from "sonner";
import { type OnboardingStep, onboardingStepCount } from "#shared/domain/onboarding.ts";
import { paths } from "#shared/routing/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "#web/components/ui/card.tsx";
import {
  type OnboardingState,
  onboardingQuery,
  type PendingOnboarding,
} from "#web/features/onboarding/api/onboarding-api.ts";
import { HouseholdStep } from "#web/features/onboarding/components/household-step.tsx";
import { InviteStep } from "#web/features/onboarding/components/invite-step.tsx";
import { PantryStep } from "#web/features/onboarding/components/pantry-step.tsx";
import { PreferencesStep } from "#web/features/onboarding/components/preferences-step.tsx";
import { ProfileStep } from "#web/features/onboarding/components/profile-step.tsx";
import { LoadingScreen } from "#web/layouts/loading-screen.tsx";
import { api } from "#web/lib/api-client.ts";
import { meQuery } from "#web/lib/me.ts";
import { sessionQuery, useSession } from "#web/lib/session.ts";

/** /onboarding: 'Configura tu hogar'. Needs a signed-in user; a finished one goes on to the
 * daily brief. */
export default function OnboardingPage() {
  const { user, isLoading } = useSession();
  if (isLoading) return <LoadingScreen />;
  if (!user) return <Navigate to={paths.auth} replace />;
  return <Wizard />;
}

function Wizard() {
  const { t } = useTranslation("onboarding");
  const query = useQuery(onboardingQuery);
  if (query.isPending) return <LoadingScreen />;
  if (query.isError) {
    return (
      <Frame step={null}>
        <div className="grid gap-3 text-center">
          <p role="alert">{t("loadError")}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t("retry")}
          </Button>
        </div>
      </Frame>
    );
  }
  if (query.data.status === "completed") return <Navigate to={paths.dailyBrief} replace />;
  return <Steps initial={query.data} />;
}

function Steps({ initial }: { initial: PendingOnboarding }) {
  const { t } = useTranslation("onboarding");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The step shown; going back shows an earlier one without undoing what was saved.
  const [step, setStep] = useState<OnboardingStep>(initial.step);
  const [state, setState] = useState<PendingOnboarding>(initial);

  const saved = (next: OnboardingState, to: OnboardingStep) => {
    if (next.status === "pending") {
      setState(next);
      queryClient.setQueryData(onboardingQuery.queryKey, next);
    }
    setStep(to);
  };
  const back = () => setStep((current) => Math.max(1, current - 1) as OnboardingStep);

  const finished = async () => {
    // The signed-in layout reads /api/me: it must know onboarding is over before we go there.
    await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
    queryClient.setQueryData(onboardingQuery.queryKey, { status: "completed" });
    toast.success(t("welcomeTitle"), { description: t("welcomeDescription") });
    navigate(paths.dailyBrief, { replace: true });
  };

  return (
    <Frame step={step}>
      {step === 1 && (
        <HouseholdStep name={state.household?.name ?? ""} onSaved={(next) => saved(next, 2)} />
      )}
      {step === 2 && (
        <ProfileStep
          name={state.profile?.name ?? state.suggestedName}
          phone={state.profile?.phone ?? ""}
          onSaved={(next) => saved(next, 3)}
          onBack={back}
        />
      )}
      {step === 3 && (
        <InviteStep
          invitedEmails={state.invitedEmails}
          onSaved={(next) => saved(next, 4)}
          onBack={back}
        />
      )}
      {step === 4 && (
        <PreferencesStep
          preferences={
            state.preferences ?? { language: "es", allergies: [], assistantTone: "friendly" }
          }
          onSaved={(next) => saved(next, 5)}
          onBack={back}
        />
      )}
      {step === 5 && <PantryStep onFinished={finished} onBack={back} />}
    </Frame>
  );
}

function Frame({ step, children }: { step: OnboardingStep | null; children: React.ReactNode }) {
  const { t } = useTranslation("onboarding");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = async () => {
    await api("/api/auth/sign-out", { method: "POST", body: {} }).catch(() => undefined);
    queryClient.clear();
    queryClient.setQueryData(sessionQuery.queryKey, null);
    navigate(paths.auth, { replace: true });
  };
  const progress = step ? t("progress", { step, total: onboardingStepCount }) : "";
  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-secondary to-background px-4 py-8">
      <div className="w-full max-w-lg">
        <div className="mb-4 flex justify-end">
          <Button variant="ghost" size="sm" onClick={() => void signOut()}>
            <LogOut aria-hidden />
            {t("signOut")}
          </Button>
        </div>
        <Card>
          <CardHeader className="gap-3">
            <div className="flex items-center gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                <Home className="size-5" aria-hidden />
              </span>
              <div className="grid">
                <h1 className="text-xl font-semibold leading-tight">{t("title")}</h1>
                <p className="text-sm text-muted-foreground">{t("subtitle")}</p>
              </div>
            </div>
            {step && (
              <div className="grid gap-1.5">
                <p className="text-sm font-medium" data-testid="onboarding-progress">
                  {progress}
                </p>
                <div
                  role="progressbar"
                  aria-label={progress}
                  aria-valuemin={1}
                  aria-valuemax={onboardingStepCount}
                  aria-valuenow={step}
                  className="h-2 overflow-hidden rounded-full bg-muted"
                >
                  <div
                    className="h-full rounded-full bg-primary transition-[width]"
                    style={{ width: `${(step / onboardingStepCount) * 100}%` }}
                  />
                </div>
              </div>
            )}
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </div>
    </div>
  );
}

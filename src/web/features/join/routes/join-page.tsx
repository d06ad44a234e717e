import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Home } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { paths } from "#shared/routing/paths.ts";
import type { InvitationPreview } from "#shared/schemas/invitations.ts";
import { SignInForm } from "#web/components/auth/sign-in-form.tsx";
import { SignUpForm } from "#web/components/auth/sign-up-form.tsx";
import { RoleBadge } from "#web/components/household/role-badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#web/components/ui/card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { invitationQuery, joinHousehold } from "#web/features/join/api/join-api.ts";
import { LoadingScreen } from "#web/layouts/loading-screen.tsx";
import { ApiError, api, errorText, NetworkError } from "#web/lib/api-client.ts";
import { formatLongDate } from "#web/lib/dates.ts";
import { meQuery } from "#web/lib/me.ts";
import { refreshSession, useSession } from "#web/lib/session.ts";

/** /join/:token: the invitation page. Shows whose household it is and who invited; a visitor
 * creates an account or signs in, and joins with the role the inviter chose. */
export default function JoinPage() {
  const { token = "" } = useParams();
  const { t } = useTranslation("join");
  const session = useSession();
  const userId = session.user?.id ?? null;
  const invitation = useQuery({
    ...invitationQuery(token, userId),
    enabled: !session.isLoading,
    // Signing up or in here changes the key: keep the page (and the join under way) on screen.
    placeholderData: (previous) => previous,
  });

  if (session.isLoading || invitation.isPending) return <LoadingScreen />;
  if (invitation.isError) {
    const reason = unusableReason(invitation.error);
    return (
      <Frame title={t("unavailableTitle")}>
        <p role="alert" className="text-center">
          {reason ? t(`states.${reason}`) : t("loadError")}
        </p>
        {!reason && (
          <Button variant="outline" onClick={() => void invitation.refetch()}>
            {t("retry")}
          </Button>
        )}
        <HomeLink />
      </Frame>
    );
  }
  return (
    <Invitation
      token={token}
      preview={invitation.data}
      signedInEmail={session.user?.email ?? null}
    />
  );
}

function Invitation({
  token,
  preview,
  signedInEmail,
}: {
  token: string;
  preview: InvitationPreview;
  signedInEmail: string | null;
}) {
  const { t, i18n } = useTranslation(["join", "household", "common"]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [joining, setJoining] = useState(false);
  const household = preview.household.name;
  const role = t(`household:roles.${preview.role}`);

  const join = async () => {
    setJoining(true);
    try {
      const joined = await joinHousehold(token);
      await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
      toast.success(t("joinedTitle", { household: joined.household.name }), {
        description: t("joinedDescription"),
      });
      navigate(paths.dailyBrief, { replace: true });
    } catch (error) {
      const description =
        error instanceof NetworkError
          ? t("common:errors.network")
          : errorText(error, t, t("common:errors.generic"));
      toast.error(t("errorTitle"), { description });
      await queryClient.invalidateQueries({ queryKey: ["join", token] });
      setJoining(false);
    }
  };

  const signOut = async () => {
    await api("/api/auth/sign-out", { method: "POST", body: {} }).catch(() => undefined);
    await refreshSession();
  };

  let body: React.ReactNode;
  if (preview.viewer?.inThisHousehold) {
    body = (
      <>
        <p className="text-center">{t("alreadyMember")}</p>
        <Button asChild>
          <Link to={paths.dailyBrief}>{t("goHome")}</Link>
        </Button>
      </>
    );
  } else if (preview.memberLimitReached) {
    body = (
      <>
        <p role="alert" className="text-center">
          {preview.memberLimit === 1
            ? t("fullGratis")
            : t("full", { limit: preview.memberLimit, plan: t(`household:plans.${preview.plan}`) })}
        </p>
        <HomeLink />
      </>
    );
  } else if (preview.viewer?.inAnotherHousehold) {
    body = (
      <>
        <p role="alert" className="text-center">
          {t("inAnother")}
        </p>
        <Button asChild variant="outline">
          <Link to={paths.settings}>{t("toSettings")}</Link>
        </Button>
      </>
    );
  } else if (signedInEmail) {
    body = (
      <>
        <Button size="lg" onClick={() => void join()} disabled={joining}>
          {joining ? t("joining") : t("join", { household })}
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          {t("signedInAs", { email: signedInEmail })}{" "}
          <button type="button" className="text-primary underline" onClick={() => void signOut()}>
            {t("notYou")}
          </button>
        </p>
      </>
    );
  } else {
    body = (
      <>
        <p className="text-center text-sm text-muted-foreground">{t("signUpPrompt")}</p>
        <Tabs defaultValue="signUp" className="grid gap-6">
          <TabsList>
            <TabsTrigger value="signUp">{t("tabs.signUp")}</TabsTrigger>
            <TabsTrigger value="signIn">{t("tabs.signIn")}</TabsTrigger>
          </TabsList>
          <TabsContent value="signUp">
            <SignUpForm variant="page" onSuccess={() => void join()} />
          </TabsContent>
          <TabsContent value="signIn">
            <SignInForm
              onSuccess={() => void join()}
              onForgotPassword={() => navigate(`${paths.auth}`)}
            />
          </TabsContent>
        </Tabs>
      </>
    );
  }

  return (
    <Frame
      title={t("title", { household })}
      description={
        preview.invitedBy
          ? t("byInviter", { inviter: preview.invitedBy, role })
          : t("byNobody", { role })
      }
    >
      <div className="flex flex-wrap items-center justify-center gap-2 text-center text-sm text-muted-foreground">
        <RoleBadge role={preview.role} />
        {preview.email && <span>{t("forEmail", { email: preview.email })}</span>}
        <span>{t("expires", { date: formatLongDate(preview.expiresAt, i18n.language) })}</span>
      </div>
      {body}
    </Frame>
  );
}

const unusableReasons: Record<string, "expired" | "revoked" | "used" | "notFound"> = {
  INVITATION_EXPIRED: "expired",
  INVITATION_REVOKED: "revoked",
  INVITATION_USED: "used",
  INVITATION_NOT_FOUND: "notFound",
};

/** Why the link cannot be used (the server answers 404 or 410 with its code), or null when the
 * invitation simply could not be loaded and a retry may help. */
function unusableReason(error: Error) {
  return error instanceof ApiError && (error.status === 404 || error.status === 410)
    ? (unusableReasons[error.code] ?? "notFound")
    : null;
}

function HomeLink() {
  const { t } = useTranslation("join");
  return (
    <Link to={paths.home} className="text-center text-sm text-primary underline">
      {t("home")}
    </Link>
  );
}

function Frame({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation("join");
  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-secondary to-background px-4 py-8">
      <div className="w-full max-w-md">
        <Link
          to={paths.home}
          className="mb-6 inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t("home")}
        </Link>
        <Card>
          <CardHeader className="items-center text-center">
            <span className="mb-2 flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
              <Home className="size-6" aria-hidden />
            </span>
            <h1 className="text-xl font-semibold leading-tight">{title}</h1>
            {description && <CardDescription>{description}</CardDescription>}
          </CardHeader>
          <CardContent className="grid gap-4">{children}</CardContent>
        </Card>
      </div>
    </div>
  );
}

import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { can } from "#shared/domain/permissions.ts";
import { paths } from "#shared/routing/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { profileQuery } from "#web/features/profiles/api/profiles-api.ts";
import { InvitationsCard } from "#web/features/profiles/components/invitations-card.tsx";
import { InviteButton } from "#web/features/profiles/components/invite-button.tsx";
import { MembersCard } from "#web/features/profiles/components/members-card.tsx";
import { MyProfileCard } from "#web/features/profiles/components/my-profile-card.tsx";
import { PhoneLinkCard } from "#web/features/profiles/components/phone-link-card.tsx";
import { ApiError } from "#web/lib/api-client.ts";

/** /profiles: 'Mi Perfil' / 'Información de tu cuenta', and the household's members. */
export default function ProfilesPage() {
  const { t } = useTranslation(["profiles", "common"]);
  const profile = useQuery(profileQuery);
  const noProfile =
    profile.error instanceof ApiError &&
    (profile.error.code === "NO_HOUSEHOLD" || profile.error.status === 404);

  useEffect(() => {
    // Spec §8: a profile that fails to load says so in a toast.
    if (profile.isError && !noProfile) toast.error(t("loadError"));
  }, [profile.isError, noProfile, t]);

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-muted-foreground">{t("description")}</p>
      </header>
      {profile.isPending ? (
        <p role="status" className="text-muted-foreground">
          {t("common:loading")}
        </p>
      ) : profile.isError ? (
        <div className="grid justify-items-start gap-3">
          <p role="alert">{noProfile ? t("noProfile") : t("loadError")}</p>
          {noProfile ? (
            <Button asChild>
              <Link to={paths.onboarding}>{t("toOnboarding")}</Link>
            </Button>
          ) : (
            <Button variant="outline" onClick={() => void profile.refetch()}>
              {t("retry")}
            </Button>
          )}
        </div>
      ) : (
        <>
          <MyProfileCard profile={profile.data} />
          <PhoneLinkCard />
          <MembersCard
            myRole={profile.data.role}
            householdName={profile.data.household.name}
            actions={
              can(profile.data.role, "members.manage") && (
                <InviteButton myRole={profile.data.role} />
              )
            }
          />
          {can(profile.data.role, "members.manage") && (
            <InvitationsCard myRole={profile.data.role} />
          )}
        </>
      )}
    </div>
  );
}

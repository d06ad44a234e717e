import { Cake, Mail, Pencil, Phone } from "lucide-react";
import { lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { RoleBadge } from "#web/components/household/role-badge.tsx";
import { ToneIcon } from "#web/components/household/tone-icon.tsx";
import { Avatar } from "#web/components/ui/avatar.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import type { Profile } from "#web/features/profiles/api/profiles-api.ts";
import { AvatarUpload } from "#web/features/profiles/components/avatar-upload.tsx";
import { LanguageSwitcher } from "#web/i18n/language-switcher.tsx";
import { formatLongDate } from "#web/lib/dates.ts";
import { LazyDialog } from "#web/lib/lazy-dialog.tsx";

// ADR 008/022: the form dialog (and Radix's) loads when idle, not with the profile.
const loadEditProfileDialog = () =>
  import("#web/features/profiles/components/edit-profile-dialog.tsx");
const EditProfileDialog = lazy(() =>
  loadEditProfileDialog().then((module) => ({ default: module.EditProfileDialog })),
);

/** A date-only birth date read at noon UTC, so no time zone turns it into the day before. */
const birthDate = (value: string) => new Date(`${value}T12:00:00Z`);

export function MyProfileCard({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation(["profiles", "household"]);
  const tone = profile.preferences.assistantTone;
  return (
    <Card>
      <CardContent className="grid gap-6 pt-6 sm:grid-cols-[auto_1fr]">
        <div className="flex flex-col items-center gap-3">
          <Avatar
            name={profile.name}
            src={profile.avatarUrl}
            alt={t("household:avatarAlt", { name: profile.name })}
            className="size-24 text-3xl"
          />
          <AvatarUpload />
        </div>
        <div className="grid content-start gap-4">
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-2xl font-semibold" data-testid="profile-name">
              {profile.name}
            </h2>
            <RoleBadge role={profile.role} />
          </div>
          <dl className="grid gap-3 text-sm">
            <div className="flex items-center gap-2">
              <Mail className="size-4 text-muted-foreground" aria-hidden />
              <dt className="sr-only">{t("fields.email")}</dt>
              <dd>{profile.email}</dd>
            </div>
            {profile.phone && (
              <div className="flex items-center gap-2">
                <Phone className="size-4 text-muted-foreground" aria-hidden />
                <dt className="sr-only">{t("fields.phone")}</dt>
                <dd>{profile.phone}</dd>
              </div>
            )}
            {profile.dateOfBirth && (
              <div className="flex items-center gap-2">
                <Cake className="size-4 text-muted-foreground" aria-hidden />
                <dt className="sr-only">{t("fields.birthDate")}</dt>
                <dd data-testid="profile-birth-date">
                  {formatLongDate(birthDate(profile.dateOfBirth), i18n.language)}
                </dd>
              </div>
            )}
          </dl>
          <dl className="grid gap-2 rounded-md bg-muted p-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted-foreground">{t("fields.tone")}</dt>
              <dd>
                <span className="inline-flex items-center gap-1.5">
                  <ToneIcon tone={tone} className="size-4 text-primary" />
                  {t(`household:tones.${tone}`)}
                </span>
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t("fields.allergies")}</dt>
              <dd>
                {profile.preferences.allergies.length > 0
                  ? profile.preferences.allergies.join(", ")
                  : t("noAllergies")}
              </dd>
            </div>
          </dl>
          <div className="flex flex-wrap items-center gap-3">
            <EditProfileButton profile={profile} />
            <LanguageSwitcher showLabel />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

/** «Editar perfil», with its dialog. */
function EditProfileButton({ profile }: { profile: Profile }) {
  const { t } = useTranslation("profiles");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Pencil aria-hidden />
        {t("edit")}
      </Button>
      <LazyDialog open={open} load={loadEditProfileDialog}>
        <EditProfileDialog profile={profile} open={open} onOpenChange={setOpen} />
      </LazyDialog>
    </>
  );
}

import { useTranslation } from "react-i18next";
import type { HouseholdRole } from "#shared/domain/roles.ts";
import { Badge } from "#web/components/ui/badge.tsx";

/** Spec §4: owner default, admin secondary, member and the others outline. */
const variants: Record<HouseholdRole, "default" | "secondary" | "outline"> = {
  owner: "default",
  admin: "secondary",
  member: "outline",
  child: "outline",
  guest: "outline",
};

export function RoleBadge({ role }: { role: HouseholdRole }) {
  const { t } = useTranslation("household");
  return (
    <Badge variant={variants[role]} data-role={role}>
      {t(`roles.${role}`)}
    </Badge>
  );
}

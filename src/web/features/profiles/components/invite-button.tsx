import { UserPlus } from "lucide-react";
import { lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import type { HouseholdRole } from "#shared/domain/roles.ts";
import { Button } from "#web/components/ui/button.tsx";
import { LazyDialog } from "#web/lib/lazy-dialog.tsx";

// ADR 008/022: the dialog (Radix's, and the invitation schemas' Zod) loads when idle, not with
// the members.
const loadInviteDialog = () => import("#web/features/profiles/components/invite-dialog.tsx");
const InviteDialog = lazy(() =>
  loadInviteDialog().then((module) => ({ default: module.InviteDialog })),
);

/** «Invitar» on the members' card. */
export function InviteButton({ myRole }: { myRole: HouseholdRole }) {
  const { t } = useTranslation("profiles");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <UserPlus aria-hidden />
        {t("invite.open")}
      </Button>
      <LazyDialog open={open} load={loadInviteDialog}>
        <InviteDialog myRole={myRole} open={open} onOpenChange={setOpen} />
      </LazyDialog>
    </>
  );
}

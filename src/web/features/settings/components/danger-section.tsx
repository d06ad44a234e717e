import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { can, canLeaveHousehold } from "#shared/domain/permissions.ts";
import { paths } from "#shared/routing/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { LazyConfirmDialog } from "#web/components/ui/lazy-confirm-dialog.tsx";
import {
  deleteAccount,
  deleteHousehold,
  leaveHousehold,
} from "#web/features/settings/api/settings-api.ts";
import { SectionCard } from "#web/features/settings/components/section-card.tsx";
import type { SettingsSectionProps } from "#web/features/settings/components/settings-section.ts";
import { errorText, NetworkError } from "#web/lib/api-client.ts";
import { meQuery, useMe } from "#web/lib/me.ts";
import { sessionQuery } from "#web/lib/session.ts";

type Action = "leave" | "deleteHousehold" | "deleteAccount";

/** Leave the household, delete it (owner), delete the account: each behind a confirmation. */
export function DangerSection({ settings }: SettingsSectionProps) {
  const { t } = useTranslation(["settings", "common"]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const [action, setAction] = useState<Action | null>(null);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const owner = !canLeaveHousehold(settings.role);
  const household = settings.household.name;
  const email = me.data?.user.email ?? "";
  const othersLeft = settings.plan.membersCount > 1;

  const open = (next: Action | null) => {
    setAction(next);
    setError(null);
  };

  /** Without a household the signed-in layout sends the user to onboarding. */
  const toOnboarding = async (message: string) => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "session" });
    await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
    toast.success(message);
    navigate(paths.onboarding, { replace: true });
  };

  const run = async (confirmation: string) => {
    setWorking(true);
    setError(null);
    try {
      if (action === "leave") {
        await leaveHousehold();
        await toOnboarding(t("danger.left"));
      } else if (action === "deleteHousehold") {
        await deleteHousehold(confirmation);
        await toOnboarding(t("danger.householdDeleted"));
      } else if (action === "deleteAccount") {
        await deleteAccount(confirmation);
        queryClient.clear();
        queryClient.setQueryData(sessionQuery.queryKey, null);
        toast.success(t("danger.accountDeleted"));
        navigate(paths.home, { replace: true });
      }
    } catch (caught) {
      setError(
        caught instanceof NetworkError
          ? t("common:errors.network")
          : errorText(caught, t, t("common:errors.generic")),
      );
      setWorking(false);
    }
  };

  const dialogs: Record<Action, { title: string; description: string; expected?: string }> = {
    leave: {
      title: t("danger.leaveTitle", { household }),
      description: t("danger.leaveDescription"),
    },
    deleteHousehold: {
      title: t("danger.deleteHouseholdTitle", { household }),
      description: t("danger.deleteHouseholdDescription"),
      expected: household,
    },
    deleteAccount: {
      title: t("danger.deleteAccountTitle"),
      description: [
        t("danger.deleteAccountDescription", { email }),
        owner &&
          (othersLeft
            ? t("danger.deleteAccountOwnerOthers")
            : t("danger.deleteAccountOwnerAlone", { household })),
      ]
        .filter(Boolean)
        .join(" "),
      expected: email,
    },
  };
  const current = action ? dialogs[action] : null;
  const labels: Record<Action, string> = {
    leave: t("danger.leave"),
    deleteHousehold: t("danger.deleteHousehold"),
    deleteAccount: t("danger.deleteAccount"),
  };

  return (
    <SectionCard id="peligro" title={t("danger.title")} description={t("danger.description")}>
      <div className="grid gap-3">
        {owner ? (
          <p className="text-sm text-muted-foreground">{t("danger.ownerCannotLeave")}</p>
        ) : (
          <Button variant="outline" className="justify-self-start" onClick={() => open("leave")}>
            {labels.leave}
          </Button>
        )}
        <div className="flex flex-wrap gap-2">
          {can(settings.role, "household.delete") && (
            <Button variant="destructive" onClick={() => open("deleteHousehold")}>
              {labels.deleteHousehold}
            </Button>
          )}
          <Button variant="destructive" onClick={() => open("deleteAccount")}>
            {labels.deleteAccount}
          </Button>
        </div>
      </div>
      <LazyConfirmDialog
        key={action ?? "none"}
        open={current !== null}
        onOpenChange={(next) => !next && open(null)}
        title={current?.title ?? ""}
        description={current?.description ?? ""}
        confirmLabel={action ? labels[action] : ""}
        pendingLabel={t("danger.working")}
        cancelLabel={t("danger.cancel")}
        closeLabel={t("common:close")}
        destructive
        pending={working}
        error={error}
        typedConfirmation={
          current?.expected !== undefined
            ? { label: t("danger.confirmation"), expected: current.expected }
            : undefined
        }
        onConfirm={(typed) => void run(typed)}
      />
    </SectionCard>
  );
}

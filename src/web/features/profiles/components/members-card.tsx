import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Crown, UserMinus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { assignableRoles, can, canManageMember } from "#shared/domain/permissions.ts";
import type { HouseholdRole } from "#shared/domain/roles.ts";
import { RoleBadge } from "#web/components/household/role-badge.tsx";
import { Avatar } from "#web/components/ui/avatar.tsx";
import { Button } from "#web/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "#web/components/ui/card.tsx";
import { NativeSelect } from "#web/components/ui/input.tsx";
import { LazyConfirmDialog } from "#web/components/ui/lazy-confirm-dialog.tsx";
import {
  changeRole,
  type Member,
  memberLimitQuery,
  membersQuery,
  removeMember,
  transferOwnership,
} from "#web/features/profiles/api/profiles-api.ts";
import { errorText } from "#web/lib/api-client.ts";

type Pending = { kind: "remove" | "transfer"; member: Member } | null;

/** The household's members with their roles; owners and admins change roles and remove people,
 * the owner hands the household over. */
export function MembersCard({
  myRole,
  householdName,
  actions,
}: {
  myRole: HouseholdRole;
  householdName: string;
  actions?: React.ReactNode;
}) {
  const { t } = useTranslation(["profiles", "household", "common"]);
  const queryClient = useQueryClient();
  const members = useQuery(membersQuery);
  const limit = useQuery(memberLimitQuery);
  const [pending, setPending] = useState<Pending>(null);
  const [working, setWorking] = useState(false);
  const manager = can(myRole, "members.manage");
  const transferer = can(myRole, "household.transferOwnership");

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ["members"] });
    await queryClient.invalidateQueries({ queryKey: ["me"] });
  };

  const setRole = async (member: Member, role: HouseholdRole) => {
    try {
      const list = await changeRole(member.profileId, role);
      queryClient.setQueryData(membersQuery.queryKey, list);
      toast.success(t("members.roleChanged"), {
        description: t("members.roleChangedDescription", {
          name: member.name,
          role: t(`household:roles.${role}`),
        }),
      });
    } catch (error) {
      toast.error(t("household:errorTitle"), { description: errorText(error, t) });
      await refresh();
    }
  };

  const confirm = async () => {
    if (!pending) return;
    setWorking(true);
    try {
      if (pending.kind === "remove") {
        await removeMember(pending.member.profileId);
        toast.success(t("members.removed", { name: pending.member.name }));
      } else {
        await transferOwnership(pending.member.profileId);
        toast.success(t("members.transferred", { name: pending.member.name }));
      }
      await refresh();
      setPending(null);
    } catch (error) {
      toast.error(t("household:errorTitle"), { description: errorText(error, t) });
    } finally {
      setWorking(false);
    }
  };

  const list = members.data ?? [];
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{t("members.title")}</CardTitle>
          {limit.data && (
            <CardDescription>
              {t("members.description", {
                household: householdName,
                count: limit.data.plan.membersCount,
                limit: limit.data.plan.membersLimit,
              })}
            </CardDescription>
          )}
        </div>
        {actions}
      </CardHeader>
      <CardContent>
        {members.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorText(members.error, t)}
          </p>
        )}
        <ul className="divide-y divide-border" aria-label={t("members.title")}>
          {list.map((member) => {
            const manageable = manager && !member.isMe && canManageMember(myRole, member.role);
            const roles = assignableRoles(myRole);
            return (
              <li
                key={member.profileId}
                className="flex flex-wrap items-center gap-3 py-3"
                data-testid="member"
              >
                <Avatar
                  name={member.name}
                  src={member.avatarUrl}
                  alt={t("household:avatarAlt", { name: member.name })}
                />
                <div className="grid min-w-0 flex-1">
                  <span className="truncate font-medium">
                    {member.name}{" "}
                    {member.isMe && (
                      <span className="text-muted-foreground">{t("members.you")}</span>
                    )}
                  </span>
                  {member.email && (
                    <span className="truncate text-sm text-muted-foreground">{member.email}</span>
                  )}
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {manageable ? (
                    <NativeSelect
                      aria-label={t("members.changeRole", { name: member.name })}
                      value={member.role}
                      className="h-11 w-auto sm:h-9"
                      onChange={(event) =>
                        void setRole(member, event.target.value as HouseholdRole)
                      }
                    >
                      {roles.map((role) => (
                        <option key={role} value={role}>
                          {t(`household:roles.${role}`)}
                        </option>
                      ))}
                    </NativeSelect>
                  ) : (
                    <RoleBadge role={member.role} />
                  )}
                  {manageable && transferer && (
                    // Words beside the icon: a crown alone says nothing on a phone (no hover).
                    <Button
                      variant="outline"
                      size="sm"
                      className="h-11 sm:h-9"
                      aria-label={t("members.transferNamed", { name: member.name })}
                      onClick={() => setPending({ kind: "transfer", member })}
                    >
                      <Crown aria-hidden />
                      {t("members.transfer")}
                    </Button>
                  )}
                  {manageable && (
                    <Button
                      variant="outline"
                      size="sm"
                      className="h-11 text-destructive sm:h-9"
                      aria-label={t("members.removeLabel", { name: member.name })}
                      onClick={() => setPending({ kind: "remove", member })}
                    >
                      <UserMinus aria-hidden />
                      {t("members.remove")}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
      <LazyConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={
          pending?.kind === "transfer"
            ? t("members.transferTitle", { name: pending.member.name })
            : t("members.removeTitle", { name: pending?.member.name ?? "" })
        }
        description={
          pending?.kind === "transfer"
            ? t("members.transferDescription", { name: pending.member.name })
            : t("members.removeDescription")
        }
        confirmLabel={
          pending?.kind === "transfer" ? t("members.transferConfirm") : t("members.removeConfirm")
        }
        pendingLabel={t("saving")}
        cancelLabel={t("cancel")}
        closeLabel={t("common:close")}
        destructive={pending?.kind === "remove"}
        pending={working}
        onConfirm={() => void confirm()}
      />
    </Card>
  );
}

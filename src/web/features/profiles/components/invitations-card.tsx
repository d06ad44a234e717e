import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { canManageMember } from "#shared/domain/permissions.ts";
import type { HouseholdRole } from "#shared/domain/roles.ts";
import { RoleBadge } from "#web/components/household/role-badge.tsx";
import {
  ShareLink,
  shareLinkQueryKey,
  useShareLink,
} from "#web/components/household/share-link.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { LazyConfirmDialog } from "#web/components/ui/lazy-confirm-dialog.tsx";
import {
  invitationsQuery,
  type PendingInvitation,
  resendInvitation,
  revokeInvitation,
} from "#web/features/profiles/api/profiles-api.ts";
import { errorText } from "#web/lib/api-client.ts";
import { formatLongDate } from "#web/lib/dates.ts";

/** For owners and admins: the shareable link and the invitations still pending. */
export function InvitationsCard({ myRole }: { myRole: HouseholdRole }) {
  const { t, i18n } = useTranslation(["profiles", "household", "common"]);
  const queryClient = useQueryClient();
  const invitations = useQuery(invitationsQuery);
  const link = useShareLink();
  const [revoking, setRevoking] = useState<PendingInvitation | "link" | null>(null);
  const [working, setWorking] = useState(false);

  const resend = async (invitation: PendingInvitation) => {
    try {
      await resendInvitation(invitation.id);
      toast.success(t("pending.resent"));
      await queryClient.invalidateQueries({ queryKey: invitationsQuery.queryKey });
    } catch (error) {
      toast.error(t("household:errorTitle"), { description: errorText(error, t) });
    }
  };

  const revoke = async () => {
    if (!revoking) return;
    setWorking(true);
    try {
      if (revoking === "link") {
        if (link.data) await revokeInvitation(link.data.id);
        await queryClient.invalidateQueries({ queryKey: shareLinkQueryKey });
        toast.success(t("shareRenewed"));
      } else {
        await revokeInvitation(revoking.id);
        await queryClient.invalidateQueries({ queryKey: invitationsQuery.queryKey });
        toast.success(t("pending.revoked"));
      }
      setRevoking(null);
    } catch (error) {
      toast.error(t("household:errorTitle"), { description: errorText(error, t) });
    } finally {
      setWorking(false);
    }
  };

  const list = invitations.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("pending.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-2">
          <ShareLink label={t("shareTitle")} />
          <Button
            variant="link"
            size="sm"
            className="justify-self-start px-0"
            disabled={!link.data}
            onClick={() => setRevoking("link")}
          >
            {t("shareRenew")}
          </Button>
        </div>
        {list.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("pending.empty")}</p>
        ) : (
          <ul className="divide-y divide-border" aria-label={t("pending.title")}>
            {list.map((invitation) => {
              const email = invitation.email ?? "";
              const manageable = canManageMember(myRole, invitation.role);
              return (
                <li
                  key={invitation.id}
                  className="flex flex-wrap items-center gap-3 py-3"
                  data-testid="invitation"
                >
                  <div className="grid min-w-0 basis-full sm:basis-0 sm:flex-1">
                    <span className="truncate font-medium">{email}</span>
                    <span className="text-sm text-muted-foreground">
                      {invitation.expired ? (
                        <Badge variant="destructive">{t("pending.expired")}</Badge>
                      ) : (
                        t("pending.expires", {
                          date: formatLongDate(invitation.expiresAt, i18n.language),
                        })
                      )}
                    </span>
                  </div>
                  <RoleBadge role={invitation.role} />
                  {manageable && (
                    <div className="flex gap-1">
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={t("pending.resendLabel", { email })}
                        onClick={() => void resend(invitation)}
                      >
                        {t("pending.resend")}
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t("pending.revokeLabel", { email })}
                        onClick={() => setRevoking(invitation)}
                      >
                        {t("pending.revoke")}
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <LazyConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={
          revoking === "link"
            ? t("shareRenew")
            : t("pending.revokeTitle", { email: revoking?.email ?? "" })
        }
        description={t("pending.revokeDescription")}
        confirmLabel={revoking === "link" ? t("shareRenew") : t("pending.revokeConfirm")}
        pendingLabel={t("saving")}
        cancelLabel={t("cancel")}
        closeLabel={t("common:close")}
        destructive
        pending={working}
        onConfirm={() => void revoke()}
      />
    </Card>
  );
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { can } from "#shared/domain/permissions.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { api, errorText } from "#web/lib/api-client.ts";
import { useMe } from "#web/lib/me.ts";

/** On a new household's dashboard: 'Cargar datos de ejemplo' fills every screen with a real
 * family's data (POST /api/demo-data), for owners and admins. */
export function DemoDataCard() {
  const { t } = useTranslation("dashboard");
  const me = useMe();
  const queryClient = useQueryClient();
  const load = useMutation({
    mutationFn: () => api("/api/demo-data", { method: "POST", body: {} }),
    onSuccess: () => toast.success(t("demoData.loaded")),
    onError: (error) =>
      toast.error(t("demoData.failed"), {
        description: errorText(error, t),
      }),
    onSettled: () => queryClient.invalidateQueries(),
  });
  const role = me.data?.membership?.role;
  if (!role || !can(role, "content.manageAny")) return null;
  return (
    <Card className="flex flex-wrap items-center gap-4 p-4" data-testid="demo-data-card">
      <Sparkles className="size-6 shrink-0 text-primary" aria-hidden />
      <div className="grid min-w-60 flex-1 gap-1">
        <h2 className="font-semibold">{t("demoData.title")}</h2>
        <p className="text-sm text-muted-foreground">{t("demoData.text")}</p>
      </div>
      <Button onClick={() => load.mutate()} disabled={load.isPending}>
        {load.isPending ? t("demoData.loading") : t("demoData.load")}
      </Button>
    </Card>
  );
}

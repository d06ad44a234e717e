import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { can, canSetServiceProvider, serviceRequestActor } from "#shared/domain/permissions.ts";
import { Button } from "#web/components/ui/button.tsx";
import { PageLoadFailed, PageLoading } from "#web/components/ui/page-load.tsx";
import { serviceRequestsQuery } from "#web/features/services/api/services-api.ts";
import { ServiceRequestCard } from "#web/features/services/components/service-request-card.tsx";
import { LazyDialog } from "#web/lib/lazy-dialog.tsx";
import { useMe } from "#web/lib/me.ts";

const loadRequestServiceDialog = () =>
  import("#web/features/services/components/request-service-dialog.tsx");
const RequestServiceDialog = lazy(() =>
  loadRequestServiceDialog().then((module) => ({ default: module.RequestServiceDialog })),
);

/** /services: the household's requests for a plumber, an electrician…, newest first. */
export default function ServicesPage() {
  const { t } = useTranslation("services");
  const me = useMe();
  const requests = useQuery(serviceRequestsQuery);
  const [requesting, setRequesting] = useState(false);

  if (requests.isPending || me.isPending) {
    return <PageLoading />;
  }
  if (requests.isError || !me.data?.membership) {
    return (
      <PageLoadFailed
        error={requests.error}
        fallback={t("loadFailed")}
        onRetry={() => void requests.refetch()}
      />
    );
  }

  const actor = me.data.membership;
  const role = actor.role;
  return (
    <section className="mx-auto grid max-w-5xl gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t("title")}</h1>
          <p className="text-sm text-muted-foreground">{t("subtitle")}</p>
        </div>
        {can(role, "services.request") && (
          <>
            <Button
              size="lg"
              className="h-11"
              aria-haspopup="dialog"
              aria-expanded={requesting}
              onClick={() => setRequesting(true)}
            >
              <Plus aria-hidden />
              {t("request")}
            </Button>
            <LazyDialog open={requesting} load={loadRequestServiceDialog}>
              <RequestServiceDialog open={requesting} onOpenChange={setRequesting} />
            </LazyDialog>
          </>
        )}
      </header>
      {requests.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
          {t("empty")}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {requests.data.map((request) => (
            <li key={request.id}>
              <ServiceRequestCard
                request={request}
                actor={serviceRequestActor(actor, request)}
                canManage={canSetServiceProvider(actor)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

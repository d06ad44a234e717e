import { CheckCircle2, ChevronDown, CircleAlert, Loader2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ResponseBody } from "#shared/contracts/contract.ts";
import type { healthContract } from "#shared/contracts/health.ts";
import { PublicPageLayout } from "#web/components/public/public-page-layout.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { api } from "#web/lib/api-client.ts";
import { usePageMeta } from "#web/lib/page-meta.ts";

/** /api/health's report: 200 when the database answers, 503 when it does not. */
type Health = ResponseBody<typeof healthContract.routes.check>;

type StatusState =
  | { kind: "checking" }
  | { kind: "answered"; health: Health }
  | { kind: "unreachable" };

/** The footer's 'Estado del servicio': what /api/health says right now. */
function ServiceStatus() {
  const { t } = useTranslation("help");
  const [state, setState] = useState<StatusState>({ kind: "checking" });
  const check = useCallback(async () => {
    setState({ kind: "checking" });
    try {
      const health = await api<Health>("/api/health");
      setState({ kind: "answered", health });
    } catch {
      setState({ kind: "unreachable" });
    }
  }, []);
  useEffect(() => {
    void check();
  }, [check]);

  const ok = state.kind === "answered" && state.health.status === "ok";
  const latency =
    state.kind === "answered" && state.health.status === "ok"
      ? state.health.database.latencyMs
      : undefined;
  return (
    <section id="estado" aria-labelledby="estado-title" className="grid scroll-mt-4 gap-3">
      <h2 id="estado-title" className="text-2xl font-bold">
        {t("status.title")}
      </h2>
      <div
        role="status"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card p-5"
      >
        {state.kind === "checking" ? (
          <Loader2 className="size-6 animate-spin text-muted-foreground" aria-hidden />
        ) : ok ? (
          <CheckCircle2 className="size-6 text-green-700" aria-hidden />
        ) : (
          <CircleAlert className="size-6 text-destructive" aria-hidden />
        )}
        <div className="grid flex-1">
          <p className="font-medium">
            {state.kind === "checking"
              ? t("status.checking")
              : state.kind === "unreachable"
                ? t("status.unreachable")
                : ok
                  ? t("status.ok")
                  : t("status.error")}
          </p>
          {latency !== undefined && (
            <p className="text-sm text-muted-foreground">{t("status.database", { latency })}</p>
          )}
        </div>
        <Button variant="outline" size="sm" onClick={() => void check()}>
          {t("status.recheck")}
        </Button>
      </div>
    </section>
  );
}

export default function HelpPage() {
  usePageMeta("help");
  const { t } = useTranslation("help");
  const faq = t("faq", { returnObjects: true }) as { question: string; answer: string }[];
  return (
    <PublicPageLayout backLabel={t("backHome")}>
      <div className="grid gap-12">
        <header className="grid gap-3">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
          <p className="text-lg text-pretty">{t("intro")}</p>
          <p>
            <Button asChild>
              <a href="/#contacto">{t("contactCta")}</a>
            </Button>
          </p>
        </header>
        <section aria-labelledby="faq-title" className="grid gap-3">
          <h2 id="faq-title" className="text-2xl font-bold">
            {t("faqTitle")}
          </h2>
          {faq.map((item) => (
            <details
              key={item.question}
              className="group rounded-lg border border-border bg-card p-4 [&_summary::-webkit-details-marker]:hidden"
            >
              <summary className="flex cursor-pointer items-center justify-between gap-4 font-medium">
                {item.question}
                <ChevronDown
                  className="size-5 shrink-0 transition-transform group-open:rotate-180"
                  aria-hidden
                />
              </summary>
              <p className="mt-3 text-stone-800">{item.answer}</p>
            </details>
          ))}
        </section>
        <ServiceStatus />
      </div>
    </PublicPageLayout>
  );
}

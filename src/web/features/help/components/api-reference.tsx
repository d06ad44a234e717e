import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

type State = "loading" | "ready" | "failed";

/** The generated OpenAPI description, rendered by Scalar. The prerendered HTML and the first
 * client render are the same placeholder; Scalar's chunk is fetched only after hydration, and
 * only here (`import()`), so the landing and the signed-in screens never download it. */
export function ApiReference() {
  const { t, i18n } = useTranslation("help");
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>("loading");
  const language = i18n.language;
  const copyCode = t("developers.reference.copyCode");
  const notifications = t("developers.reference.notifications");

  useEffect(() => {
    let unmount: (() => void) | undefined;
    let cancelled = false;
    import("#web/features/help/lib/mount-api-reference.ts")
      .then(({ mountApiReference }) => {
        if (cancelled || !host.current) return;
        unmount = mountApiReference(host.current, { language, copyCode, notifications });
        setState("ready");
      })
      .catch(() => {
        if (!cancelled) setState("failed");
      });
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [language, copyCode, notifications]);

  return (
    <div className="grid gap-3">
      {state !== "ready" && (
        <p role="status" className="text-sm text-muted-foreground">
          {state === "loading"
            ? t("developers.reference.loading")
            : t("developers.reference.failed")}
        </p>
      )}
      <div
        ref={host}
        className="hogaria-api-reference overflow-hidden rounded-lg border border-border bg-card"
      />
    </div>
  );
}

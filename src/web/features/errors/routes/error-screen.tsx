import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";

/** The fallback screen for anything a route throws (spec §8). */
export function ErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">{t("errorScreen.title")}</h1>
      <p className="max-w-xl break-words font-mono text-sm text-muted-foreground">{detail}</p>
      <div className="flex gap-4">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="text-primary underline cursor-pointer"
        >
          {t("errorScreen.reload")}
        </button>
        <a href="/" className="text-primary underline">
          {t("errorScreen.home")}
        </a>
      </div>
    </main>
  );
}

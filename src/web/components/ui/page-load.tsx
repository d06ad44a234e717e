import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button.tsx";
import { errorText } from "#web/lib/api-client.ts";

/** What a page shows while its data is on the way. */
export function PageLoading() {
  const { t } = useTranslation();
  return <p className="py-12 text-center text-muted-foreground">{t("common:loading")}</p>;
}

/** A page whose data did not arrive: why (`errorText`, else `fallback`) and a way to try again. */
export function PageLoadFailed({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid justify-items-center gap-3 py-12 text-center">
      <p>{errorText(error, t, fallback)}</p>
      <Button variant="outline" onClick={onRetry}>
        {t("common:errors.retry")}
      </Button>
    </div>
  );
}

import { format, formatDistanceToNow } from "date-fns";
import { useTranslation } from "react-i18next";
import { dateLocale } from "#web/lib/dates.ts";

/** "hace 5 minutos", with the full date on hover and for machines. */
export function RelativeTime({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  const locale = dateLocale(i18n.language);
  const date = new Date(iso);
  // A server clock slightly ahead of the device's must not read "dentro de unos segundos".
  const shown = new Date(Math.min(date.getTime(), Date.now()));
  return (
    <time dateTime={iso} title={format(date, "PPPPp", { locale })}>
      {formatDistanceToNow(shown, { addSuffix: true, locale })}
    </time>
  );
}

/** Building an Intl.DateTimeFormat costs more than a database query; using one costs little.
 * Code that formats many dates (a reminder pass, every chat message) takes them from here:
 * one formatter per locale and options, kept for the life of the process. */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

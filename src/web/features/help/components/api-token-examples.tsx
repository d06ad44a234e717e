import { useTranslation } from "react-i18next";

/** Where the examples point: a placeholder, the same in the prerendered page and the app. */
const host = "https://hogaria.example";

/** Long lines wrap instead of scrolling sideways on a phone (a scrolling block a keyboard cannot
 * reach: axe's scrollable-region-focusable). */
const codeBlock =
  "whitespace-pre-wrap rounded-lg border border-border bg-card p-4 text-xs [overflow-wrap:anywhere]";

/** /desarrolladores: using a personal API token from curl and a Home Assistant REST sensor. */
export function ApiTokenExamples() {
  const { t } = useTranslation("help");
  const curl = [
    `# ${t("developers.tokens.curlRead")}`,
    `curl -H "Authorization: Bearer hgr_…" ${host}/api/tasks`,
    "",
    `# ${t("developers.tokens.curlWrite")}`,
    `curl -X POST ${host}/api/shopping/items \\`,
    `  -H "Authorization: Bearer hgr_…" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '{"name": "${t("developers.tokens.curlItem")}", "quantity": "1"}'`,
  ].join("\n");
  const homeAssistant = [
    "# configuration.yaml",
    "sensor:",
    "  - platform: rest",
    `    name: ${t("developers.tokens.sensorName")}`,
    `    resource: ${host}/api/tasks`,
    "    headers:",
    "      Authorization: !secret hogaria_token",
    '    value_template: "{{ value_json.totals.todo }}"',
    "    scan_interval: 300",
    "",
    "# secrets.yaml",
    'hogaria_token: "Bearer hgr_…"',
  ].join("\n");
  return (
    <section aria-labelledby="api-tokens" className="grid gap-3">
      <h2 id="api-tokens" className="text-2xl font-bold">
        {t("developers.tokens.title")}
      </h2>
      <p className="leading-relaxed">{t("developers.tokens.body")}</p>
      <h3 className="text-lg font-semibold">curl</h3>
      <pre className={codeBlock}>
        <code>{curl}</code>
      </pre>
      <h3 className="text-lg font-semibold">Home Assistant</h3>
      <p className="leading-relaxed">{t("developers.tokens.homeAssistant")}</p>
      <pre className={codeBlock}>
        <code>{homeAssistant}</code>
      </pre>
      <p className="text-sm text-muted-foreground">{t("developers.tokens.limits")}</p>
    </section>
  );
}

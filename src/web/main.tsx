import "#web/lib/zod-config.ts";
import "./styles.css";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AppRoot } from "#web/app/app-root.tsx";
import { createAppRouter, resolveRoutesFor } from "#web/app/router.tsx";
import { i18n, initI18n } from "#web/i18n/i18n.ts";
import { registerServiceWorker } from "#web/lib/service-worker.ts";
import { canHydrate } from "#web/prerender/can-hydrate.ts";

await initI18n();
await resolveRoutesFor(window.location.pathname);
const container = document.getElementById("root") as HTMLElement;
const router = createAppRouter({
  overPrerenderedPage: container.dataset.prerendered !== undefined,
});
const app = <AppRoot router={router} />;

// ADR 004: a prerendered page is hydrated when this visit renders exactly what the build did;
// otherwise React renders afresh over the prerendered HTML, which was only there to paint early.
if (canHydrate(container, window.location, i18n.language)) hydrateRoot(container, app);
else createRoot(container).render(app);
registerServiceWorker();

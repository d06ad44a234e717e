/** Scalar's reference, mounted on one element. This module (Scalar, Vue and its styles) is only
 * ever imported dynamically by /desarrolladores, so no other page downloads it (ADR 023). */
import { createApiReference } from "@scalar/api-reference";
import "@scalar/api-reference/style.css";
import { openApiPath } from "#web/features/help/lib/openapi-path.ts";

const contrastCss = `
.light-mode, .light-mode .scalar-app, .scalar-app.light-mode {
  --scalar-color-2: #4b4b4b !important;
  --scalar-color-3: #5a5a5a !important;
  --scalar-color-disabled: #5a5a5a !important;
  --scalar-color-green: #00704a !important;
  --scalar-color-blue: #0b5cad !important;
  --scalar-color-orange: #9a4a00 !important;
  --scalar-color-red: #b4232a !important;
  --scalar-color-purple: #6a3db5 !important;
  --scalar-color-yellow: #735600 !important;
}
.scalar-app .endpoints,
.scalar-app .scalar-card-content:has(> .endpoints) { overflow: visible !important; max-height: none !important; }
.scalar-app .sidebar-search-placeholder { color: #5a5a5a; }
`;

/** Scalar's built-in UI translations (its `localization.locale`) for the app's languages. */
const scalarLocales = { es: "es", en: "en", "pt-BR": "pt" } as const;

export interface ApiReferenceLabels {
  /** The app's language ("es", "en", "pt-BR"): Scalar's own buttons and headings follow it. */
  language: string;
  /** The name of Scalar's copy buttons, which have none of their own (axe's button-name). */
  copyCode: string;
  /** The name of Scalar's toasts region. */
  notifications: string;
}

export function mountApiReference(element: HTMLElement, labels: ApiReferenceLabels): () => void {
  const reference = createApiReference(element, {
    url: openApiPath,
    // Scalar's chrome ("Request", "Responses", "Copy", "Test Request"…) in the page's language;
    // the document's own texts (summaries, descriptions) are Spanish.
    localization: {
      locale: scalarLocales[labels.language as keyof typeof scalarLocales] ?? "es",
    },
    // The modern layout without its sidebar: one column that fits the page's own width. (The
    // classic layout nests buttons inside each operation's toggle: axe's nested-interactive.)
    layout: "modern",
    showSidebar: false,
    theme: "default",
    // Everything from our own origin: no web fonts from Scalar's CDN, no telemetry, no agent.
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    hideDarkModeToggle: true,
    forceDarkModeState: "light",
    showDeveloperTools: "never",
    hideClientButton: false,
    documentDownloadType: "json",
    // Scalar's light greys and method colours fall under 4.5:1 (axe color-contrast): darker
    // ones; each tag's list of operations grows instead of scrolling (scrollable-region-focusable).
    customCss: contrastCss,
  });
  // The page has its own <main>: Scalar's becomes a region (one main landmark), its toasts'
  // region gets a name of its own (the app's toasts have the same one), and its code blocks'
  // copy buttons a name, in the page's language.
  const landmarks = new MutationObserver(() => {
    for (const main of element.querySelectorAll("main")) main.setAttribute("role", "region");
    for (const toasts of element.querySelectorAll('section[aria-label^="Notifications"]')) {
      toasts.setAttribute("aria-label", labels.notifications);
    }
    for (const copy of element.querySelectorAll("button.scalar-code-copy:not([aria-label])")) {
      copy.setAttribute("aria-label", labels.copyCode);
    }
  });
  landmarks.observe(element, { childList: true, subtree: true });
  return () => {
    landmarks.disconnect();
    reference.destroy();
  };
}

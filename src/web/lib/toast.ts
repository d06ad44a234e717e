import type { toast as sonnerToast } from "sonner";

/**
 * sonner's `toast`, without sonner in the first view's files (ADR 022): ~10 KB gzip and its CSS,
 * which no screen needs to paint. The build hands this module to every `import … from "sonner"`
 * of the app (vite.config.ts, `lazyToasts`); this module alone imports the real one, when the
 * browser is next idle after the first paint (Providers mounts the Toaster then) or with the
 * first toast, whichever comes first. A toast asked for before then is shown once it has loaded
 * (sonner replays the toasts created before its Toaster subscribed). Unit tests import sonner
 * itself (Vitest does not read vite.config.ts).
 */
type Toast = typeof sonnerToast;
type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | undefined;
let loaded: Sonner | undefined;
const wanted = new Set<() => void>();

/** Calls `listener` once sonner is first asked for (a toast, or the Toaster); answers a cancel. */
export function whenSonnerWanted(listener: () => void): () => void {
  if (sonner) {
    listener();
    return () => {};
  }
  wanted.add(listener);
  return () => wanted.delete(listener);
}

/** The real sonner, loaded once; a failed load (offline mid-deploy) is tried again next time. */
export function loadSonner(): Promise<Sonner> {
  if (sonner) return sonner;
  sonner = import("sonner").then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      sonner = undefined;
      throw error;
    },
  );
  for (const listener of wanted) listener();
  wanted.clear();
  return sonner;
}

function forward<Name extends keyof Toast>(name: Name) {
  return ((...args: unknown[]) => {
    if (loaded) return (loaded.toast[name] as (...rest: unknown[]) => unknown)(...args);
    loadSonner().then(
      (module) => (module.toast[name] as (...rest: unknown[]) => unknown)(...args),
      () => {},
    );
    return undefined;
  }) as Toast[Name];
}

const message = ((...args: Parameters<Toast>) => {
  if (loaded) return loaded.toast(...args);
  loadSonner().then(
    (module) => module.toast(...args),
    () => {},
  );
  return undefined;
}) as unknown as Toast;

/** The same calls as sonner's `toast`; before sonner has loaded they answer no toast id. */
export const toast: Toast = Object.assign(message, {
  success: forward("success"),
  info: forward("info"),
  warning: forward("warning"),
  error: forward("error"),
  custom: forward("custom"),
  message: forward("message"),
  promise: forward("promise"),
  dismiss: forward("dismiss"),
  loading: forward("loading"),
  getHistory: forward("getHistory"),
  getToasts: forward("getToasts"),
});

import { type ComponentProps, lazy } from "react";
import type { ConfirmDialog as EagerConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { LazyDialog } from "#web/lib/lazy-dialog.tsx";

// ADR 008/022: Radix's dialog (focus trap, scroll lock: ~10 KB gzip) loads when idle after the
// page shows, not with it.
const loadConfirmDialog = () => import("#web/components/ui/confirm-dialog.tsx");
const ConfirmDialog = lazy(() =>
  loadConfirmDialog().then((module) => ({ default: module.ConfirmDialog })),
);

/** `ConfirmDialog` behind `LazyDialog`, for a screen's first view: same props, same dialog. */
export function LazyConfirmDialog(props: ComponentProps<typeof EagerConfirmDialog>) {
  return (
    <LazyDialog open={props.open} load={loadConfirmDialog}>
      <ConfirmDialog {...props} />
    </LazyDialog>
  );
}

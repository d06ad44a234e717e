import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "#web/components/ui/sheet.tsx";

/** The sidebar on a phone: a sheet from the side, loaded the first time it is needed. */
export function MobileSidebar({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-[18rem]" closeLabel={t("close")}>
        <SheetTitle className="sr-only">{t("sidebar.group")}</SheetTitle>
        <SheetDescription className="sr-only">{t("sidebar.description")}</SheetDescription>
        {children}
      </SheetContent>
    </Sheet>
  );
}

import { CloudOff, Pencil, Trash2 } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import type { ShownShoppingItem } from "#web/features/shopping/api/pending-shopping.ts";
import { cn } from "#web/lib/cn.ts";

interface ShoppingItemRowProps {
  item: ShownShoppingItem;
  /** The signed-in member's id: "who added it" is shown only for other people's items. */
  userId: string;
  canCheck: boolean;
  canChange: boolean;
  onCheck: (checked: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One item: the whole row is the checkbox's label, a big target for a thumb in a busy aisle. */
export function ShoppingItemRow({
  item,
  userId,
  canCheck,
  canChange,
  onCheck,
  onEdit,
  onDelete,
}: ShoppingItemRowProps) {
  const { t } = useTranslation("shopping");
  const id = useId();
  const addedBy = item.addedBy !== userId && item.addedByName;
  return (
    <li
      data-item-id={item.id}
      className={cn(
        "flex min-h-14 items-center rounded-lg border border-border bg-card pl-1 shadow-xs",
        item.isChecked && "bg-muted/60",
      )}
    >
      <Checkbox
        id={id}
        checked={item.isChecked}
        disabled={!canCheck}
        onCheckedChange={(value) => onCheck(value === true)}
        touch
      />
      <label
        htmlFor={id}
        className={cn(
          "flex min-h-14 min-w-0 flex-1 flex-col justify-center py-2 pr-2 pl-1",
          canCheck && "cursor-pointer",
        )}
      >
        <span
          className={cn(
            "break-words font-medium",
            item.isChecked && "text-muted-foreground line-through",
          )}
        >
          {item.name}
          {item.quantity && (
            <>
              {" "}
              <span className="ml-1 font-semibold text-primary">{item.quantity}</span>
            </>
          )}
        </span>
        {(item.notes || addedBy) && (
          <span className="text-sm text-muted-foreground">
            {[item.notes, addedBy ? t("item.addedBy", { name: item.addedByName }) : null]
              .filter(Boolean)
              .join(" · ")}
          </span>
        )}
        {item.pending && (
          <span className="flex items-center gap-1 text-xs font-medium text-amber-800">
            <CloudOff className="size-3.5 shrink-0" aria-hidden />
            {t("common:outbox.pending")}
          </span>
        )}
      </label>
      {canChange && (
        <>
          <Button
            variant="ghost"
            size="icon"
            className="size-11 text-muted-foreground"
            aria-label={t("item.edit", { name: item.name })}
            onClick={onEdit}
          >
            <Pencil aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="mr-1 size-11 text-muted-foreground hover:text-destructive"
            aria-label={t("item.delete", { name: item.name })}
            onClick={onDelete}
          >
            <Trash2 aria-hidden />
          </Button>
        </>
      )}
    </li>
  );
}

import { useTranslation } from "react-i18next";
import type { ShoppingItem } from "#shared/schemas/shopping.ts";
import { groupByAisle } from "#shared/shopping/categories.ts";

interface AisleColumnProps {
  id: string;
  title: string;
  empty: string;
  items: ShoppingItem[];
  renderItem: (item: ShoppingItem) => React.ReactNode;
  /** A control beside the title, such as 'Vaciar comprados'. */
  action?: React.ReactNode;
}

/** 'Por Comprar' or 'Comprados': items grouped by aisle, in the order a shopper walks the store. */
export function AisleColumn({ id, title, empty, items, renderItem, action }: AisleColumnProps) {
  const { t } = useTranslation("shopping");
  const groups = groupByAisle(items);
  return (
    <section aria-labelledby={id} className="grid content-start gap-3">
      <div className="flex min-h-10 items-center justify-between gap-2">
        <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
          {title}
          <span className="rounded-full bg-muted px-2 py-0.5 text-sm font-medium text-muted-foreground">
            {items.length}
          </span>
        </h2>
        {action}
      </div>
      {groups.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
          {empty}
        </p>
      ) : (
        groups.map((group) => (
          <div key={group.category} className="grid gap-2">
            <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {t(`categories.${group.category}`)}
            </h3>
            <ul className="grid gap-2">{group.items.map(renderItem)}</ul>
          </div>
        ))
      )}
    </section>
  );
}

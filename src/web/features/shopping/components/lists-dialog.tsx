import { Archive, ArchiveRestore } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { type Actor, can, canChangeShoppingList } from "#shared/domain/permissions.ts";
import type { ShoppingList, ShoppingOverview } from "#shared/schemas/shopping.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { Input } from "#web/components/ui/input.tsx";
import {
  useCreateShoppingList,
  useUpdateShoppingList,
} from "#web/features/shopping/api/shopping-api.ts";
import { errorText } from "#web/lib/api-client.ts";

interface ListsDialogProps {
  overview: ShoppingOverview;
  /** Who is looking: the lists they may change show their buttons. */
  actor: Actor;
  onCreated: (list: ShoppingList) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Create, rename, archive and restore lists, within the plan's limit (Gratis: one). Opened by
 * `ListsButton`, which loads this code when idle (ADR 008/022). */
export function ListsDialog({
  overview,
  actor,
  onCreated,
  open,
  onOpenChange: setOpen,
}: ListsDialogProps) {
  const { t } = useTranslation("shopping");
  const create = useCreateShoppingList();
  const [newName, setNewName] = useState("");
  const newNameId = useId();
  const { maxLists, activeLists } = overview.limits;
  const full = maxLists !== null && activeLists >= maxLists;
  const canCreate = can(actor.role, "content.create");
  // The service's own rule: a button shown is a change the server accepts.
  const canManage = (list: ShoppingList) => canChangeShoppingList(actor, list);
  const failed = (error: unknown) =>
    toast.error(t("lists.failed"), {
      description: errorText(error, t),
    });

  const submitNew = (event: React.FormEvent) => {
    event.preventDefault();
    if (!newName.trim()) {
      toast.error(t("validation:listNameRequired"));
      return;
    }
    create.mutate(
      { name: newName },
      {
        onSuccess: (list) => {
          setNewName("");
          toast.success(t("lists.created"), { description: list.name });
          onCreated(list);
        },
        onError: failed,
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent closeLabel={t("common:close")}>
        <DialogHeader>
          <DialogTitle>{t("lists.title")}</DialogTitle>
          <DialogDescription>
            {maxLists === null ? t("lists.unlimited") : t("lists.limit", { max: maxLists })}
          </DialogDescription>
        </DialogHeader>
        <section className="grid gap-2" aria-label={t("lists.active")}>
          <h3 className="text-sm font-semibold">{t("lists.active")}</h3>
          {overview.lists.length === 0 && (
            <p className="text-sm text-muted-foreground">{t("lists.noneActive")}</p>
          )}
          <ul className="grid gap-2">
            {overview.lists.map((list) => (
              <ListRow key={list.id} list={list} editable={canManage(list)} onError={failed} />
            ))}
          </ul>
        </section>
        {canCreate && (
          <form onSubmit={submitNew} noValidate className="grid gap-1.5">
            <label htmlFor={newNameId} className="text-sm font-semibold">
              {t("lists.newList")}
            </label>
            <div className="flex gap-2">
              <Input
                id={newNameId}
                value={newName}
                maxLength={60}
                onChange={(event) => setNewName(event.target.value)}
                placeholder={t("lists.newPlaceholder")}
                disabled={full}
              />
              <Button type="submit" disabled={full || create.isPending}>
                {t("lists.create")}
              </Button>
            </div>
            {full && <p className="text-sm text-muted-foreground">{t("lists.full")}</p>}
          </form>
        )}
        {overview.archivedLists.length > 0 && (
          <section className="grid gap-2" aria-label={t("lists.archived")}>
            <h3 className="text-sm font-semibold">{t("lists.archived")}</h3>
            <ul className="grid gap-2">
              {overview.archivedLists.map((list) => (
                <ArchivedRow
                  key={list.id}
                  list={list}
                  editable={canManage(list) && !full}
                  onError={failed}
                />
              ))}
            </ul>
          </section>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ListRow({
  list,
  editable,
  onError,
}: {
  list: ShoppingList;
  editable: boolean;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation("shopping");
  const update = useUpdateShoppingList();
  const [name, setName] = useState(list.name);
  const inputId = useId();
  if (!editable) return <li className="rounded-md border border-border px-3 py-2">{list.name}</li>;

  const rename = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      toast.error(t("validation:listNameRequired"));
      return;
    }
    update.mutate(
      { id: list.id, name },
      { onSuccess: () => toast.success(t("lists.renamed")), onError },
    );
  };
  return (
    <li>
      <form onSubmit={rename} noValidate className="flex flex-wrap items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t("lists.nameOf", { name: list.name })}
        </label>
        <Input
          id={inputId}
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
          className="min-w-40 flex-1"
        />
        <Button type="submit" variant="secondary" disabled={update.isPending || name === list.name}>
          {t("lists.save")}
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { id: list.id, isActive: false },
              {
                onSuccess: () =>
                  toast.success(t("lists.archivedToast"), { description: list.name }),
                onError,
              },
            )
          }
        >
          <Archive aria-hidden />
          {t("lists.archive")}
          <span className="sr-only">{list.name}</span>
        </Button>
      </form>
    </li>
  );
}

function ArchivedRow({
  list,
  editable,
  onError,
}: {
  list: ShoppingList;
  editable: boolean;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation("shopping");
  const update = useUpdateShoppingList();
  return (
    <li className="flex items-center justify-between gap-2 rounded-md border border-dashed border-border px-3 py-1.5">
      <span className="text-muted-foreground">{list.name}</span>
      {editable && (
        <Button
          variant="ghost"
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { id: list.id, isActive: true },
              {
                onSuccess: () => toast.success(t("lists.restored"), { description: list.name }),
                onError,
              },
            )
          }
        >
          <ArchiveRestore aria-hidden />
          {t("lists.restore")}
          <span className="sr-only">{list.name}</span>
        </Button>
      )}
    </li>
  );
}

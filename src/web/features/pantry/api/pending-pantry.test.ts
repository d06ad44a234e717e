import { describe, expect, it } from "vitest";
import type { PantryItemView, PantryOverview } from "#shared/schemas/pantry.ts";
import { withPendingPantryWrites } from "#web/features/pantry/api/pending-pantry.ts";
import type { PendingWrite } from "#web/lib/outbox.ts";

const rice = {
  id: "r",
  name: "Arroz",
  qtyOnHand: 2,
  unit: "kg",
  reorderThreshold: 2,
  lowStock: false,
  missing: 0,
} as unknown as PantryItemView;

const overview: PantryOverview = { today: "2026-11-25", items: [rice] };

const adjust = (key: string, delta: number, state: PendingWrite["state"] = "waiting") =>
  ({
    key,
    method: "POST",
    path: "/api/pantry/items/r/adjust",
    body: { delta },
    topic: "pantry",
    label: "Arroz",
    createdAt: "2026-11-25T11:00:00.000Z",
    state,
  }) satisfies PendingWrite;

describe("the pantry with the outbox's waiting +/- laid over it", () => {
  it("adds them up in order, never below 0, and says when it runs low", () => {
    const shown = withPendingPantryWrites(overview, [
      adjust("k1", -1),
      adjust("k2", -5),
      adjust("k3", 1),
    ]);
    expect(shown.items[0]).toMatchObject({ qtyOnHand: 1, lowStock: true, pending: true });
  });

  it("shows a change still being sent without the pending mark", () => {
    const shown = withPendingPantryWrites(overview, [adjust("k1", 1, "sending")]);
    expect(shown.items[0]).toMatchObject({ qtyOnHand: 3, pending: false });
  });
});

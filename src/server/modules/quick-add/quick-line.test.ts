import { describe, expect, it } from "vitest";
import { readQuickLine } from "#server/modules/quick-add/quick-line.ts";

// Wednesday 25 November 2026.
const today = "2026-11-25";

describe("a quick-add line", () => {
  it("takes the day and time out of the title, keeping the member's spelling", () => {
    expect(readQuickLine("pagar la luz el viernes", today, "es")).toEqual({
      title: "Pagar la luz",
      date: "2026-11-27",
      time: null,
    });
    expect(
      readQuickLine(
        "Cita con el pediatra para el 15 de diciembre a las 5 de la tarde",
        today,
        "es",
      ),
    ).toEqual({
      title: "Cita con el pediatra",
      date: "2026-12-15",
      time: "17:00",
    });
    expect(readQuickLine("Reunión de la escuela mañana 10:30", today, "es")).toEqual({
      title: "Reunión de la escuela",
      date: "2026-11-26",
      time: "10:30",
    });
    expect(readQuickLine("pay the water bill on friday", today, "en").date).toBe("2026-11-27");
    expect(readQuickLine("pagar a conta na sexta", today, "pt").date).toBe("2026-11-27");
  });

  it("leaves a line without a date as it is", () => {
    expect(readQuickLine("sacar la basura", today, "es")).toEqual({
      title: "Sacar la basura",
      date: null,
      time: null,
    });
  });
});

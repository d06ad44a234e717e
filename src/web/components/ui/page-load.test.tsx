// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import common from "#shared/i18n/locales/es/common.json" with { type: "json" };
import { PageLoadFailed } from "#web/components/ui/page-load.tsx";
import { ApiError, NetworkError } from "#web/lib/api-client.ts";

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: "es",
    resources: { es: { common } },
    defaultNS: "common",
  });
});

afterEach(cleanup);

describe("a page whose data did not arrive", () => {
  it("says the server's reason and tries again on «Reintentar»", () => {
    const onRetry = vi.fn();
    render(
      <PageLoadFailed
        error={new ApiError(500, "INTERNAL", "El servidor no respondió a tiempo")}
        fallback="No se pudo cargar la despensa"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText("El servidor no respondió a tiempo")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("says the connection failed when offline, and the page's own words otherwise", () => {
    const { rerender } = render(
      <PageLoadFailed error={new NetworkError("offline")} fallback="No cargó" onRetry={() => {}} />,
    );
    expect(screen.getByText(common.errors.network)).toBeTruthy();
    rerender(<PageLoadFailed error={new Error("boom")} fallback="No cargó" onRetry={() => {}} />);
    expect(screen.getByText("No cargó")).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import common from "#shared/i18n/locales/es/common.json" with { type: "json" };
import { ErrorScreen } from "#web/features/errors/routes/error-screen.tsx";

beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: "es", resources: { es: { common } }, defaultNS: "common" });
});

function Broken(): never {
  throw new Error("se rompió la receta");
}

describe("ErrorScreen", () => {
  it("shows the fallback title and what went wrong", async () => {
    // React reports the thrown error; this test is about what the person sees.
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const router = createMemoryRouter([
      { path: "/", element: <Broken />, errorElement: <ErrorScreen /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeTruthy();
    expect(screen.getByText("se rompió la receta")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Volver al inicio" }).getAttribute("href")).toBe("/");
    spy.mockRestore();
  });

  it("shows the status of a route error response", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const router = createMemoryRouter([
      {
        path: "/",
        loader: () => {
          throw new Response("Nada", { status: 503, statusText: "Service Unavailable" });
        },
        element: <p>nunca</p>,
        hydrateFallbackElement: <p>Cargando...</p>,
        errorElement: <ErrorScreen />,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText("503 Service Unavailable")).toBeTruthy();
    spy.mockRestore();
  });
});

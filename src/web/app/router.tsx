import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { paths } from "#shared/routing/paths.ts";
import { queryClient } from "#web/app/providers.tsx";
import { ErrorScreen } from "#web/features/errors/routes/error-screen.tsx";
import { i18n } from "#web/i18n/i18n.ts";
import { LoadingScreen } from "#web/layouts/loading-screen.tsx";
import { RootLayout } from "#web/layouts/root-layout.tsx";
import { meQuery } from "#web/lib/me.ts";
import { sessionQuery } from "#web/lib/session.ts";

type RouteModule = { default: React.ComponentType };

/** Code-split route: the screen's module and its translation namespaces load together, and its
 * data is asked for at the same time (`prefetch`), not once its code has arrived and rendered
 * (ADR 022). The screen shows without waiting for the data: it has its own loading state. */
function screen(
  load: () => Promise<RouteModule>,
  namespaces: string[] = [],
  prefetch?: () => Promise<unknown>,
): RouteObject["lazy"] {
  return async () => {
    void prefetch?.().catch(() => {});
    const [module] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
    return { Component: module.default };
  };
}

const legalPage = screen(
  () => import("#web/features/legal/routes/legal-page.tsx"),
  ["legal", "site"],
);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        path: paths.home,
        lazy: screen(
          () => import("#web/features/landing/routes/landing-page.tsx"),
          ["landing", "site", "validation"],
        ),
      },
      {
        path: paths.demo,
        lazy: screen(() => import("#web/features/demo/routes/demo-page.tsx"), ["demo"]),
      },
      {
        path: paths.auth,
        lazy: screen(
          () => import("#web/features/auth/routes/auth-page.tsx"),
          ["auth", "validation"],
        ),
      },
      {
        path: paths.onboarding,
        lazy: screen(
          () => import("#web/features/onboarding/routes/onboarding-page.tsx"),
          ["onboarding", "household", "validation"],
        ),
      },
      {
        path: paths.join,
        lazy: screen(
          () => import("#web/features/join/routes/join-page.tsx"),
          ["join", "household", "auth", "validation"],
        ),
      },
      { path: paths.legalTerms, lazy: legalPage },
      { path: paths.legalPrivacy, lazy: legalPage },
      {
        path: paths.help,
        lazy: screen(() => import("#web/features/help/routes/help-page.tsx"), ["help", "site"]),
      },
      {
        path: paths.developers,
        lazy: screen(
          () => import("#web/features/help/routes/developers-page.tsx"),
          ["help", "site"],
        ),
      },
      {
        path: paths.comingSoon,
        lazy: screen(
          () => import("#web/features/help/routes/coming-soon-page.tsx"),
          ["help", "site"],
        ),
      },
      {
        // The signed-in shell is its own chunk: the public pages never download it.
        // Its search, undo and share texts load with it.
        lazy: async () => {
          // Who is signed in is asked for with the shell's code, both at once (ADR 022).
          void queryClient.prefetchQuery(sessionQuery);
          void queryClient.prefetchQuery(meQuery);
          const [layout] = await Promise.all([
            import("#web/layouts/app-layout.tsx"),
            i18n.loadNamespaces(["conveniences"]),
          ]);
          return { Component: layout.AppLayout };
        },
        children: [
          {
            path: paths.shopping,
            lazy: screen(
              () => import("#web/features/shopping/routes/shopping-page.tsx"),
              ["shopping", "validation"],
              () =>
                import("#web/features/shopping/api/shopping-api.ts").then((module) =>
                  queryClient.prefetchQuery(module.shoppingOverviewQuery),
                ),
            ),
          },
          {
            path: paths.pantry,
            lazy: screen(
              () => import("#web/features/pantry/routes/pantry-page.tsx"),
              ["pantry", "validation"],
              () =>
                import("#web/features/pantry/api/pantry-api.ts").then((module) =>
                  queryClient.prefetchQuery(module.pantryQuery),
                ),
            ),
          },
          {
            path: paths.meals,
            // The week the link names (?semana=) is asked for while the page's code loads, on
            // every visit and week change: a loader sees the URL being opened, lazy() only once.
            loader: ({ request }) => {
              const search = new URL(request.url).searchParams;
              void Promise.all([
                import("#web/features/meals/api/meals-api.ts"),
                import("#shared/meals/week.ts"),
                import("#web/features/meals/components/meal-format.ts"),
              ])
                .then(([api, { linkedWeekStart, weekParam }, { localToday }]) =>
                  queryClient.prefetchQuery(
                    api.weekQuery(linkedWeekStart(search.get(weekParam), localToday())),
                  ),
                )
                .catch(() => {});
              return null;
            },
            lazy: screen(
              () => import("#web/features/meals/routes/meals-page.tsx"),
              ["meals", "validation"],
            ),
          },
          {
            path: paths.services,
            lazy: screen(
              () => import("#web/features/services/routes/services-page.tsx"),
              ["services", "validation"],
            ),
          },
          {
            path: paths.community,
            lazy: screen(
              () => import("#web/features/community/routes/community-page.tsx"),
              ["community", "validation", "errors"],
            ),
          },
          {
            path: paths.dailyBrief,
            lazy: screen(
              () => import("#web/features/daily-brief/routes/daily-brief-page.tsx"),
              ["daily-brief"],
              () =>
                import("#web/features/daily-brief/api/daily-brief-api.ts").then((module) =>
                  queryClient.prefetchQuery(module.dailyBriefQuery),
                ),
            ),
          },
          {
            path: paths.dashboard,
            lazy: screen(
              () => import("#web/features/dashboard/routes/dashboard-page.tsx"),
              ["dashboard", "daily-brief"],
              () =>
                import("#web/features/dashboard/api/dashboard-api.ts").then((module) =>
                  queryClient.prefetchQuery(module.dashboardQuery),
                ),
            ),
          },
          {
            path: paths.tasks,
            lazy: screen(
              () => import("#web/features/tasks/routes/tasks-page.tsx"),
              ["tasks", "validation"],
              () =>
                import("#web/features/tasks/api/tasks-api.ts").then((module) =>
                  queryClient.prefetchQuery(module.taskBoardQuery(module.firstBoardView)),
                ),
            ),
          },
          {
            path: paths.calendar,
            lazy: screen(
              () => import("#web/features/calendar/routes/calendar-page.tsx"),
              ["calendar", "validation"],
            ),
          },
          {
            path: paths.chat,
            lazy: screen(
              () => import("#web/features/chat/routes/chat-page.tsx"),
              ["chat", "validation"],
              () =>
                import("#web/features/chat/api/chat-api.ts").then((module) =>
                  queryClient.prefetchQuery(module.conversationsQuery),
                ),
            ),
          },
          {
            path: paths.profiles,
            lazy: screen(
              () => import("#web/features/profiles/routes/profiles-page.tsx"),
              ["profiles", "household", "validation"],
            ),
          },
          {
            path: paths.settings,
            lazy: screen(
              () => import("#web/features/settings/routes/settings-page.tsx"),
              ["settings", "household", "validation"],
            ),
          },
        ],
      },
      { path: "*", lazy: screen(() => import("#web/features/errors/routes/not-found.tsx")) },
    ],
  },
];

/** Loads the screens that a path shows (and their translations) before the router starts, so
 * that the first render is the page itself: the same HTML the build prerendered (ADR 004). */
export async function resolveRoutesFor(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const resolved = await route.lazy();
      Object.assign(route, resolved);
      route.lazy = undefined;
    }),
  );
}

/** Called once i18n is initialised and the first screen is resolved. Over a prerendered page
 * the router must not scroll to the top on its first render: the visitor may already have
 * scrolled (React Router skips that reset when it is given hydration data). */
export function createAppRouter({ overPrerenderedPage }: { overPrerenderedPage: boolean }) {
  return createBrowserRouter(
    routes,
    overPrerenderedPage ? { hydrationData: { loaderData: {} } } : undefined,
  );
}

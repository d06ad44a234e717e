import { useEffect } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import { whenIdle } from "#web/lib/when-idle.ts";

/**
 * A react-hook-form resolver whose rules (a Zod schema, with Zod) are fetched apart from the form
 * (ADR 022): the first check waits for them, every later one runs at once. react-hook-form calls
 * resolvers asynchronously anyway, so the form behaves the same. A failed fetch (offline) is
 * asked again at the next check.
 */
export function lazyResolver<Values extends FieldValues>(
  load: () => Promise<Resolver<Values>>,
): Resolver<Values> & { preload: () => void } {
  let loading: Promise<Resolver<Values>> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<Values> = async (values, context, options) =>
    (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get().catch(() => {}) });
}

/** Fetches a lazy resolver's rules once the browser is idle after the form shows. */
export function usePreloadResolver(resolver: { preload: () => void }): void {
  useEffect(() => whenIdle(resolver.preload), [resolver]);
}

import type { ServiceContext } from "#server/app-context.ts";
import type { Membership } from "#server/modules/households/membership.ts";
import {
  searchEvents,
  searchLists,
  searchPantryItems,
  searchPosts,
  searchShoppingItems,
  searchTasks,
} from "#server/modules/search/search.repository.ts";
import { type SearchResults, searchHitsPerKind } from "#shared/schemas/search.ts";
import { searchWords } from "#shared/search/fold.ts";

/** The header's search (issue 20): tasks, lists and their items, pantry, events and posts of the
 * member's household, a few of each, accents and case aside. Every member may read all of these,
 * so no role narrows it. Six queries in parallel, each limited. */
export async function searchHousehold(
  { db }: ServiceContext,
  membership: Membership,
  query: string,
): Promise<SearchResults> {
  const words = searchWords(query);
  if (words.length === 0) {
    return {
      query,
      tasks: [],
      lists: [],
      shoppingItems: [],
      pantryItems: [],
      events: [],
      posts: [],
    };
  }
  const household = membership.householdId;
  const limit = searchHitsPerKind;
  const [tasks, lists, shoppingItems, pantryItems, events, posts] = await Promise.all([
    searchTasks(db, household, words, limit),
    searchLists(db, household, words, limit),
    searchShoppingItems(db, household, words, limit),
    searchPantryItems(db, household, words, limit),
    searchEvents(db, household, words, limit),
    searchPosts(db, household, words, limit),
  ]);
  return { query, tasks, lists, shoppingItems, pantryItems, events, posts };
}

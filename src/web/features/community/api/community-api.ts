import {
  type InfiniteData,
  type QueryClient,
  type UseMutationOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import type {
  CommunityComment,
  CommunityPost,
  FeedPage,
  LikeState,
} from "#shared/schemas/community.ts";
import { api } from "#web/lib/api-client.ts";

/** Every community query starts with "community": live updates from /api/live refetch them. */
export const communityKeys = {
  all: ["community"] as const,
  feed: ["community", "feed"] as const,
};

export function useFeed() {
  return useInfiniteQuery({
    queryKey: communityKeys.feed,
    queryFn: ({ pageParam, signal }) =>
      api<FeedPage>(
        pageParam
          ? `/api/community/posts?cursor=${encodeURIComponent(pageParam)}`
          : "/api/community/posts",
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

function refreshCommunity(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: communityKeys.all });
}

/** Rewrites one post in the cached feed (e.g. with the like count the server answered). */
export function updateCachedPost(
  queryClient: QueryClient,
  postId: string,
  update: (post: CommunityPost) => CommunityPost,
) {
  queryClient.setQueryData<InfiniteData<FeedPage, string | null>>(communityKeys.feed, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            posts: page.posts.map((post) => (post.id === postId ? update(post) : post)),
          })),
        }
      : data,
  );
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, files }: { content: string; files: File[] }) => {
      const form = new FormData();
      form.set("content", content);
      for (const file of files) form.append("attachments", file, file.name);
      return api<CommunityPost>("/api/community/posts", { method: "POST", body: form });
    },
    onSuccess: () => refreshCommunity(queryClient),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) =>
      api<null>(`/api/community/posts/${encodeURIComponent(postId)}`, { method: "DELETE" }),
    onSuccess: () => refreshCommunity(queryClient),
  });
}

/** Likes of one post go out one at a time, in click order, so the last click always wins. The
 * handlers run for every request (those given to mutate() would run for the latest only). */
export function useSetLike(
  postId: string,
  handlers: Pick<
    UseMutationOptions<LikeState, Error, boolean>,
    "onSuccess" | "onError" | "onSettled"
  >,
) {
  return useMutation({
    ...handlers,
    scope: { id: `community-like-${postId}` },
    mutationFn: (liked: boolean) =>
      api<LikeState>(`/api/community/posts/${encodeURIComponent(postId)}/like`, {
        method: liked ? "PUT" : "DELETE",
      }),
  });
}

export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api<CommunityComment>(`/api/community/posts/${encodeURIComponent(postId)}/comments`, {
        body: { content },
      }),
    onSuccess: () => refreshCommunity(queryClient),
  });
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) =>
      api<null>(`/api/community/comments/${encodeURIComponent(commentId)}`, { method: "DELETE" }),
    onSuccess: () => refreshCommunity(queryClient),
  });
}

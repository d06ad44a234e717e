import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { can } from "#shared/domain/permissions.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { useFeed } from "#web/features/community/api/community-api.ts";
import { PostCard } from "#web/features/community/components/post-card.tsx";
import { PostComposer } from "#web/features/community/components/post-composer.tsx";
import { errorText } from "#web/lib/api-client.ts";
import { useMe } from "#web/lib/me.ts";

/** /community: the household's feed, newest first, loading older posts as the reader scrolls. */
export default function CommunityPage() {
  const { t } = useTranslation("community");
  const me = useMe();
  const feed = useFeed();
  const role = me.data?.membership?.role;
  const mayPost = role ? can(role, "content.create") : false;

  useEffect(() => {
    if (feed.error) {
      toast.error(t("toasts.loadError"), { description: errorText(feed.error, t) });
    }
  }, [feed.error, t]);

  const posts = feed.data?.pages.flatMap((page) => page.posts) ?? [];

  return (
    <div className="mx-auto grid w-full max-w-2xl grid-cols-1 gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-muted-foreground">{t("subtitle")}</p>
      </header>

      {mayPost ? (
        <PostComposer />
      ) : (
        role && <p className="rounded-md bg-muted px-4 py-3 text-sm">{t("composer.guestNote")}</p>
      )}

      <section
        aria-label={t("feed.label")}
        aria-busy={feed.isFetching}
        className="grid grid-cols-1 gap-4"
      >
        {feed.isPending ? (
          <p role="status" className="py-8 text-center text-muted-foreground">
            {t("common:loading")}
          </p>
        ) : feed.isError && posts.length === 0 ? (
          <Card>
            <CardContent className="grid justify-items-center gap-3 pt-6 text-center">
              <p className="font-medium">{t("toasts.loadError")}</p>
              <Button type="button" variant="outline" onClick={() => void feed.refetch()}>
                {t("feed.retry")}
              </Button>
            </CardContent>
          </Card>
        ) : posts.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">{t("feed.empty")}</p>
        ) : (
          <>
            {posts.map((post) => (
              <PostCard key={post.id} post={post} canComment={mayPost} />
            ))}
            <MorePosts
              hasMore={feed.hasNextPage}
              loading={feed.isFetchingNextPage}
              onLoad={() => void feed.fetchNextPage()}
            />
          </>
        )}
      </section>
    </div>
  );
}

/** Endless scroll: older posts load when the end of the list comes into view; the button does the
 * same for keyboards and for browsers that scroll without reaching the marker. */
function MorePosts({
  hasMore,
  loading,
  onLoad,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
}) {
  const { t } = useTranslation("community");
  const marker = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;

  useEffect(() => {
    const element = marker.current;
    if (!element || !hasMore || loading) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  return (
    <div ref={marker} className="grid justify-items-center py-4 text-sm text-muted-foreground">
      {loading ? (
        <p role="status">{t("feed.loadingMore")}</p>
      ) : hasMore ? (
        <Button type="button" variant="outline" onClick={onLoad}>
          {t("feed.loadMore")}
        </Button>
      ) : (
        <p>{t("feed.end")}</p>
      )}
    </div>
  );
}

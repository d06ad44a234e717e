import { useCallback, useEffect, useState } from "react";

const cookieName = "sidebar_state";
const cookieMaxAge = 60 * 60 * 24 * 7; // spec §9: remembered for 7 days
const mobileQuery = "(max-width: 767px)";

function readExpandedCookie(): boolean {
  const match = document.cookie.match(new RegExp(`(?:^|; )${cookieName}=(true|false)`));
  return match ? match[1] === "true" : true;
}

export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => window.matchMedia(mobileQuery).matches);
  useEffect(() => {
    const media = window.matchMedia(mobileQuery);
    const update = () => setMobile(media.matches);
    media.addEventListener("change", update);
    return () => media.removeEventListener("change", update);
  }, []);
  return mobile;
}

/** Expanded or collapsed on desktop (kept in a cookie), open or closed as a sheet on phones;
 * ctrl/meta+B toggles whichever applies. */
export function useSidebar() {
  const isMobile = useIsMobile();
  const [expanded, setExpandedState] = useState(readExpandedCookie);
  const [mobileOpen, setMobileOpen] = useState(false);

  const setExpanded = useCallback((value: boolean) => {
    setExpandedState(value);
    // biome-ignore lint/suspicious/noDocumentCookie: spec §4 keeps the sidebar state in a cookie
    document.cookie = `${cookieName}=${value}; path=/; max-age=${cookieMaxAge}; samesite=lax`;
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((open) => !open);
    else setExpanded(!expanded);
  }, [isMobile, expanded, setExpanded]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "b" && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  return { isMobile, expanded, mobileOpen, setMobileOpen, toggle };
}

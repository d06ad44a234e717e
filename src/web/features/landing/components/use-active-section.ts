import { useEffect, useState } from "react";
import type { LandingSection } from "#web/features/landing/components/landing-actions.ts";

/** The section under the header's reading line (a third down the screen), or none at the top. */
export function useActiveSection(ids: readonly LandingSection[]): LandingSection | null {
  const [active, setActive] = useState<LandingSection | null>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const line = window.innerHeight / 3;
        let current: LandingSection | null = null;
        for (const id of ids) {
          const section = document.getElementById(id);
          if (section && section.getBoundingClientRect().top <= line) current = id;
        }
        setActive(current);
      });
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [ids]);
  return active;
}

import { PartyPopper } from "lucide-react";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";

const confettiColours = ["bg-primary", "bg-accent", "bg-rose-400", "bg-sky-400", "bg-emerald-400"];
const confettiCount = 14;

/**
 * The two-second celebration after a right answer. Decorative: the live region already says
 * '¡Correcto!', so it is hidden from screen readers. Without motion it is a still badge.
 */
export function Celebration({ reducedMotion }: { reducedMotion: boolean }) {
  const { t } = useTranslation("demo");
  return (
    <div
      aria-hidden
      data-testid="celebration"
      className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center"
    >
      {!reducedMotion &&
        Array.from({ length: confettiCount }, (_, index) => {
          const angle = (index / confettiCount) * 2 * Math.PI;
          const style = {
            "--demo-x": `${Math.round(Math.cos(angle) * 150)}px`,
            "--demo-y": `${Math.round(Math.sin(angle) * 110)}px`,
            "--demo-turn": `${index % 2 ? 300 : -300}deg`,
          } as CSSProperties;
          return (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decoration, never reordered
              key={index}
              style={style}
              className={`absolute h-3 w-2 rounded-sm opacity-0 motion-safe:animate-[demo-confetti_1.6s_ease-out_forwards] ${confettiColours[index % confettiColours.length]}`}
            />
          );
        })}
      <span className="flex items-center gap-2 rounded-full bg-success px-5 py-2.5 text-lg font-bold text-white shadow-lg motion-safe:animate-[demo-pop_0.4s_ease-out]">
        <PartyPopper className="size-5" />
        {t("practice.celebration")}
      </span>
    </div>
  );
}

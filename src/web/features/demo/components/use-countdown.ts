import { useEffect, useState } from "react";
import { startCountdown } from "#shared/demo/countdown.ts";

/** The days left, ticking down while `running`; still when the reader prefers less motion. */
export function useCountdown(from: number, running: boolean): number {
  const [daysLeft, setDaysLeft] = useState(from);
  useEffect(() => {
    if (!running) return;
    setDaysLeft(from);
    return startCountdown(setDaysLeft, from);
  }, [from, running]);
  return running ? daysLeft : from;
}

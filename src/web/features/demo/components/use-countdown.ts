import { useEffect, useState } from "react";
import { countdownStart, startCountdown } from "#shared/demo/countdown.ts";

/** The days shown, ticking down onto the real `daysLeft` while `running`; the real value at once
 * when the reader prefers less motion. */
export function useCountdown(daysLeft: number, running: boolean): number {
  const [shown, setShown] = useState(() => countdownStart(daysLeft));
  useEffect(() => {
    if (!running) return;
    setShown(countdownStart(daysLeft));
    return startCountdown(setShown, daysLeft);
  }, [daysLeft, running]);
  return running ? shown : daysLeft;
}

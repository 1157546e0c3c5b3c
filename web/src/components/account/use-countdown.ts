import { useCallback, useEffect, useState } from 'react';

/** Seconds left until `deadline` (ms since epoch), ticking every second; `restart` sets a new one. */
export function useCountdown(initialDeadline: number) {
  const [deadline, setDeadline] = useState(initialDeadline);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const restart = useCallback((seconds: number) => {
    setDeadline(Date.now() + seconds * 1000);
    setNow(Date.now());
  }, []);
  return { secondsLeft: Math.max(0, Math.ceil((deadline - now) / 1000)), restart };
}

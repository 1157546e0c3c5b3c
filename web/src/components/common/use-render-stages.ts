import { startTransition, useEffect, useState } from 'react';

/**
 * 0 on mount, then one more after each commit, up to `last`, each in a
 * transition of its own. A big page shows a little more of itself at each
 * stage, so no single task has to build and lay out all of it: React slices
 * each render, and the browser paints between stages.
 */
export function useRenderStages(last: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage < last) startTransition(() => setStage(stage + 1));
  }, [stage, last]);
  return stage;
}

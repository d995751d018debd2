/**
 * A budget of memory shared by the work of one process: `run(cost, work)` starts `work` once its
 * cost fits beside the work already running, else waits. Waiters start in the order they came,
 * so a stream of small jobs cannot keep a large one waiting for ever. A job larger than the
 * whole budget runs alone.
 */
export function memoryBudget(capacity: number): <T>(cost: number, work: () => Promise<T>) => Promise<T> {
  let inUse = 0;
  const waiting: Array<{ cost: number; start: () => void }> = [];
  const fits = (cost: number) => inUse === 0 || inUse + cost <= capacity;

  const startWaiters = () => {
    while (waiting.length > 0 && fits(waiting[0].cost)) {
      const next = waiting.shift()!;
      inUse += next.cost;
      next.start();
    }
  };

  return async (cost, work) => {
    if (waiting.length === 0 && fits(cost)) inUse += cost;
    else await new Promise<void>((start) => waiting.push({ cost, start }));
    try {
      return await work();
    } finally {
      inUse -= cost;
      startWaiters();
    }
  };
}

/**
 * Runs `task` on every item, at most `lanes` at a time, and gives the results in the items'
 * order. For browser measurements that mostly wait (the network going idle, animations ending).
 */
export async function mapInLanes<Item, Result>(items: readonly Item[], lanes: number, task: (item: Item) => Promise<Result>): Promise<Result[]> {
  const results: Result[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(lanes, items.length)) }, lane));
  return results;
}

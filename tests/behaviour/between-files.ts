// What a behaviour file may leave changed in its process besides process.env and the working
// folder, put back before the next file of its shard (scripts/lib/test-shards.ts): the level of
// Rsbuild's logger, which every build with a `logLevel` sets for the whole process
// (`buildProject()` builds with 'silent'). And what the files of a shard share: one Chromium,
// closed after the last file.
import { rsbuildCore } from './harness';
import { printToStderr } from './print-to-stderr';
import { closeSharedChromium, keepChromiumBetweenFiles } from './shared-chromium';

keepChromiumBetweenFiles();
printToStderr();

export async function snapshot(): Promise<() => void> {
  const { logger } = await rsbuildCore();
  const level = logger.level;
  return () => {
    logger.level = level;
  };
}

export const atShardEnd = closeSharedChromium;

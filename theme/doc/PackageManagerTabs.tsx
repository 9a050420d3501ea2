import { PackageManagerTabs as FrameworkTabs } from '@rspress/core/theme-original';
import { type PackageManager, packageManagerCommands } from './packageManagerCommands';

interface Props {
  /** A command as written for npm without the `npm` word, or one command per tool. */
  command: string | Record<PackageManager, string>;
}

/** The framework's tabs, limited to npm, yarn, pnpm and bun with our command rules. */
export function PackageManagerTabs({ command }: Props) {
  return <FrameworkTabs command={typeof command === 'string' ? packageManagerCommands(command) : command} />;
}

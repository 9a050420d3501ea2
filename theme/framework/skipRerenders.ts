import {
  DocContent as FrameworkDocContent,
  DocFooter as FrameworkDocFooter,
  Outline as FrameworkOutline,
} from '@rspress/core/theme-original';
import { memo } from 'react';
import { Sidebar as OneBuildSidebar } from './Sidebar';

// The framework's DocLayout keeps its content element in state through a callback ref, so the
// commit that hydrates a doc page sets that state and renders the layout again, synchronously.
// Its children take no props or stable ones and read everything else from context, so
// memoised they skip that pass: on a long page, over a thousand components not rendered twice.
export const DocContent = memo(FrameworkDocContent);
export const DocFooter = memo(FrameworkDocFooter);
export const Outline = memo(FrameworkOutline);
export const Sidebar = memo(OneBuildSidebar);

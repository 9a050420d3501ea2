import { HomeBackground as FrameworkHomeBackground } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import './LandingBackground.css';

/**
 * The home page's background: the framework's element (which also makes the navbar clear at
 * the top of the page), painted with our own warm glow and faint grid instead of its default.
 * Purely CSS, so it costs no request and, being absolutely positioned, moves nothing.
 */
export function LandingBackground({ className, ...props }: ComponentProps<typeof FrameworkHomeBackground>) {
  return <FrameworkHomeBackground {...props} className={className ? `rsb-landing-bg ${className}` : 'rsb-landing-bg'} aria-hidden="true" />;
}

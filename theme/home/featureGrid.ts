// How many of the 12 grid columns a feature card spans.

export const FEATURE_SPANS = [2, 3, 4, 6] as const;
export type FeatureSpan = (typeof FEATURE_SPANS)[number];
export const DEFAULT_FEATURE_SPAN: FeatureSpan = 4;

/** 2, 3, 4 or 6; anything else (missing, or a typo in frontmatter) falls back to 4. */
export function featureSpan(span: unknown): FeatureSpan {
  return FEATURE_SPANS.includes(span as FeatureSpan) ? (span as FeatureSpan) : DEFAULT_FEATURE_SPAN;
}

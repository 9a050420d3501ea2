// The feature grid: how many of its 12 columns a card spans, and its id.

const FEATURE_SPANS = [2, 3, 4, 6] as const;
export type FeatureSpan = (typeof FEATURE_SPANS)[number];
const DEFAULT_FEATURE_SPAN: FeatureSpan = 4;

/** 2, 3, 4 or 6; anything else (missing, or a typo in frontmatter) falls back to 4. */
export function featureSpan(span: unknown): FeatureSpan {
  return FEATURE_SPANS.includes(span as FeatureSpan) ? (span as FeatureSpan) : DEFAULT_FEATURE_SPAN;
}

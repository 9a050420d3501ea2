// Ids of elements the theme renders and the build's head links point at (site/first-paint.ts).

/** The empty marker right after the navbar (theme/navbar/NavbarEnd.tsx), which a doc page's first paint waits for. */
export const NAVBAR_END_ID = 'rsb-navbar-end';

/** The home page's feature grid (theme/home/HomeFeatures.tsx), which the home page's first paint waits for: by then the navbar and the hero are complete. */
export const FEATURES_ID = 'rsb-features';

/** The id of the empty marker after the navbar, which a doc page's first paint waits for. */
export const NAVBAR_END_ID = 'rsb-navbar-end';

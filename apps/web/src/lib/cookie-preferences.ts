/** Fired (on window) to open the cookie banner again, e.g. from the footer's link. */
export const COOKIE_PREFERENCES_EVENT = 'carsi:cookie-preferences';

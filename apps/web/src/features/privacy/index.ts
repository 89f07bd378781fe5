export { CookieBanner, COOKIE_POLICY_PATH } from './components/cookie-banner';
export { PrivacyPanel } from './components/privacy-panel';
export { allows as cookiesAllowed, useCookieChoices } from './cookie-choices';

export { captchaRoutes } from './captcha.routes.ts';
export {
  CAPTCHA_ALGORITHM,
  CAPTCHA_COST,
  CAPTCHA_COUNTER_MAX,
  CAPTCHA_COUNTER_MIN,
  CAPTCHA_TTL_MS,
  captchaChallengeSchema,
  captchaInvalid,
  captchaKey,
  captchaReused,
  createCaptchaChallenge,
  deleteSpentCaptchaUses,
  recordCaptchaUse,
  solveChallengeForTests,
  verifyCaptcha,
  type CaptchaChallenge,
} from './captcha.service.ts';

// Public surface of the account feature: registration, e-mail verification, password reset
// and change, profile.
export { accountKeys } from './api/keys';
export { register, useRegister, REGISTER_PATH, type RegisterBody } from './api/register';
export {
  getVerificationStatus,
  useVerificationStatus,
  VERIFY_EMAIL_PATH,
} from './api/get-verification-status';
export { verifyEmail, useVerifyEmail } from './api/verify-email';
export {
  resendVerification,
  useResendVerification,
  RESEND_VERIFICATION_PATH,
} from './api/resend-verification';
export {
  requestPasswordReset,
  useRequestPasswordReset,
  PASSWORD_RESET_PATH,
} from './api/request-password-reset';
export {
  confirmPasswordReset,
  useConfirmPasswordReset,
  PASSWORD_RESET_CONFIRM_PATH,
} from './api/confirm-password-reset';
export { changePassword, useChangePassword, CHANGE_PASSWORD_PATH } from './api/change-password';
export { getProfile, useProfile, PROFILE_PATH } from './api/get-profile';
export { updateProfile, useUpdateProfile } from './api/update-profile';

export { AccountCardPage, SecureNote } from './components/account-page';
export { RegisterForm, KVKK_NOTICE_PATH } from './components/register-form';
export { PasswordStrengthMeter } from './components/password-strength-meter';
export { VerifyCodeForm, codeDigits } from './components/verify-code-form';
export { ProfileForm, changedFields, profileToFormValues } from './components/profile-form';
export { ChangePasswordForm } from './components/change-password-form';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { ResetPasswordForm, INVALID_LINK_TEXT } from './components/reset-password-form';
export { ProfileSummary, ProfileSummarySkeleton } from './components/profile-summary';
export { safeNextPath, accessTokenTarget, pathFromState, toLocationParts } from './safe-next';
export { PASSWORD_RULE, STRENGTH_LABELS, latestBirthDate } from './validation';

export {
  createMailer,
  MAIL_RETRY,
  mailAttempts,
  mailRetryDue,
  type MailRetryResult,
  defaultMailFrom,
  mailMessageSchema,
  type MailLog,
  type MailMessage,
  type Mailer,
  type MailerOptions,
  type MailTransport,
} from './mail.service.ts';
export {
  PASSWORD_RESET_HOURS,
  accountExists,
  VERIFICATION_CODE_MINUTES,
  escapeHtml,
  passwordChanged,
  passwordReset,
  verificationCode,
  type MailTemplate,
} from './mail.templates.ts';
export { devOutboxRoutes, extractCode } from './mail.routes.ts';

// The account forms of docs/specification.md section 5, shared by the server and the web forms so both
// answer with the same words.
import { z } from 'zod';
import { en } from '../i18n/en';
import {
  emailField,
  optionalText,
  ORG_NUMBER_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  requiredText,
} from './common';

/** The forms' messages: the English catalogue's (domain/i18n/en.ts), which Swedish answers translate. */
export const MESSAGES = en.errors.account;

const newPassword = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong);

const orgNumber = z
  .string({ error: MESSAGES.orgNumberRequired })
  .transform((value) => value.trim())
  .pipe(z.string().min(1, MESSAGES.orgNumberRequired).regex(ORG_NUMBER_PATTERN, MESSAGES.orgNumberFormat));

/** confirmPassword is checked when it is sent (the web form always sends it; integrations may not). */
export const RegistrationSchema = z
  .object({
    name: requiredText(MESSAGES.nameRequired, 200, MESSAGES.nameTooLong),
    email: emailField(MESSAGES.registrationEmailRequired, MESSAGES.invalidEmail),
    phoneNumber: requiredText(MESSAGES.phoneRequired),
    password: newPassword,
    confirmPassword: z.string().optional(),
    companyName: requiredText(MESSAGES.companyRequired, 200, MESSAGES.companyNameTooLong),
    companyOrgNumber: orgNumber,
    division: optionalText(),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== undefined && value.confirmPassword !== value.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordMismatch });
    }
  });

export const LoginSchema = z.object({
  email: requiredText(MESSAGES.loginRequired).transform((value) => value.toLowerCase()),
  password: z.string({ error: MESSAGES.loginRequired }).min(1, MESSAGES.loginRequired),
});

export const EmailOnlySchema = z.object({
  email: emailField(MESSAGES.emailRequired, MESSAGES.invalidEmail),
});

export const VerifyEmailSchema = z.object({
  token: requiredText(MESSAGES.tokenRequired),
});

export const ResetPasswordSchema = z
  .object({
    token: requiredText(MESSAGES.resetTokenRequired),
    newPassword,
    confirmPassword: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== undefined && value.confirmPassword !== value.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordMismatch });
    }
  });

export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string({ error: MESSAGES.currentPasswordRequired }).min(1, MESSAGES.currentPasswordRequired),
    newPassword,
    confirmPassword: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword === undefined) return;
    if (value.confirmPassword === '') {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.confirmPasswordRequired });
    } else if (value.confirmPassword !== value.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordMismatch });
    }
  });

/** Spec: "Profile fields phoneNumber and division: no validation shown"; we only trim and bound length. */
export const ProfileSchema = z.object({
  phoneNumber: optionalText(50, MESSAGES.phoneTooLong),
  division: optionalText(200, MESSAGES.divisionTooLong),
});

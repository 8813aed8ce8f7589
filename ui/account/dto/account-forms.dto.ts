// The DTOs of the account forms, validated by react-hook-form's class-validator resolver. Each field follows its
// rules in the core's form table, so the browser checks exactly what the use cases and the server check. Imported
// only by the lazily loaded form pages, so class-validator stays out of the login route's chunk.
import {
  ACCOUNT_CHANGE_RULES,
  CHANGE_PASSWORD_RULES,
  CONFIRM_EMAIL_RULES,
  FORGOT_PASSWORD_RULES,
  LOST_ACCESS_RULES,
  NEW_CLIENT_RULES,
  PHONE_FORM_RULES,
  REGISTRATION_RULES,
  RESET_PASSWORD_RULES,
  type ChangePasswordInput,
  type LostAccessInput,
  type NewClientInput,
  type RegistrationInput,
  type ResetPasswordInput,
  type UserType,
} from '../../../core';
import { FollowsRules } from '../../kit/forms/field-rules';

/** The registration form. */
export class RegisterDto implements RegistrationInput {
  userType: UserType = 'individual';
  @FollowsRules(REGISTRATION_RULES) document = '';
  @FollowsRules(REGISTRATION_RULES) name = '';
  @FollowsRules(REGISTRATION_RULES) email = '';
  @FollowsRules(REGISTRATION_RULES) emailRepeat = '';
  @FollowsRules(REGISTRATION_RULES) phone = '';
  @FollowsRules(REGISTRATION_RULES) password = '';
  @FollowsRules(REGISTRATION_RULES) acceptedTerms = false;
}

/** The e-mail confirmation code. */
export class ConfirmEmailDto {
  @FollowsRules(CONFIRM_EMAIL_RULES) code = '';
}

/** The forgot-password form. */
export class ForgotPasswordDto {
  @FollowsRules(FORGOT_PASSWORD_RULES) email = '';
}

/** The reset-password form. */
export class ResetPasswordDto implements ResetPasswordInput {
  @FollowsRules(RESET_PASSWORD_RULES) password = '';
  @FollowsRules(RESET_PASSWORD_RULES) repeat = '';
}

/** The change-password form. */
export class ChangePasswordDto implements ChangePasswordInput {
  @FollowsRules(CHANGE_PASSWORD_RULES) current = '';
  @FollowsRules(CHANGE_PASSWORD_RULES) next = '';
  @FollowsRules(CHANGE_PASSWORD_RULES) repeat = '';
}

/** The lost-access form. */
export class LostAccessDto implements LostAccessInput {
  @FollowsRules(LOST_ACCESS_RULES) email = '';
  @FollowsRules(LOST_ACCESS_RULES) phone = '';
  @FollowsRules(LOST_ACCESS_RULES) message = '';
}

/** The new-client form. */
export class NewClientDto implements NewClientInput {
  @FollowsRules(NEW_CLIENT_RULES) name = '';
  @FollowsRules(NEW_CLIENT_RULES) email = '';
  @FollowsRules(NEW_CLIENT_RULES) phone = '';
}

/** A phone on its own (my account, demo request). */
export class PhoneDto {
  @FollowsRules(PHONE_FORM_RULES) phone = '';
}

/** A request to change the account data. */
export class AccountChangeDto {
  @FollowsRules(ACCOUNT_CHANGE_RULES) message = '';
}

// The DTOs of the account forms, validated by react-hook-form's class-validator resolver. Imported only by the
// lazily loaded form pages, so class-validator stays out of the login route's chunk.
import { ErrorCode, type UserType } from '../../../core';
import { DiffersFrom, IsAccepted, IsDocumentOfUserType, IsEmailAddress, IsFilled, IsPhone, MatchesField } from '../../kit/forms/validators';

/** The registration form. */
export class RegisterDto {
  userType: UserType = 'individual';
  @IsFilled() @IsDocumentOfUserType() document = '';
  @IsFilled() name = '';
  @IsFilled() @IsEmailAddress() email = '';
  @IsFilled() @MatchesField('email', 'email') emailRepeat = '';
  @IsFilled() @IsPhone() phone = '';
  @IsFilled() password = '';
  @IsAccepted() acceptedTerms = false;
}

/** The e-mail confirmation code. */
export class ConfirmEmailDto {
  @IsFilled() code = '';
}

/** The forgot-password form. */
export class ForgotPasswordDto {
  @IsFilled() @IsEmailAddress() email = '';
}

/** The reset-password form. */
export class ResetPasswordDto {
  @IsFilled() password = '';
  @IsFilled() @MatchesField('password') repeat = '';
}

/** The change-password form (SPEC §5: new differs from current, repeat equals new). */
export class ChangePasswordDto {
  @IsFilled() current = '';
  @IsFilled() @DiffersFrom('current', ErrorCode.NEW_PASSWORD_SAME_AS_CURRENT) next = '';
  @IsFilled() @MatchesField('next') repeat = '';
}

/** The lost-access form. */
export class LostAccessDto {
  @IsFilled() @IsEmailAddress() email = '';
  @IsFilled() @IsPhone() phone = '';
  @IsFilled() message = '';
}

/** The new-client form. */
export class NewClientDto {
  @IsFilled() name = '';
  @IsFilled() @IsEmailAddress() email = '';
  @IsFilled() @IsPhone() phone = '';
}

/** A phone on its own (my account, demo request). */
export class PhoneDto {
  @IsFilled() @IsPhone() phone = '';
}

/** A request to change the account data. */
export class AccountChangeDto {
  @IsFilled() message = '';
}

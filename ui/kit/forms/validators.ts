// class-validator constraints over the core's form rules; each failure's message is a key the forms translate.
import { type ValidationArguments, ValidateBy, type ValidationOptions } from 'class-validator';
import { fieldsMatch, isFilled, isValidDocument, isValidEmail, isValidPhone, type UserType } from '../../../core';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Required: something other than blanks ('required'). */
export function IsFilled(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isFilled', validator: { validate: (value) => isFilled(text(value)), defaultMessage: () => 'required' } }, options);
}

/** A well-formed e-mail, when filled ('invalidEmail'). */
export function IsEmailAddress(): PropertyDecorator {
  return ValidateBy({ name: 'isEmailAddress', validator: { validate: (value) => !isFilled(text(value)) || isValidEmail(text(value)), defaultMessage: () => 'invalidEmail' } });
}

/** A phone of 11 or 12 digits, when filled ('invalidPhone'). */
export function IsPhone(): PropertyDecorator {
  return ValidateBy({ name: 'isPhone', validator: { validate: (value) => !isFilled(text(value)) || isValidPhone(text(value)), defaultMessage: () => 'invalidPhone' } });
}

/** Equal to another field of the form, when filled ('fieldsMustMatch'); e-mails compare without case and blanks. */
export function MatchesField(other: string, mode: 'exact' | 'email' = 'exact'): PropertyDecorator {
  const normal = (value: unknown) => (mode === 'email' ? text(value).trim().toLowerCase() : text(value));
  return ValidateBy({
    name: 'matchesField',
    validator: {
      validate: (value, args?: ValidationArguments) => !isFilled(text(value)) || fieldsMatch(normal(value), normal((args?.object as Record<string, unknown>)[other])),
      defaultMessage: () => 'fieldsMustMatch',
    },
  });
}

/** Different from another field, when both are filled (the given catalogue code). */
export function DiffersFrom(other: string, code: number): PropertyDecorator {
  return ValidateBy({
    name: 'differsFrom',
    validator: {
      validate: (value, args?: ValidationArguments) => !isFilled(text(value)) || text(value) !== text((args?.object as Record<string, unknown>)[other]),
      defaultMessage: () => `code:${code}`,
    },
  });
}

/** A CPF for an individual or a CNPJ for a company (field `userType`), when filled ('code:5204' / 'code:5205'). */
export function IsDocumentOfUserType(): PropertyDecorator {
  const userType = (args?: ValidationArguments) => (args?.object as { userType?: UserType }).userType ?? 'individual';
  return ValidateBy({
    name: 'isDocumentOfUserType',
    validator: {
      validate: (value, args?: ValidationArguments) => !isFilled(text(value)) || isValidDocument(userType(args), text(value)),
      defaultMessage: (args?: ValidationArguments) => (userType(args) === 'individual' ? 'code:5204' : 'code:5205'),
    },
  });
}

/** A checkbox that must be checked ('termsRequired'). */
export function IsAccepted(): PropertyDecorator {
  return ValidateBy({ name: 'isAccepted', validator: { validate: (value) => value === true, defaultMessage: () => 'termsRequired' } });
}

// The decorator of the DTO fields read as luxon instants (the news detail's event times): luxon loads with it.
import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationOptions } from 'class-validator';
import { DateTime } from 'luxon';
import { DEFAULT_TIME_ZONE } from '../../core';
import { all } from './dto-rules';

/**
 * An ISO 8601 instant read as a luxon DateTime that keeps the offset it was sent with (a time sent without one
 * is read in the product's home time zone, as the screens read it); anything else fails the contract.
 */
export function IsInstant(options?: ValidationOptions): PropertyDecorator {
  const toDateTime = Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? DateTime.fromISO(value, { zone: DEFAULT_TIME_ZONE, setZone: true }) : value,
  );
  const valid = ValidateBy(
    { name: 'isInstant', validator: { validate: (value) => DateTime.isDateTime(value) && value.isValid } },
    options,
  );
  return all(toDateTime, valid);
}

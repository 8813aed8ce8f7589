// The response DTOs of the services calls (SPEC §7: client/questions/available, client/send-ask-analyst; the user's
// service options), each tied to its core type.
import { IsArray, IsInt, Min } from 'class-validator';
import {
  SERVICE_OPTIONS,
  type AskAnalystAnswer,
  type QuestionsAvailable,
  type ServiceOption,
  type ServiceOptions,
} from '../../../core';
import { IsMember } from '../dto-rules';

const members = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value, true])) as Record<T, true>;

export class QuestionsAvailableDto implements QuestionsAvailable {
  @IsInt() @Min(0) available!: number;
  @IsInt() @Min(0) limit!: number;
}

export class AskAnalystAnswerDto implements AskAnalystAnswer {
  @IsInt() @Min(0) available!: number;
}

export class ServiceOptionsDto implements ServiceOptions {
  @IsArray() @IsMember(members(SERVICE_OPTIONS), { each: true }) options!: ServiceOption[];
}

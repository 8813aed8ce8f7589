// The response DTO of content/share, tied to its core type.
import { IsInt, Min } from 'class-validator';
import { type ShareRecorded } from '../../../core';

/** content/share: how many times the item has been shared. */
export class ShareRecordedDto implements ShareRecorded {
  @IsInt() @Min(1) shares!: number;
}

// The response DTO of attendance/client and attendance/public, tied to the core's AttendanceContact by `implements`.
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { ATTENDANCE_AREAS, type AttendanceArea, type AttendanceContact } from '../../../core';

/** A contact of the attendance team. */
export class AttendanceContactDto implements AttendanceContact {
  @IsInt() id!: number;
  @IsString() @IsNotEmpty() name!: string;
  @IsIn(ATTENDANCE_AREAS) area!: AttendanceArea;
  @IsString() @IsNotEmpty() email!: string;
  @IsString() phone!: string;
  @IsOptional() @IsString() whatsapp!: string | null;
}

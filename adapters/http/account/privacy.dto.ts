// The response DTOs of one's data and devices in my account, each tied to its core wire type by `implements`.
import { Equals, IsBoolean, IsInt, IsString, Min } from 'class-validator';
import { type DataExportRequested, type SignedInDevice, type SignedInDevices } from '../../../core';
import { IsIsoText, Nested, Nullable } from '../dto-rules';

/** POST user/data-export: where and how soon the copy goes. */
export class DataExportRequestedDto implements DataExportRequested {
  @Equals(true) requested!: true;
  @IsString() email!: string;
  @IsInt() @Min(1) readyWithinSeconds!: number;
  @IsInt() @Min(1) linkValidHours!: number;
}

class SignedInDeviceDto implements SignedInDevice {
  @IsString() id!: string;
  @IsBoolean() current!: boolean;
  @IsString() browser!: string;
  @IsString() system!: string;
  @IsString() ip!: string;
  @IsString() userAgent!: string;
  @Nullable() @IsIsoText() confirmedAt!: string | null;
  @IsIsoText() lastUsedAt!: string;
  @IsInt() @Min(0) sessions!: number;
}

/** GET user/devices: the signed-in devices. */
export class SignedInDevicesDto implements SignedInDevices {
  @Nested(() => SignedInDeviceDto, { each: true }) devices!: SignedInDeviceDto[];
}

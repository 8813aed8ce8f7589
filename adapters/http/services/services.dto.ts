// The response DTOs of the services calls (SPEC §7: client/questions/available, client/send-ask-analyst; the user's
// service options), each tied to its core type.
import { IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsString, Max, Min } from 'class-validator';
import {
  FREIGHT_MODES,
  FREIGHT_PRODUCTS,
  SERVICE_OPTIONS,
  type FreightMode,
  type FreightOptions,
  type FreightPlace,
  type FreightProduct,
  type FreightQuote,
  type LineUp,
  type LineUpVessel,
  VESSEL_STATUSES,
  type VesselStatus,
  type AskAnalystAnswer,
  type QuestionsAvailable,
  type ServiceOption,
  type ServiceOptions,
  type ForecastDay,
  type RegionWeather,
  type WeatherReport,
  LIVE_SERVICES,
  type LiveRecording,
  type LiveSchedule,
  type LiveService,
  type LiveSession,
} from '../../../core';
import { IsIsoText, IsMember, Nested, Nullable } from '../dto-rules';

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

const PRODUCTS = Object.keys(FREIGHT_PRODUCTS);

export class FreightPlaceDto implements FreightPlace {
  @IsString() id!: string;
  @IsString() name!: string;
  @IsString() state!: string;
  @IsIn(['city', 'port']) kind!: 'city' | 'port';
}

export class FreightOptionsDto implements FreightOptions {
  @Nested(() => FreightPlaceDto, { each: true }) places!: FreightPlaceDto[];
  @IsArray() @IsIn(PRODUCTS, { each: true }) products!: FreightProduct[];
  @IsArray() @IsIn(FREIGHT_MODES, { each: true }) modes!: FreightMode[];
}

export class FreightQuoteDto implements FreightQuote {
  @IsString() origin!: string;
  @IsString() destination!: string;
  @IsIn(PRODUCTS) product!: FreightProduct;
  @IsIn(FREIGHT_MODES) mode!: FreightMode;
  @IsInt() @Min(1) tonnage!: number;
  @IsInt() @Min(0) distanceKm!: number;
  @IsNumber() @Min(0) ratePerTonneKm!: number;
  @IsNumber() @Min(0) terminalFeePerTonne!: number;
  @IsNumber() @Min(0) productFactor!: number;
  @IsNumber() @Min(0) costPerTonne!: number;
  @IsNumber() @Min(0) total!: number;
}

export class LineUpVesselDto implements LineUpVessel {
  @IsString() id!: string;
  @IsString() vessel!: string;
  @IsString() port!: string;
  @IsString() berth!: string;
  @IsString() product!: string;
  @IsInt() @Min(0) tonnage!: number;
  @IsIsoText() expected!: string;
  @IsIn(VESSEL_STATUSES) status!: VesselStatus;
}

export class LineUpDto implements LineUp {
  @Nested(() => LineUpVesselDto, { each: true }) vessels!: LineUpVesselDto[];
}

export class ForecastDayDto implements ForecastDay {
  @IsIsoText() day!: string;
  @IsNumber() minC!: number;
  @IsNumber() maxC!: number;
  @IsNumber() @Min(0) rainMm!: number;
  @IsInt() @Min(0) @Max(100) rainChance!: number;
}

export class RegionWeatherDto implements RegionWeather {
  @IsString() region!: string;
  @IsString() name!: string;
  @IsString() state!: string;
  @IsArray() @IsInt({ each: true }) commodities!: number[];
  @Nested(() => ForecastDayDto, { each: true }) forecast!: ForecastDayDto[];
  @IsNumber() @Min(0) rainfall30Mm!: number;
  @IsNumber() @Min(0) normal30Mm!: number;
}

export class WeatherReportDto implements WeatherReport {
  @IsIsoText() issuedAt!: string;
  @IsString() source!: string;
  @Nested(() => RegionWeatherDto, { each: true }) regions!: RegionWeatherDto[];
}

export class LiveRecordingDto implements LiveRecording {
  @IsString() mediaId!: string;
}

export class LiveSessionDto implements LiveSession {
  @IsString() id!: string;
  @IsIn(LIVE_SERVICES) service!: LiveService;
  @IsString() title!: string;
  @Nullable() @IsInt() commodity!: number | null;
  @IsArray() @IsString({ each: true }) analysts!: string[];
  @IsIsoText() start!: string;
  @IsInt() @Min(1) durationMinutes!: number;
  @IsInt() @Min(0) seats!: number;
  @IsInt() @Min(0) seatsTaken!: number;
  @IsBoolean() registered!: boolean;
  @Nullable() @Nested(() => LiveRecordingDto) recording!: LiveRecordingDto | null;
}

export class LiveScheduleDto implements LiveSchedule {
  @IsIn(LIVE_SERVICES) service!: LiveService;
  @Nested(() => LiveSessionDto, { each: true }) sessions!: LiveSessionDto[];
}

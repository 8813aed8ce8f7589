// The response DTOs of the watch list and price alerts (market/watchlist, market/alerts, and the `alert` event of
// market/stream), each tied to its core type.
import { IsArray, IsInt, IsNumber, IsString, Min } from 'class-validator';
import {
  ALERT_KINDS,
  type AlertFired,
  type AlertKind,
  type AlertState,
  type PriceAlert,
  type PriceAlerts,
  type Watchlist,
} from '../../../core';
import { IsIsoText, IsMember, Nested, Nullable } from '../dto-rules';

const KINDS = Object.fromEntries(ALERT_KINDS.map((kind) => [kind, true])) as Record<AlertKind, true>;
const STATES: Record<AlertState, true> = { active: true, fired: true, suspended: true };

export class WatchlistDto implements Watchlist {
  @IsArray() @IsString({ each: true }) instruments!: string[];
}

export class PriceAlertDto implements PriceAlert {
  @IsInt() @Min(1) id!: number;
  @IsString() instrument!: string;
  @IsString() name!: string;
  @IsString() unit!: string;
  @IsMember(KINDS) kind!: AlertKind;
  @IsNumber() level!: number;
  @IsMember(STATES) state!: AlertState;
  @IsIsoText() createdAt!: string;
  @Nullable() @IsIsoText() firedAt!: string | null;
  @Nullable() @IsNumber() firedValue!: number | null;
}

export class PriceAlertsDto implements PriceAlerts {
  @Nested(() => PriceAlertDto, { each: true }) alerts!: PriceAlertDto[];
}

export class AlertFiredDto implements AlertFired {
  @IsInt() @Min(1) id!: number;
  @IsString() instrument!: string;
  @IsString() name!: string;
  @IsMember(KINDS) kind!: AlertKind;
  @IsNumber() level!: number;
  @IsNumber() value!: number;
  @IsString() unit!: string;
  @IsIsoText() time!: string;
}

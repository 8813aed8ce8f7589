// The runtime configuration of /config.json (SPEC §3), tied to the core's AppConfig.
import { IsInt, IsNotEmpty, IsOptional, IsPositive, IsString } from 'class-validator';
import { type AppConfig, type Brand } from '../../../core';
import { IsMember, IsStringRecord } from '../dto-rules';

const BRANDS: Record<Brand, true> = { consultancy: true, 'market-news': true };

/** /config.json: where the API and the cache service live, the cache key and the user-info poll interval. */
export class AppConfigDto implements AppConfig {
  @IsString() @IsNotEmpty() api_url!: string;
  @IsString() @IsNotEmpty() api_cache!: string;
  @IsString() api_cache_key!: string;
  @IsInt() @IsPositive() checkUserInfoPoolingTime!: number;
  @IsOptional() @IsString() URL_PRODUCTION?: string;
  @IsOptional() @IsString() URL_MOBILE?: string;
  @IsOptional() @IsMember(BRANDS) brand?: Brand;
  @IsOptional() @IsStringRecord() pushProjectIds?: Record<string, string>;
}

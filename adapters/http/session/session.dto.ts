// The response DTOs of the session calls (SPEC §7: token refresh, acceptor) and of /appversion.json.
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { type AcceptorCheck, type RefreshedTokens } from '../../../core';
import { IsIsoText } from '../dto-rules';

/** auth/getAccessTokenFromRefreshToken: a new access token and a new refresh token. */
export class RefreshedTokensDto implements RefreshedTokens {
  @IsString() @IsNotEmpty() token!: string;
  @IsString() @IsNotEmpty() refresh_token!: string;
  @IsInt() expiresIn!: number;
}

/** acceptor/newtoken and acceptor/refresh-token: a new acceptor token. */
export class AcceptorTokenDto {
  @IsString() @IsNotEmpty() acptoken!: string;
}

/** acceptor/check-token: whether an acceptor token is alive. */
export class AcceptorCheckDto implements AcceptorCheck {
  @IsBoolean() valid!: boolean;
  @IsString() email!: string;
  @IsIsoText() expiresAt!: string;
}

/** /appversion.json: the hash of the published build. */
export class AppVersionDto {
  @IsString() @IsNotEmpty() hash!: string;
  @IsOptional() @IsIsoText() builtAt?: string;
}

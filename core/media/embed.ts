// Embedded media: the base URL of each embed service comes from the configuration (SPEC §9).
import { EMBED_SERVICES, type EmbedService, type MediaEmbed } from './api';

/** The base URL of each embed service, as /config.json announces them (`mediaEmbeds`). */
export type MediaEmbedConfig = Partial<Record<EmbedService, string>>;

/**
 * The address of an embedded item: the service's configured base URL followed by the item's reference (encoded).
 * Null when the service has no base URL configured, or the base URL is not http(s), so nothing unknown is framed.
 */
export function embedUrl(config: MediaEmbedConfig | undefined, embed: MediaEmbed): string | null {
  if (!(EMBED_SERVICES as readonly string[]).includes(embed.service)) return null;
  const base = config?.[embed.service];
  if (!base || !/^(https?:\/\/|\/)/.test(base)) return null;
  return `${base.endsWith('/') ? base : `${base}/`}${encodeURIComponent(embed.ref)}`;
}

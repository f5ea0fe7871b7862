/**
 * Google Analytics: on only when a measurement id is configured, in site.config.ts
 * (`analytics.measurementId`) or in GA_MEASUREMENT_ID, which wins so that each deploy context
 * decides (netlify.toml). Without an id the plugin is not even registered: no script, no request.
 */
import type { SiteConfig } from '../../site.config';

export const MEASUREMENT_ID = /^G-[A-Z0-9]{4,16}$/;
export const ANALYTICS_ENV = 'GA_MEASUREMENT_ID';

/** The measurement id to use, or null for none; a malformed one fails the build naming where it came from. */
export function resolveMeasurementId(analytics: SiteConfig['analytics'], env: Record<string, string | undefined> = process.env): string | null {
  const fromEnv = env[ANALYTICS_ENV];
  const id = (fromEnv ?? analytics.measurementId).trim();
  if (!id) return null;
  if (!MEASUREMENT_ID.test(id)) {
    const where = fromEnv !== undefined ? `${ANALYTICS_ENV}` : 'site.config.ts: analytics.measurementId';
    throw new Error(`${where}: "${id}" is not a Google Analytics 4 measurement id. Allowed: "G-" followed by 4 to 16 capital letters or digits, or empty for no analytics.`);
  }
  return id;
}

/** gatsby-plugin-google-gtag's options: anonymised IPs, the page views sent by our route handler. */
export function gtagPluginOptions(measurementId: string) {
  return {
    trackingIds: [measurementId],
    gtagConfig: { anonymize_ip: true },
    pluginConfig: { head: false, respectDNT: false },
  };
}

/** The plugins analytics adds to gatsby-config: none without a measurement id. */
export function analyticsPlugins(measurementId: string | null): { resolve: string; options: ReturnType<typeof gtagPluginOptions> }[] {
  return measurementId ? [{ resolve: 'gatsby-plugin-tesela-analytics', options: gtagPluginOptions(measurementId) }] : [];
}

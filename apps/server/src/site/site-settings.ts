import type { Site } from '@curio/shared';
import type { Config } from '../config';

/** The public settings of the site (GET /api/site; also in every page, by the frame's loader). */
export function siteSettings(config: Config): Site {
  return {
    oldWebsiteUrl: config.oldWebsiteUrl ?? null,
    googleSignIn: Boolean(config.google),
    errorReporting: Boolean(config.webSentryDsn),
  };
}

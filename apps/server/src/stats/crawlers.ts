/**
 * User agents of crawlers, scripts and automated browsers: their requests count no view and no
 * buy click. Headless Chrome's own agent is on the list (a shopper's browser never sends it); the
 * Playwright journeys present a desktop Chrome agent, as a shopper's browser does.
 */
const CRAWLER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|preview|curl|wget|python|httpie|go-http-client|java\/|okhttp|axios|node-fetch|undici|libwww|scrapy|phantomjs|headlesschrome|lighthouse|pingdom|uptime/i;

/** Whether a request's User-Agent (or its absence) says it is not a shopper's browser. */
export function isCrawler(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || CRAWLER_AGENT.test(userAgent);
}

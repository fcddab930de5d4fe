import { launch, type LaunchedChrome } from 'chrome-launcher';

/** Headless Chromium (`CHROME_PATH`, /usr/bin/chromium by default) for Lighthouse to drive. */
export function launchChromeForLighthouse(): Promise<LaunchedChrome> {
  return launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/**
 * The links to the app's pages: the page table of @curio/shared (`pageLinks`), which the server
 * reads too (sitemap, mails, Google callback, page cache).
 */
export { pageLinks as paths } from '@curio/shared';

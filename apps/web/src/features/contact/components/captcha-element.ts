// Defines the <altcha-widget> element with its translations; loaded by captcha-widget.tsx on the
// first interaction with the form (≈ 30 KiB gzipped kept out of the contact page's first load).
// Translations first: an element already in the page upgrades as soon as it is defined.
import 'altcha/i18n/de';
import 'altcha/i18n/es-es';
import 'altcha/i18n/fr-fr';
import 'altcha/i18n/zh-cn';
import 'altcha';

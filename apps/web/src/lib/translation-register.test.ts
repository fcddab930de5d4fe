import { LANGUAGES, type Language } from '@curio/shared';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_CHANGE_NOTICE,
  PASSWORD_RESET,
  VERIFY_EMAIL,
} from '../../../server/src/mail/mail-texts';

/**
 * One register and one word per concept in every language, as docs/glossary.md fixes them:
 * German "Sie", French "vous", Chinese "您", Spanish "usted". A rule lists what must not appear.
 */
interface Rule {
  name: string;
  pattern: RegExp;
}

/** A word on its own: not inside another word (\b does not know ä, é or ñ). */
const word = (alternatives: string, flags = 'iu') =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, flags);
/** A word that starts a sentence (an imperative), at the start of a text or after . ! ? : ¿ ¡ */
const sentenceStart = (alternatives: string) =>
  new RegExp(`(?:^|[.!?:;]\\s+|[¿¡])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'iu');

const RULES: Record<Language, Rule[]> = {
  // American spelling, as the spec's exact texts ("favorites", "color") have it.
  en: [
    {
      name: 'British spelling',
      pattern:
        /favourit|colour|catalogue|set-up|cancell(?:ed|ing)|centre|grey|licence|behaviour|(?:organi|recogni|authori|customi|personali|prioriti|summari|minimi|maximi|optimi|analy)s(?:e|ed|es|ing|ation)(?![\p{L}])/iu,
    },
  ],
  de: [
    {
      name: 'du, dich, dir, dein…, euch, euer…',
      // euer, eure, euren, eurem, eurer, eures — not the currency code "EUR".
      pattern: word('du|dich|dir|dein\\p{L}*|euch|euer|eure[mnrs]?'),
    },
    {
      name: 'an imperative of du',
      pattern: word('füge|tippe|prüfe|verwende|wähle|gib|öffne|speichere|bestätige|versuche es'),
    },
    { name: '"Agent" instead of "Einkaufsagent"', pattern: /(?<![\p{L}-])Agent/u },
    { name: '"Nutzer" instead of "Benutzer"', pattern: /(?<!\p{L})Nutzer/u },
    {
      name: 'two-factor other than "Zwei-Faktor-Authentifizierung"',
      pattern: /Zwei-Faktor-(?!Authentifizierung)|2FA/u,
    },
    { name: 'frozen other than "gesperrt"', pattern: word('eingefroren|einfrieren') },
    { name: 'favorites other than "Favoriten"', pattern: /Lieblings/u },
    {
      name: 'sign in other than "anmelden"',
      pattern: /einlogg|ausgelogg|(?<!\p{L})Log-?in(?!\p{L})/iu,
    },
  ],
  fr: [
    { name: 'tu, te, toi, ton, ta, tes', pattern: word('tu|te|toi|ton|ta|tes') },
    { name: 't’ before a verb', pattern: /(?<![\p{L}\p{N}])t['’]\p{L}/iu },
    { name: '"agent" without "d’achat"', pattern: /(?<!\p{L})agents?(?!\p{L})(?! d['’]achat)/iu },
    {
      name: 'two-factor other than "authentification à deux facteurs"',
      pattern: /double authentification|connexion à deux facteurs|2FA/iu,
    },
    {
      name: 'backup code other than "code de secours"',
      pattern: /codes? de (récupération|sauvegarde)/iu,
    },
  ],
  es: [
    {
      name: 'tú, tu, tus, te, ti, contigo, tuyo…',
      pattern: word('tú|tu|tus|te|ti|contigo|tuy[oa]s?|os|vosotros'),
    },
    // "ayudarte", "seguirte", "respondiéndote": te joined to an infinitive or a gerund.
    { name: 'te after a verb', pattern: word('\\p{L}{3,}(?:ar|er|ir)te|\\p{L}+ndote') },
    {
      name: 'a verb of tú',
      pattern: word(
        'has|eres|estás|buscas|puedes|tienes|quieres|necesitas|sigues|crees|aceptas|pagas|gestionas|guardas|inicias|creas|escribes|olvidaste|inténtalo|déjalo|cópialo|cópialos|descárgalo|descárgalos|guárdalo|guárdalos|cuéntanos|escríbenos|contáctanos|asígnate|regístrate',
      ),
    },
    {
      name: 'an imperative of tú',
      pattern: sentenceStart(
        'introduce|vuelve|revisa|selecciona|escribe|prueba|pulsa|elige|añade|crea|guarda|escanea|inicia|visita|cambia|define|comprueba|espera|busca|vincula|abre|confirma|usa|consulta|completa',
      ),
    },
    {
      name: '"agente" without "de compras"',
      pattern: /(?<!\p{L})agentes?(?!\p{L})(?! de compras)/iu,
    },
    {
      name: 'two-factor other than "autenticación en dos pasos"',
      pattern: /dos factores|inicio de sesión en dos pasos|(?<!en )dos pasos|2FA/iu,
    },
    { name: 'sign in other than "iniciar sesión"', pattern: word('entrar|loguear\\p{L}*') },
  ],
  zh: [
    { name: '你 instead of 您', pattern: /[你妳]/u },
    { name: '代理 instead of 代购', pattern: /代理/u },
    {
      name: 'two-factor other than 双重验证',
      pattern: /双重身份验证|双重验证登录|两步验证|双因素|2FA/u,
    },
    { name: '产品 instead of 商品', pattern: /产品/u },
    { name: 'backup code other than 备用码', pattern: /备份码|恢复码/u },
    { name: '登陆 or 登入 instead of 登录', pattern: /登陆|登入/u },
    { name: 'email other than 电子邮件', pattern: /邮箱/u },
  ],
};

/** The rules a text breaks, by name. */
function broken(lng: Language, text: string): string[] {
  // Placeholders ({{agent}}, {url}) and addresses are not words of the language.
  const words = text.replace(/\{\{[^}]*\}\}|\{[^}]*\}|https?:\/\/\S+/g, ' ');
  return RULES[lng].filter((rule) => rule.pattern.test(words)).map((rule) => rule.name);
}

/** Every translation file's texts, as [language, "ns:dotted.key", text]. */
const files = import.meta.glob<Record<string, unknown>>('../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});

function leaves(value: unknown, prefix: string): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, `${prefix}.${key}`));
}

const localeTexts = Object.entries(files).flatMap(([path, file]) => {
  const [, lng = '', ns = ''] = /locales\/(\w+)\/(\w+)\.json$/.exec(path) ?? [];
  return leaves(file, ns).map(([key, text]) => ({ lng: lng as Language, key, text }));
});

/** The server's mails in every language, filled with sample values. */
const sample = { username: 'Mia', link: 'https://curio.example/x', newEmail: 'mia@example.com' };
const mailTexts = LANGUAGES.flatMap((lng) =>
  Object.entries({ VERIFY_EMAIL, EMAIL_CHANGE_NOTICE, PASSWORD_RESET }).flatMap(
    ([name, template]) => {
      const mail = template[lng](sample);
      return [
        { lng, key: `mail:${name}.subject`, text: mail.subject },
        { lng, key: `mail:${name}.body`, text: mail.body },
      ];
    },
  ),
);

describe('one register and one vocabulary per language', () => {
  it('reads every translation file of every language', () => {
    expect(new Set(localeTexts.map((t) => t.lng))).toEqual(new Set(LANGUAGES));
    expect(localeTexts.length).toBeGreaterThan(LANGUAGES.length * 500);
  });

  it.each(LANGUAGES)('%s web texts keep the register and the glossary terms', (lng) => {
    const found = localeTexts
      .filter((t) => t.lng === lng)
      .flatMap((t) => broken(lng, t.text).map((rule) => `${t.key}: ${rule} — ${t.text}`));
    expect(found).toEqual([]);
  });

  it.each(LANGUAGES)('%s mails keep the register and the glossary terms', (lng) => {
    const found = mailTexts
      .filter((t) => t.lng === lng)
      .flatMap((t) => broken(lng, t.text).map((rule) => `${t.key}: ${rule}`));
    expect(found).toEqual([]);
  });

  it('catches informal sentences and other words for a fixed term', () => {
    expect(broken('de', 'Bitte versuche es später erneut.')).toEqual(['an imperative of du']);
    expect(broken('de', 'Ändere dein Passwort.')).toEqual(['du, dich, dir, dein…, euch, euer…']);
    expect(broken('de', 'Sind das eure Daten?')).toEqual(['du, dich, dir, dein…, euch, euer…']);
    expect(broken('de', 'Preise in EUR (€) oder USD.')).toEqual([]);
    expect(broken('de', 'Wählen Sie Ihren Agenten.')).toEqual([
      '"Agent" instead of "Einkaufsagent"',
    ]);
    expect(broken('de', 'Wählen Sie Ihren Einkaufsagenten.')).toEqual([]);
    expect(broken('fr', 'Tu peux t’inscrire ici.')).toEqual([
      'tu, te, toi, ton, ta, tes',
      't’ before a verb',
    ]);
    expect(broken('fr', 'Choisissez un agent.')).toEqual(['"agent" without "d’achat"']);
    expect(broken('fr', 'Choisissez un agent d’achat.')).toEqual([]);
    expect(broken('es', 'Vuelve a intentarlo más tarde.')).toEqual(['an imperative of tú']);
    expect(broken('es', '¿Ya tienes una cuenta?')).toEqual(['a verb of tú']);
    expect(broken('es', 'Sin seguirte por otros sitios.')).toEqual(['te after a verb']);
    expect(broken('es', 'Cambie su contraseña. El botón crea un enlace.')).toEqual([]);
    expect(broken('zh', '你的账户已冻结。')).toEqual(['你 instead of 您']);
    expect(broken('zh', '您的代购')).toEqual([]);
    expect(broken('en', 'Remove it from your favourites.')).toEqual(['British spelling']);
    expect(broken('en', 'Product was added to favorites!')).toEqual([]);
  });
});

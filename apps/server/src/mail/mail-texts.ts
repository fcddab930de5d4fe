import { MAIL_LANGUAGES, type MailLanguage } from '@curio/shared';

/** The first of the five languages named in an Accept-Language header; English otherwise. */
export function mailLanguage(acceptLanguage: string | undefined): MailLanguage {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.lang && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q);
  for (const { lang } of wanted) {
    const found = MAIL_LANGUAGES.find((l) => l === lang);
    if (found) return found;
  }
  return 'en';
}

interface MailText {
  subject: string;
  body: string;
}

type Template<P> = (params: P & { username: string }) => MailText;

/** Verification link for a new account or a new address ({PUBLIC_URL}/auth/verify-email?token=…). */
export const VERIFY_EMAIL: Record<MailLanguage, Template<{ link: string }>> = {
  en: ({ username, link }) => ({
    subject: 'Confirm your email address for Curio',
    body: `Hello ${username},\n\nplease confirm that this is your email address by opening this link within 24 hours:\n\n${link}\n\nIf you did not ask for this, you can ignore this email.\n\nCurio`,
  }),
  zh: ({ username, link }) => ({
    subject: '请确认您在 Curio 的电子邮件地址',
    body: `${username}，您好：\n\n请在 24 小时内打开以下链接，确认这是您的电子邮件地址：\n\n${link}\n\n如果这不是您本人的操作，请忽略此邮件。\n\nCurio`,
  }),
  es: ({ username, link }) => ({
    subject: 'Confirme su dirección de correo para Curio',
    body: `Hola, ${username}:\n\nconfirme que esta es su dirección de correo abriendo este enlace en las próximas 24 horas:\n\n${link}\n\nSi no lo ha solicitado, puede ignorar este correo.\n\nCurio`,
  }),
  de: ({ username, link }) => ({
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Curio',
    body: `Hallo ${username},\n\nbitte bestätigen Sie innerhalb von 24 Stunden mit diesem Link, dass dies Ihre E-Mail-Adresse ist:\n\n${link}\n\nWenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.\n\nCurio`,
  }),
  fr: ({ username, link }) => ({
    subject: 'Confirmez votre adresse e-mail pour Curio',
    body: `Bonjour ${username},\n\nveuillez confirmer qu’il s’agit bien de votre adresse e-mail en ouvrant ce lien dans les 24 heures :\n\n${link}\n\nSi vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail.\n\nCurio`,
  }),
};

/** Sent to the old address when a change to `newEmail` is asked for. */
export const EMAIL_CHANGE_NOTICE: Record<MailLanguage, Template<{ newEmail: string }>> = {
  en: ({ username, newEmail }) => ({
    subject: 'Your Curio email address is being changed',
    body: `Hello ${username},\n\nsomeone signed in to your Curio account asked to change its email address to ${newEmail}. This address stays in use until the new one is confirmed.\n\nIf this was not you, change your password now (or use "Forgot password?" on the sign-in page).\n\nCurio`,
  }),
  zh: ({ username, newEmail }) => ({
    subject: '您的 Curio 电子邮件地址正在更改',
    body: `${username}，您好：\n\n有人登录了您的 Curio 账户，并请求将电子邮件地址更改为 ${newEmail}。在新地址确认之前，此地址仍然有效。\n\n如果这不是您本人的操作，请立即更改密码（或在登录页面使用“忘记密码？”）。\n\nCurio`,
  }),
  es: ({ username, newEmail }) => ({
    subject: 'Se está cambiando su dirección de correo de Curio',
    body: `Hola, ${username}:\n\nalguien que inició sesión en su cuenta de Curio pidió cambiar su dirección de correo a ${newEmail}. Esta dirección sigue en uso hasta que se confirme la nueva.\n\nSi no fue usted, cambie su contraseña ahora (o use «¿Olvidó su contraseña?» en la página de inicio de sesión).\n\nCurio`,
  }),
  de: ({ username, newEmail }) => ({
    subject: 'Ihre E-Mail-Adresse bei Curio wird geändert',
    body: `Hallo ${username},\n\njemand, der bei Ihrem Curio-Konto angemeldet ist, hat die Änderung der E-Mail-Adresse auf ${newEmail} angefordert. Diese Adresse bleibt gültig, bis die neue bestätigt ist.\n\nWenn Sie das nicht waren, ändern Sie jetzt Ihr Passwort (oder nutzen Sie „Passwort vergessen?“ auf der Anmeldeseite).\n\nCurio`,
  }),
  fr: ({ username, newEmail }) => ({
    subject: 'L’adresse e-mail de votre compte Curio va changer',
    body: `Bonjour ${username},\n\nune personne connectée à votre compte Curio a demandé à remplacer son adresse e-mail par ${newEmail}. Cette adresse reste utilisée jusqu’à la confirmation de la nouvelle.\n\nSi ce n’était pas vous, changez votre mot de passe dès maintenant (ou utilisez « Mot de passe oublié ? » sur la page de connexion).\n\nCurio`,
  }),
};

/** Password reset link ({PUBLIC_URL}/auth/reset-password?token=…), valid 30 minutes. */
export const PASSWORD_RESET: Record<MailLanguage, Template<{ link: string }>> = {
  en: ({ username, link }) => ({
    subject: 'Reset your Curio password',
    body: `Hello ${username},\n\nto choose a new password, open this link within 30 minutes. It works once:\n\n${link}\n\nIf you did not ask for this, you can ignore this email; your password stays as it is.\n\nCurio`,
  }),
  zh: ({ username, link }) => ({
    subject: '重置您的 Curio 密码',
    body: `${username}，您好：\n\n请在 30 分钟内打开以下链接设置新密码。该链接只能使用一次：\n\n${link}\n\n如果这不是您本人的请求，请忽略此邮件，您的密码不会改变。\n\nCurio`,
  }),
  es: ({ username, link }) => ({
    subject: 'Restablezca su contraseña de Curio',
    body: `Hola, ${username}:\n\npara elegir una contraseña nueva, abra este enlace en los próximos 30 minutos. Solo funciona una vez:\n\n${link}\n\nSi no lo ha solicitado, puede ignorar este correo; su contraseña no cambia.\n\nCurio`,
  }),
  de: ({ username, link }) => ({
    subject: 'Setzen Sie Ihr Curio-Passwort zurück',
    body: `Hallo ${username},\n\num ein neues Passwort zu wählen, öffnen Sie diesen Link innerhalb von 30 Minuten. Er funktioniert nur einmal:\n\n${link}\n\nWenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.\n\nCurio`,
  }),
  fr: ({ username, link }) => ({
    subject: 'Réinitialisez votre mot de passe Curio',
    body: `Bonjour ${username},\n\npour choisir un nouveau mot de passe, ouvrez ce lien dans les 30 minutes. Il ne fonctionne qu’une fois :\n\n${link}\n\nSi vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail ; votre mot de passe reste inchangé.\n\nCurio`,
  }),
};

/**
 * After an address is proved for the first time: a Google account linked before that is no longer
 * linked, and every session has ended.
 */
export const GOOGLE_UNLINKED_NOTICE: Record<MailLanguage, Template<object>> = {
  en: ({ username }) => ({
    subject: 'We removed a Google sign-in from your Curio account',
    body: `Hello ${username},\n\nyour email address is now confirmed. A Google account had been linked to your Curio account before anyone confirmed this address, so we removed that link and signed out every device.\n\nIf you linked it yourself, link it again from your profile. If you did not, nothing else is needed: only you can sign in now.\n\nCurio`,
  }),
  zh: ({ username }) => ({
    subject: '我们已从您的 Curio 账户中移除一个 Google 登录方式',
    body: `${username}，您好：\n\n您的电子邮件地址现已确认。在此地址得到确认之前，您的 Curio 账户已关联了一个 Google 账户，因此我们移除了该关联，并已让所有设备退出登录。\n\n如果是您本人关联的，请在个人资料中重新关联。如果不是，您无需执行任何操作：现在只有您可以登录。\n\nCurio`,
  }),
  es: ({ username }) => ({
    subject: 'Hemos quitado un inicio de sesión con Google de su cuenta de Curio',
    body: `Hola, ${username}:\n\nsu dirección de correo ya está confirmada. Antes de que nadie la confirmara, se había vinculado una cuenta de Google a su cuenta de Curio, así que hemos quitado ese vínculo y cerrado la sesión en todos los dispositivos.\n\nSi la vinculó usted, vuelva a vincularla desde su perfil. Si no fue usted, no tiene que hacer nada más: ahora solo usted puede iniciar sesión.\n\nCurio`,
  }),
  de: ({ username }) => ({
    subject: 'Wir haben eine Google-Anmeldung aus Ihrem Curio-Konto entfernt',
    body: `Hallo ${username},\n\nIhre E-Mail-Adresse ist jetzt bestätigt. Bevor jemand diese Adresse bestätigt hatte, war ein Google-Konto mit Ihrem Curio-Konto verknüpft worden. Wir haben diese Verknüpfung entfernt und alle Geräte abgemeldet.\n\nWenn Sie es selbst verknüpft hatten, verknüpfen Sie es in Ihrem Profil erneut. Wenn nicht, müssen Sie nichts weiter tun: Jetzt können nur Sie sich anmelden.\n\nCurio`,
  }),
  fr: ({ username }) => ({
    subject: 'Nous avons retiré une connexion Google de votre compte Curio',
    body: `Bonjour ${username},\n\nvotre adresse e-mail est maintenant confirmée. Un compte Google avait été associé à votre compte Curio avant que quiconque ne confirme cette adresse : nous avons donc retiré cette association et déconnecté tous les appareils.\n\nSi vous l’aviez associé vous-même, associez-le à nouveau depuis votre profil. Sinon, vous n’avez rien d’autre à faire : vous seul pouvez désormais vous connecter.\n\nCurio`,
  }),
};

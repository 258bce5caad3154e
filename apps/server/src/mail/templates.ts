import type { Language } from '@bnw/contract';
import type { MailMessage } from './mailer.js';

/** The texts of the mails a player receives, in the player's language. */

export interface Recipient {
  email: string;
  firstName: string;
  language: Language;
}

/** Who a mail to a player goes to, in the player's language (a player row's columns). */
export function recipientOf(player: { email: string; first_name: string; language: string }): Recipient {
  return { email: player.email, firstName: player.first_name, language: player.language === 'en' ? 'en' : 'tr' };
}

export function confirmationMail(to: Recipient, link: string, siteName: string): MailMessage {
  if (to.language === 'en') {
    return {
      to: to.email,
      subject: `${siteName}: confirm your e-mail address`,
      text: `Hello ${to.firstName},\n\nTo confirm your account, open this link within 24 hours:\n${link}\n\nIf you did not sign up, ignore this e-mail.\n\n${siteName}`,
    };
  }
  return {
    to: to.email,
    subject: `${siteName}: e-posta adresinizi onaylayın`,
    text: `Merhaba ${to.firstName},\n\nHesabınızı onaylamak için 24 saat içinde bu bağlantıyı açın:\n${link}\n\nÜye olmadıysanız bu e-postayı dikkate almayın.\n\n${siteName}`,
  };
}

export function passwordResetMail(to: Recipient, link: string, siteName: string): MailMessage {
  if (to.language === 'en') {
    return {
      to: to.email,
      subject: `${siteName}: reset your password`,
      text: `Hello ${to.firstName},\n\nTo choose a new password, open this link within one hour. It works once:\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.\n\n${siteName}`,
    };
  }
  return {
    to: to.email,
    subject: `${siteName}: şifre sıfırlama`,
    text: `Merhaba ${to.firstName},\n\nYeni bir şifre belirlemek için bir saat içinde bu bağlantıyı açın. Bağlantı yalnızca bir kez çalışır:\n${link}\n\nBu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmez.\n\n${siteName}`,
  };
}

/**
 * To the owner of an address someone tried to register again with. The registration form
 * answers as if it worked (so it does not tell who has an account); this mail tells the one
 * person who may know, and offers the two things they may want: to log in, or a new password.
 */
export function registrationAttemptMail(
  to: Recipient,
  links: { login: string; forgotPassword: string },
  siteName: string,
): MailMessage {
  if (to.language === 'en') {
    return {
      to: to.email,
      subject: `${siteName}: someone tried to sign up with your address`,
      text: `Hello ${to.firstName},\n\nSomeone tried to open a new account with this e-mail address, which already has an account with us. No new account was opened.\n\nIf it was you, log in here:\n${links.login}\n\nForgot your password? Choose a new one here:\n${links.forgotPassword}\n\nIf it was not you, you need not do anything; your account stays as it is.\n\n${siteName}`,
    };
  }
  return {
    to: to.email,
    subject: `${siteName}: adresinizle üye olma denemesi`,
    text: `Merhaba ${to.firstName},\n\nBu e-posta adresiyle yeni bir hesap açılmaya çalışıldı; ancak adresinize kayıtlı bir hesabınız zaten var. Yeni bir hesap açılmadı.\n\nBunu siz yaptıysanız buradan giriş yapabilirsiniz:\n${links.login}\n\nŞifrenizi unuttuysanız buradan yeni bir şifre belirleyebilirsiniz:\n${links.forgotPassword}\n\nBunu siz yapmadıysanız bir şey yapmanıza gerek yok; hesabınız olduğu gibi kalır.\n\n${siteName}`,
  };
}

import type { Language } from '@bnw/contract';
import type { MailMessage } from './mailer.js';

/** The texts of the mails a player receives, in the player's language. */

interface Recipient {
  email: string;
  firstName: string;
  language: Language;
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

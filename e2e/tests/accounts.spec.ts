import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import {
  type TestAuthenticator,
  createAuthenticator,
  fillRegistration,
  logoutFromHeader,
  mailedLink,
  newPlayer,
  storedLogin,
  submitLogin,
} from './account-helpers';

/*
 * Player accounts end to end, on one player, in order: register, confirm by the mailed link,
 * log in, the return address, the authenticator, logout, the six-digit step, the password
 * change, forgot / reset, and the session clearing of section 4.
 */
test.describe.configure({ mode: 'serial' });

const player = newPlayer();

test('registration: client-side refusal in Turkish, then the form is sent and the e-mail screen shows', async ({
  page,
}) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Üye Ol' })).toBeVisible();
  await expect(page.getByLabel('Ülke').locator('option').first()).toHaveText('Türkiye');

  await fillRegistration(page, player, { passwordConfirm: 'Baska2024x' });
  await expect(page.getByText('Şifreler birbiriyle eşleşmiyor.')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);

  await page.getByLabel('Şifre (tekrar)', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Üye Ol' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-postanızı kontrol edin' })).toBeVisible();
  await expect(page.getByText(player.email)).toBeVisible();
  await expect(page.getByText(/^Kaydınız tamamlandı/).first()).toBeVisible();
});

test('the server refuses a taken username with its Turkish message under the field', async ({ page }) => {
  await page.goto('/register');
  await fillRegistration(page, { ...player, email: `baska.${player.email}` });
  await expect(page.getByText('Bu kullanıcı adı zaten kullanılıyor.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('login is refused before the e-mail is confirmed; a new link is asked there and confirms it', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, player.username, player.password);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Giriş yapmadan önce e-posta adresinize gönderilen bağlantıyla hesabınızı onaylayın.' }),
  ).toBeVisible();

  // The first link is lost: the refusal offers a new one, which voids the first.
  const firstLink = mailedLink(player.email, '/register-account-confirm');
  await page.getByRole('button', { name: 'Onay bağlantısını yeniden gönder' }).click();
  await expect(page.getByRole('status').filter({ hasText: /yeni onay bağlantısı/ })).toBeVisible();
  const newLink = mailedLink(player.email, '/register-account-confirm');
  expect(newLink).not.toBe(firstLink);
  await page.goto(firstLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Hesap onaylanamadı' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Onay bağlantısını yeniden gönder' })).toBeVisible();

  await page.goto(newLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Hesabınız onaylandı' })).toBeVisible();
  await expect(page.getByText('E-posta adresiniz onaylandı. Artık giriş yapabilirsiniz.')).toBeVisible();
  await page.getByRole('link', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The link is single-use: the server's Turkish refusal.
  await page.goto(mailedLink(player.email, '/register-account-confirm'));
  await expect(
    page.getByText('Bu bağlantı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.'),
  ).toBeVisible();
});

test('a guarded route sends to /login and the login comes back to it; the session is stored encrypted', async ({
  page,
}) => {
  await page.goto('/account-security?sekme=1');
  await expect(page).toHaveURL(/\/login$/);
  expect((await storedLogin(page)).returnUrl).toBe('/account-security?sekme=1');

  await submitLogin(page, player.username, 'Yanlis2024x');
  await expect(page.getByRole('alert').filter({ hasText: 'Kullanıcı adı veya şifre hatalı.' })).toBeVisible();

  await submitLogin(page, player.email, player.password);
  await expect(page).toHaveURL(/\/account-security\?sekme=1$/);
  await expect(page.getByText('Giriş başarılı. Hoş geldiniz!')).toBeVisible();
  // The first login after registration offers a deposit limit; this journey skips it.
  // The offer is modal: the page beneath is hidden from the accessibility tree until it is closed.
  const offer = page.getByRole('dialog', { name: 'Yatırım limiti belirleyin' });
  await offer.getByRole('button', { name: 'Şimdi değil' }).click();
  await expect(offer).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Hesap Güvenliği' })).toBeVisible();

  const stored = await storedLogin(page);
  expect(stored.returnUrl).toBeNull();
  const session = JSON.parse(stored.session ?? '{}') as Record<string, unknown>;
  expect(session.sid).toMatch(/^enc:[^:]+:[A-Za-z0-9+/=]+$/);
  expect(session.uid).toMatch(/^enc:/);
  expect(session).toMatchObject({ gmt: '+03:00', lang: 'tr' });
  expect(typeof session.expiresAt).toBe('number');
  expect(JSON.parse(stored.auth ?? '{}')).toMatchObject({ sid: session.sid, uid: session.uid });
  expect(JSON.parse(stored.profile ?? '{}')).toMatchObject({ username: player.username });

  // The recent logins list shows the failed attempt and the login.
  await expect(page.getByText('Başarısız giriş denemesi').first()).toBeVisible();
});

test('profile shows the details masked, and account settings change the phone and the language', async ({ page }) => {
  await loginAgain(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profilim' })).toBeVisible();
  await expect(page.getByText('Ayşe Yılmaz')).toBeVisible();
  await expect(page.getByText(/^oy•••@example\.com$/)).toBeVisible();
  await expect(page.getByText('(532) ••• •• 67')).toBeVisible();
  await expect(page.getByText('5 Mart 1990')).toBeVisible();

  await page
    .getByRole('link', { name: /Hesap Ayarları/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/account-settings$/);
  const phone = page.getByLabel('Cep telefonu');
  await expect(phone).toHaveValue('(532) 123 - 4567');
  await phone.fill('');
  await phone.pressSequentially('5449876543');
  await page.getByLabel('Dil').selectOption('en');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await page.getByLabel('Language').selectOption('tr');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hesap Ayarları' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
});

test('a stored return address containing "profile" leads to / after the login', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  expect((await storedLogin(page)).returnUrl).toBe('/profile');
  await submitLogin(page, player.username, player.password);
  await expect(page).toHaveURL(/\/$/);
  expect((await storedLogin(page)).returnUrl).toBeNull();
  await expect(page.getByRole('button', { name: 'Oyuncu menüsü' })).toBeVisible();
});

test('password change on /account-security, then the new password logs in', async ({ page }) => {
  await loginAgain(page);
  await page.goto('/account-security');
  await page.getByLabel('Mevcut şifre').fill('Yanlis2024x');
  await page.getByLabel('Yeni şifre', { exact: true }).fill('YeniSifre2025');
  await page.getByLabel('Yeni şifre (tekrar)').fill('YeniSifre2025');
  await page.getByRole('button', { name: 'Şifremi değiştir' }).click();
  await expect(page.getByText('Mevcut şifreniz hatalı.').first()).toBeVisible();

  await page.getByLabel('Mevcut şifre').fill(player.password);
  await page.getByRole('button', { name: 'Şifremi değiştir' }).click();
  await expect(page.getByText('Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.')).toBeVisible();
  player.password = 'YeniSifre2025';

  await page.getByRole('button', { name: 'Diğer oturumları kapat' }).click();
  await expect(page.getByText('Diğer cihazlardaki oturumlarınız kapatıldı.').first()).toBeVisible();

  await logoutFromHeader(page);
  await loginAgain(page);
  await expect(page.getByRole('button', { name: 'Oyuncu menüsü' })).toBeVisible();
});

test('forgot password and reset by the mailed link', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Şifremi unuttum' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Kullanıcı adı veya e-posta').fill(player.email);
  await page.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Şifre sıfırlama talimatları e-posta adresinize gönderildi.')).toBeVisible();

  const resetLink = mailedLink(player.email, '/account_reset');
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Şifre Sıfırlama' })).toBeVisible();
  await page.getByLabel('Yeni şifre', { exact: true }).fill('kisa');
  await page.getByRole('button', { name: 'Şifremi değiştir' }).click();
  await expect(page.getByText(/^Şifre en az 8 karakter olmalı/)).toBeVisible();
  await page.getByLabel('Yeni şifre', { exact: true }).fill('Sifirlandi2025');
  await page.getByLabel('Yeni şifre (tekrar)').fill('Sifirlandi2025');
  await page.getByRole('button', { name: 'Şifremi değiştir' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.')).toBeVisible();
  player.password = 'Sifirlandi2025';
  // The used link says so as its page opens, with no form to fill in first.
  await page.goto(resetLink);
  await expect(page.getByRole('alert')).toHaveText(
    'Bu bağlantı kullanılmış ya da yerine yenisi gönderilmiş. Şifrenizi değiştirmek için yeni bir bağlantı isteyin.',
  );
  await expect(page.getByLabel('Yeni şifre', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Yeni bağlantı iste' })).toHaveAttribute('href', '/forgot-password');
  await loginAgain(page);
});

test('a session the server no longer accepts is cleared and the site shows the player logged out', async ({ page }) => {
  await loginAgain(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profilim' })).toBeVisible();
  // Tamper with the stored sid: the server answers no-permission (anonymous user).
  await page.evaluate(() => {
    for (const key of ['bnwUserSession', 'bnwUserAuth']) {
      const value = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      value.sid = 'enc:bozuk:AAAA';
      localStorage.setItem(key, JSON.stringify(value));
    }
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Giriş yapmanız gerekiyor' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Giriş Yap', exact: true }).first()).toBeVisible();
  const stored = await storedLogin(page);
  expect(stored.session).toBeNull();
  expect(stored.profile).toBeNull();
});

test('a stored login past its 3600 seconds counts as logged out at start', async ({ page }) => {
  await loginAgain(page);
  await page.evaluate(() => {
    for (const key of ['bnwUserSession', 'bnwUserAuth']) {
      const value = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      value.expiresAt = Date.now() - 1000;
      localStorage.setItem(key, JSON.stringify(value));
    }
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Giriş Yap', exact: true })).toBeVisible();
  expect(await storedLogin(page)).toMatchObject({ session: null, auth: null, profile: null });
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('the authenticator: set-up with the QR code and the secret, logout, the six-digit login step, turning it off', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAgain(page);
  await page.goto('/google-auth');
  await expect(page.getByRole('heading', { level: 2, name: 'İki adımlı doğrulama kapalı' })).toBeVisible();
  // The set-up starts with the current password: a session alone cannot enrol an authenticator.
  await page.getByRole('button', { name: 'Kurulumu başlat' }).click();
  await expect(page.getByText('Mevcut şifrenizi girin.', { exact: true })).toBeVisible();
  await page.getByLabel('Mevcut şifre', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Kurulumu başlat' }).click();
  await expect(page.getByRole('img', { name: 'Google Authenticator kurulum kare kodu' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  const secret = ((await page.getByTestId('ga-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  // On the phone itself the app opens by the otpauth link: issuer the site's name, account the username.
  await expect(page.getByRole('link', { name: 'Doğrulayıcı uygulamasında aç' })).toHaveAttribute(
    'href',
    `otpauth://totp/BNW%20Casino:${player.username}?secret=${secret}&issuer=BNW%20Casino`,
  );
  const authenticator = createAuthenticator(secret);

  const confirm = page.getByRole('button', { name: 'Onayla ve aç' });
  await expect(confirm).toBeDisabled();
  await page.getByLabel('6 haneli kod').fill('12345');
  await expect(confirm).toBeDisabled();
  await page.getByLabel('6 haneli kod').fill(await authenticator.nextCode());
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByText('İki adımlı doğrulama açıldı.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'İki adımlı doğrulama açık' })).toBeVisible();

  // Logout from the player menu: everything local is gone.
  await logoutFromHeader(page);
  await expect(page.getByText('Çıkış yapıldı.')).toBeVisible();
  expect(await storedLogin(page)).toMatchObject({ session: null, auth: null, profile: null });

  // The next login asks for the code; only the auth record is stored meanwhile.
  await page.goto('/login');
  await submitLogin(page, player.username, player.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Doğrulama Kodu' })).toBeVisible();
  const waiting = await storedLogin(page);
  expect(waiting.session).toBeNull();
  expect(JSON.parse(waiting.auth ?? '{}').sid).toMatch(/^enc:/);
  const code = page.getByLabel('6 haneli kod');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  const ok = page.getByRole('button', { name: 'Tamam' });
  await expect(ok).toBeDisabled();
  await code.fill(await authenticator.wrongCode());
  await ok.click();
  await expect(page.getByText('Girdiğiniz kod hatalı.').first()).toBeVisible();
  await code.fill(await authenticator.nextCode());
  await ok.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Oyuncu menüsü' })).toBeVisible();
  expect(JSON.parse((await storedLogin(page)).session ?? '{}').sid).toMatch(/^enc:/);

  // Turning it off needs the password and a current code (a later step than the last one used: may wait up to 30 s).
  await page.goto('/google-auth');
  const off = page.getByRole('button', { name: 'İki adımlı doğrulamayı kapat' });
  await expect(off).toBeDisabled();
  await page.getByLabel('6 haneli kod').fill(await authenticator.nextCode());
  await expect(off).toBeDisabled();
  await page.getByLabel('Mevcut şifre', { exact: true }).fill(player.password);
  await off.click();
  await expect(page.getByText('İki adımlı doğrulama kapatıldı.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'İki adımlı doğrulama kapalı' })).toBeVisible();
  await logoutFromHeader(page);
  await loginAgain(page);
});

test('the account pages have no serious or critical axe violations', async ({ page }) => {
  const serious = async () =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
  await page.goto('/register');
  await page.getByRole('button', { name: 'Üye Ol' }).click();
  await expect(page.getByText('Geçerli bir e-posta adresi girin.')).toBeVisible();
  expect(await serious()).toEqual([]);
  await loginAgain(page);
  for (const [path, heading] of [
    ['/profile', 'Profilim'],
    ['/account-security', 'Hesap Güvenliği'],
    ['/google-auth', 'Google Authenticator'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    expect(await serious(), path).toEqual([]);
  }
});

/** Logs the shared player in through the page (with the code when the authenticator is on). */
async function loginAgain(page: Page, options: { authenticator?: TestAuthenticator } = {}) {
  await page.goto('/login');
  await submitLogin(page, player.username, player.password);
  if (options.authenticator) {
    await expect(page.getByRole('heading', { level: 1, name: 'Doğrulama Kodu' })).toBeVisible();
    await page.getByLabel('6 haneli kod').fill(await options.authenticator.nextCode());
    await page.getByRole('button', { name: 'Tamam' }).click();
  }
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Oyuncu menüsü' })).toBeVisible();
}

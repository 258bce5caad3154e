import path from 'node:path';
import { turkishIban } from '@bnw/contract/constants';
import { type Locator, type Page, expect, test } from '@playwright/test';
import { openOurSlot } from './game-helpers';
import { type TestPlayer, createPlayer, signIn } from './money-helpers';
import { bringOnScreen, expectOnScreen } from './screen-helpers';
import { pictureForReview } from '../support/pictures';

/*
 * Every dialog and sheet a player opens, on a phone on its side (844x390): the dialog fits the
 * screen, and each of its buttons, links and fields can be brought on screen (by scrolling the
 * dialog's own content where it scrolls) with nothing over it, its first action and its close
 * among them. The page behind does not count: a dialog's control must be reachable in the dialog.
 */
const WIDTH = 844;
const HEIGHT = 390;
test.use({ viewport: { width: WIDTH, height: HEIGHT }, isMobile: true, hasTouch: true });

let player: TestPlayer;
test.beforeAll(async ({ request }) => {
  player = await createPlayer(request);
});

/**
 * What a player can act on in a dialog (the focus guards Radix adds are spans, not counted); a
 * choice drawn as its label over a visually hidden radio is tapped on the label.
 */
const CONTROLS = [
  'button:visible',
  'a[href]:visible',
  'input:visible:not(.sr-only)',
  'select:visible',
  'textarea:visible',
  'label:has(> input.sr-only)',
].join(', ');

/**
 * The dialog lies inside the screen, and every control in it can be scrolled on screen (its own
 * scroll area, not the page's) and tapped there; `close` and `primary` must be among them.
 */
async function expectDialogUsable(dialog: Locator, what: string, named: Locator[]): Promise<void> {
  await expectBoxInside(dialog, what);
  for (const control of named) await expect(control, `${what}: a named control`).toBeVisible();
  const controls = await dialog.locator(CONTROLS).all();
  expect(controls.length, `${what} has controls`).toBeGreaterThan(0);
  for (const [index, control] of controls.entries()) {
    await control.scrollIntoViewIfNeeded();
    const name = (await control.getAttribute('aria-label')) ?? (await control.innerText()).slice(0, 30);
    await expectOnScreen(control, `${what}: control #${index} "${name}"`);
  }
  for (const control of named) {
    await bringOnScreen(control, `${what}: ${await control.innerText()}`);
  }
}

/** The dialog's panel within the screen (a panel taller than the screen would hide its foot). */
async function expectBoxInside(dialog: Locator, what: string): Promise<void> {
  await expect(dialog).toBeVisible();
  // Past the 300 ms slide-in.
  await expect
    .poll(async () => {
      const box = await dialog.boundingBox();
      return box !== null && box.y >= -0.5 && box.y + box.height <= HEIGHT + 0.5 && box.x >= -0.5;
    }, `${what} inside ${WIDTH}x${HEIGHT}`)
    .toBe(true);
}

/** Screenshots to look at, only when asked for: E2E_SCREENSHOTS=<folder>, light and dark. */
async function screenshots(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => {
      localStorage.setItem('bnwUserMode', value);
      document.documentElement.classList.toggle('dark', value === 'dark');
    }, theme);
    await pictureForReview(page, { path: path.join(folder, `dialog-${name}-${theme}.png`) });
  }
}

test('logged out: the pop-up, the menu, the login sheet of a favourite, the login and registration forms, the providers and a promotion', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'Kış Slot Turnuvası başladı!' });
  const closePopup = popup.getByRole('button', { name: 'Kapat' });
  await expectDialogUsable(popup, 'the pop-up', [closePopup]);
  await screenshots(page, 'popup');
  await closePopup.tap();
  await expect(popup).toHaveCount(0);

  await page.getByRole('button', { name: 'Menü' }).tap();
  const menu = page.getByRole('dialog', { name: 'Menü' });
  await expectDialogUsable(menu, 'the menu', [menu.getByRole('button', { name: 'Kapat' })]);
  await screenshots(page, 'menu');
  await menu.getByRole('button', { name: 'Kapat' }).tap();
  await expect(menu).toHaveCount(0);

  await page.goto('/slot');
  await page
    .getByRole('button', { name: /^Favorilere ekle: / })
    .first()
    .tap();
  const login = page.getByRole('dialog', { name: 'Giriş yapmanız gerekiyor' });
  await expectDialogUsable(login, 'the login sheet', [
    login.getByRole('link', { name: 'Giriş Yap' }),
    login.getByRole('link', { name: 'Üye Ol' }),
    login.getByRole('button', { name: 'Kapat' }),
  ]);
  await screenshots(page, 'login-sheet');
  await login.getByRole('button', { name: 'Kapat' }).tap();

  await page.getByRole('button', { name: 'Sağlayıcılar' }).tap();
  const providers = page.getByRole('dialog', { name: 'Oyun Sağlayıcıları' });
  await expectDialogUsable(providers, 'the providers', [providers.getByRole('button', { name: 'Kapat' })]);
  await screenshots(page, 'providers');
  await providers.getByRole('button', { name: 'Kapat' }).tap();

  // Where the sheet's buttons lead: the login and registration pages, whose every field and
  // button comes on screen as the page scrolls.
  for (const [address, submit] of [
    ['/login', 'Giriş Yap'],
    ['/register', 'Üye Ol'],
  ] as const) {
    await page.goto(address);
    const form = page.locator('main form');
    await expect(form.getByRole('button', { name: submit, exact: true })).toBeVisible();
    const controls = await form.locator(CONTROLS).all();
    for (const [index, control] of controls.entries()) await bringOnScreen(control, `${address}: control #${index}`);
    await screenshots(page, address.slice(1));
  }

  await page.goto('/promotions');
  await page.getByRole('link', { name: 'Hoş Geldin Bonusu: detaylar ve koşullar' }).tap();
  const promotion = page.getByRole('dialog', { name: 'Hoş Geldin Bonusu' });
  await expectDialogUsable(promotion, 'a promotion', [promotion.getByRole('button', { name: 'Kapat' })]);
  await screenshots(page, 'promotion');
});

test('a new player: the deposit-limit offer after registration and before the first deposit, then the deposit form', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const newcomer = await createPlayer(request, { limitOffer: 'open' });
  await signIn(page, newcomer);
  await page.goto('/');
  const offer = page.getByRole('dialog', { name: 'Yatırım limiti belirleyin' });
  const named = [
    offer.getByRole('button', { name: 'Limiti belirle' }),
    offer.getByRole('button', { name: 'Şimdi değil' }),
    offer.getByRole('button', { name: 'Kapat' }),
  ];
  await expectDialogUsable(offer, 'the limit offer', named);
  await screenshots(page, 'limit-offer');
  await offer.getByRole('button', { name: 'Şimdi değil' }).tap();
  await expect(offer).toHaveCount(0);

  await page.goto('/payment-actions');
  await expectDialogUsable(offer, 'the limit offer at the first deposit', named);
  await offer.getByRole('button', { name: 'Şimdi değil' }).tap();
  await expect(offer).toHaveCount(0);

  // The deposit form is a part of the page, which scrolls: its fields and "Yatır" come above the bottom bar.
  const card = page.getByRole('article', { name: 'Demo Anında Ödeme' });
  await card.getByRole('button', { name: 'Seç' }).tap();
  const amount = card.getByLabel('Tutar', { exact: true });
  const deposit = card.getByRole('button', { name: 'Yatır' });
  for (const [control, what] of [
    [amount, 'the amount'],
    [deposit, 'Yatır'],
  ] as const) {
    await bringOnScreen(control, `the deposit form: ${what}`);
  }
  await amount.fill('50');
  await deposit.tap();
  await expect(page.getByText('Ödemeniz başlatıldı. Onaylandığında bakiyenize eklenecek.')).toBeVisible();
  await screenshots(page, 'deposit');
});

test('signed in: the player menu, a bonus’s sheets, the bank account and withdrawal forms with the bonus warning, and a break’s confirmation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, player);
  await page.goto('/');
  await page.getByRole('button', { name: 'Oyuncu menüsü' }).tap();
  const menu = page.getByRole('dialog', { name: 'Hesabım' });
  await expectDialogUsable(menu, 'the player menu', [
    menu.getByRole('button', { name: 'Kapat' }),
    menu.getByRole('button', { name: 'Çıkış' }),
  ]);
  await screenshots(page, 'player-menu');
  await menu.getByRole('button', { name: 'Kapat' }).tap();
  await expect(menu).toHaveCount(0);

  await page.goto('/payment-actions?tab=withdraw');
  const card = page.getByRole('article', { name: 'Banka Hesabına Çekim' });
  await card.getByRole('button', { name: 'Seç' }).tap();
  const addAccount = card.getByRole('link', { name: 'Banka hesabı ekle' });
  await bringOnScreen(addAccount, 'the withdrawal form: Banka hesabı ekle');
  await screenshots(page, 'withdrawal');

  await page.goto('/promotions');
  await page.getByRole('link', { name: '₺50 Deneme Bonusu: detaylar ve koşullar' }).tap();
  const promotion = page.getByRole('dialog', { name: '₺50 Deneme Bonusu' });
  const claim = promotion.getByRole('button', { name: 'Bonusu Al' });
  await expectDialogUsable(promotion, 'the bonus promotion', [claim, promotion.getByRole('button', { name: 'Kapat' })]);
  await screenshots(page, 'bonus-promotion');
  await claim.tap();
  await expect(page).toHaveURL(/\/bonus-usage$/);

  await page.getByRole('button', { name: 'Bonusu iptal et' }).tap();
  const forfeit = page.getByRole('dialog', { name: 'Bonus iptal edilsin mi?' });
  await expectDialogUsable(forfeit, 'the bonus forfeit', [
    forfeit.getByRole('button', { name: 'Evet, iptal et' }),
    forfeit.getByRole('button', { name: 'Vazgeç' }),
  ]);
  await screenshots(page, 'bonus-forfeit');
  await forfeit.getByRole('button', { name: 'Vazgeç' }).tap();
  await expect(forfeit).toHaveCount(0);

  // A bank account through its form (a page, scrolled), then a withdrawal while the bonus is open.
  await page.goto('/banking/new/withdraw');
  await page.getByLabel('IBAN').fill(turkishIban(`000100${String(Date.now()).slice(-16).padStart(16, '0')}`));
  const save = page.getByRole('button', { name: 'Hesabı kaydet' });
  await bringOnScreen(save, 'Hesabı kaydet');
  await save.tap();
  await expect(page).toHaveURL(/\/payment-actions\?tab=withdraw$/);
  await card.getByRole('button', { name: 'Seç' }).tap();
  await card.getByLabel('Tutar', { exact: true }).fill('100');
  const withdraw = card.getByRole('button', { name: 'Çekim talep et' });
  await bringOnScreen(withdraw, 'Çekim talep et');
  await withdraw.tap();
  const lose = page.getByRole('dialog', { name: 'Bonusunuz iptal edilecek' });
  await expectDialogUsable(lose, 'the withdrawal’s bonus warning', [
    lose.getByRole('button', { name: 'Bonusu iptal et ve çek' }),
    lose.getByRole('button', { name: 'Vazgeç' }),
    lose.getByRole('button', { name: 'Kapat' }),
  ]);
  await screenshots(page, 'withdrawal-bonus');
  await lose.getByRole('button', { name: 'Vazgeç' }).tap();
  await expect(lose).toHaveCount(0);

  await page.goto('/responsible-gaming');
  const start = page.getByRole('button', { name: 'Oyun arası ver' });
  await start.scrollIntoViewIfNeeded();
  await start.tap();
  const timeout = page.getByRole('dialog', { name: 'Oyun arası verilsin mi?' });
  await expectDialogUsable(timeout, 'the break’s confirmation', [
    timeout.getByRole('button', { name: 'Evet, oyun arası ver' }),
    timeout.getByRole('button', { name: 'Vazgeç' }),
    timeout.getByRole('button', { name: 'Kapat' }),
  ]);
  await screenshots(page, 'timeout');
});

test('a play page: the game’s information sheet, the game’s own sheets, a round of the game history, and a live table’s information', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, player);
  const game = await openOurSlot(page);
  await page.getByRole('button', { name: 'Oyun bilgisi' }).tap();
  const info = page.getByRole('dialog');
  await expectDialogUsable(info, 'the game’s information', [
    info.getByRole('button', { name: 'Kapat' }),
    info.getByRole('link', { name: 'Nasıl doğrulanır?' }),
  ]);
  await screenshots(page, 'game-info');
  await info.getByRole('button', { name: 'Kapat' }).tap();
  await expect(info).toHaveCount(0);

  // The game's own sheets, inside the play page's frame (about 844x318).
  for (const opener of ['Ödeme tablosu ve kurallar', 'Kanıtlanabilir adillik']) {
    await game.getByRole('button', { name: opener }).tap();
    const sheet = game.getByRole('dialog');
    await expectDialogUsable(sheet, `the game's sheet "${opener}"`, [sheet.getByRole('button', { name: 'Kapat' })]);
    await screenshots(page, `studio-${opener.slice(0, 6)}`);
    await sheet.getByRole('button', { name: 'Kapat' }).tap();
    await expect(sheet).toHaveCount(0);
  }
  const spin = game.getByTestId('spin-button');
  await spin.tap();
  await expect(spin).toBeDisabled();
  await expect(spin).toBeEnabled({ timeout: 15_000 });

  await page.goto('/game-history');
  await page.getByTestId('round-card').first().getByRole('button').first().tap();
  const round = page.getByRole('dialog');
  await expectDialogUsable(round, 'a round', [round.getByRole('button', { name: 'Kapat' })]);
  await screenshots(page, 'round');

  await page.goto('/live');
  await page.getByTestId('live-table-tile').filter({ hasText: 'Boğaz Ruleti' }).getByRole('link').tap();
  await expect(page).toHaveURL(/\/play\/live\/\d+$/);
  await page.getByRole('button', { name: 'Oyun bilgisi' }).tap();
  const table = page.getByRole('dialog');
  await expectDialogUsable(table, 'the table’s information', [table.getByRole('button', { name: 'Kapat' })]);
  await screenshots(page, 'table-info');
});

test('a support ticket: the new ticket’s form and the confirmation of its closing', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, player);
  await page.goto('/tickets?new=1');
  await page.getByLabel('Kategori').selectOption({ label: 'Teknik' });
  await page.getByLabel('Konu').fill('Yan çevrilmiş ekran');
  await page.getByLabel('Mesajınız').fill('Telefonu yan çevirince düğmeler görünüyor mu?');
  const send = page.getByRole('button', { name: 'Talebi Gönder' });
  await bringOnScreen(send, 'Talebi Gönder');
  await send.tap();
  await expect(page).toHaveURL(/\/tickets\?id=\d+$/);

  const close = page.getByRole('button', { name: 'Talebi Kapat' });
  await bringOnScreen(close, 'Talebi Kapat');
  await close.tap();
  const confirm = page.getByRole('alertdialog', { name: 'Talep kapatılsın mı?' });
  await expectDialogUsable(confirm, 'the closing’s confirmation', [
    confirm.getByRole('button', { name: 'Vazgeç' }),
    confirm.getByRole('button', { name: 'Kapat', exact: true }),
  ]);
  await screenshots(page, 'ticket-close');
  await confirm.getByRole('button', { name: 'Vazgeç' }).tap();
  await expect(confirm).toHaveCount(0);
});

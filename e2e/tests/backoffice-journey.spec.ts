import { readFile } from 'node:fs/promises';
import { turkishIban } from '@bnw/contract/constants';
import { type Browser, type Download, type Locator, type Page, expect, test } from '@playwright/test';
import { DESKTOP, addStaffMemberAsync, dialogScreenshots, setUpAndLogIn } from '../support/backoffice';
import { type TestPlayer, createPlayer, rpc, signIn } from './money-helpers';

/**
 * The staff's day in the back office, through the real pages: a finance
 * staff member, an administrator and a support staff member log in with the authenticator; a
 * player on their phone asks for two withdrawals, one below the four-eyes threshold (finance
 * approves it alone) and one above it (finance's approval is the first of two, finance cannot give
 * the second, the administrator completes it); the player sees both completed. The player opens a
 * support ticket, support answers it, the player reads the answer on the site. Finance downloads
 * today's report as CSV and the administrator the audit log with the approvals in it.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: DESKTOP });

const PHONE = { width: 390, height: 844 };
const PASSWORD = 'Günlük-iş-parolası-2026';
/** The four-eyes threshold the journey sets (₺2.000), between its two withdrawals. */
const THRESHOLD = '2.000';
const SMALL = { typed: '500', shown: '₺500,00', kurus: 50_000 };
const LARGE = { typed: '3.000', shown: '₺3.000,00', kurus: 300_000 };

/**
 * Today in Türkiye (UTC+3 all year), 'YYYY-MM-DD': the report's days are Turkish days. Taken once
 * at the start: a run across Turkish midnight (21:00 UTC) would put its withdrawals on the next day.
 */
const turkishToday = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

/** '₺1.234,56' (as every back-office page shows money) -> kuruş. */
function kurusOf(shown: string): number {
  const digits = shown.replace(/[^\d,-]/g, '').replace(',', '.');
  return Math.round(Number(digits) * 100);
}

/** A page in a browser context of its own, for a staff member (the staff session lives in the tab). */
async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'tr-TR' });
  return context.newPage();
}

/** The player's bank account, saved through the API (the withdrawal itself goes through the site). */
async function addBankAccount(request: Parameters<typeof createPlayer>[0], player: TestPlayer): Promise<void> {
  const user = { uid: player.uid, sid: player.sid, uip: '{ip}', gmt: '+03:00', lang: 'tr' };
  const banks = await rpc<{ bankID: number; name: string }[]>(request, 'finance.list_banks', { typeID: 1 }, user);
  const ziraat = banks.data.find((bank) => bank.name === 'T.C. Ziraat Bankası');
  if (!ziraat) throw new Error('finance.list_banks: no Ziraat');
  const iban = turkishIban(`000100${String(Date.now()).slice(-16).padStart(16, '0')}`);
  const saved = await rpc(
    request,
    'finance.save_bank_account',
    { bankID: ziraat.bankID, iban, holderName: `${player.firstName} ${player.lastName}` },
    user,
  );
  if (!saved.result) throw new Error(`finance.save_bank_account: ${saved.message}`);
}

/** The player asks for a withdrawal to their bank account on the payment page. */
async function requestWithdrawal(page: Page, amountTyped: string): Promise<void> {
  await page.goto('/payment-actions?tab=withdraw');
  const card = page.getByRole('article', { name: 'Banka Hesabına Çekim' });
  await card.getByRole('button', { name: 'Seç' }).click();
  await expect(card.getByText('T.C. Ziraat Bankası')).toBeVisible();
  await card.getByLabel('Tutar', { exact: true }).fill(amountTyped);
  await card.getByRole('button', { name: 'Çekim talep et' }).click();
  await expect(page.getByText('Çekim talebiniz alındı. Tutar onaylanana kadar bakiyenizden ayrıldı.')).toBeVisible();
}

/** The player's withdrawal of that amount in their finance history, completed. */
async function expectCompleted(page: Page, shown: string): Promise<void> {
  await page.goto('/finance-history');
  const row = page.getByTestId('transaction-row').filter({ hasText: `−${shown}` });
  await expect(row).toContainText('Para Çekme');
  await expect(row).toContainText('Tamamlandı');
}

/** The administrator sets the four-eyes threshold on its page ("Çift onay eşiği"), in lira as typed. */
async function setThreshold(page: Page, liraTyped: string): Promise<void> {
  await page.getByRole('menuitem', { name: 'Çift onay eşiği' }).click();
  // The current threshold first: its answer fills the field, and would overwrite what was typed before it.
  await expect(page.getByTestId('four-eyes-threshold')).toBeVisible();
  await page.getByLabel('Eşik (₺)').fill(liraTyped);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByTestId('four-eyes-threshold')).toHaveText(`₺${liraTyped},00`);
}

/** The payment queue (pending first, by default), opened from the menu. */
async function openQueue(page: Page): Promise<void> {
  await page.getByRole('menuitem', { name: 'Ödeme onayları' }).click();
  await expect(page).toHaveURL(/\/backoffice\/payments/);
}

/** The player's pending withdrawal of that amount in the queue. */
function queueRow(page: Page, player: TestPlayer, shown: string): Locator {
  return page.getByRole('row').filter({ hasText: player.username }).filter({ hasText: shown });
}

/**
 * "Onayla" on a row, then in the dialog that names the amount and the player (an approval takes
 * effect at once): the call's payment id and the server's answer.
 */
async function approve(
  page: Page,
  row: Locator,
  expected: { shown: string; player: string },
): Promise<{ paymentID: number; result: boolean; message: string }> {
  const answered = page.waitForResponse((response) => {
    const body = response.request().postDataJSON() as { api?: { class?: string; method?: string } } | null;
    return body?.api?.class === 'bo_payments' && body.api.method === 'approve';
  });
  await row.getByRole('button', { name: 'Onayla' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${expected.shown} ödeme onaylansın mı?`);
  await expect(dialog).toContainText(expected.player);
  await dialog.getByRole('button', { name: 'Onayla' }).click();
  const response = await answered;
  const { paymentID } = (response.request().postDataJSON() as { data: { paymentID: number } }).data;
  const { result, message } = (await response.json()) as { result: boolean; message: string };
  return { paymentID, result, message };
}

/** A file the page downloads when the button is clicked: its name and text. */
async function download(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const started: Promise<Download> = page.waitForEvent('download');
  await button.click();
  const file = await started;
  const filePath = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(filePath, 'utf8') };
}

/** A `;`-separated CSV (no quoted cells where it is read here) as header names and rows. */
function parseCsv(text: string): { header: string[]; rows: string[][] } {
  const [header = [], ...rows] = text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(';'));
  return { header, rows };
}

/** The report page over one day, from the period picker; answers the "Çekim" total it shows. */
async function reportOverDay(page: Page, day: string): Promise<number> {
  await page.getByRole('menuitem', { name: 'Raporlar' }).click();
  await expect(page).toHaveURL(/\/backoffice\/reports$/);
  await page.getByLabel('Başlangıç').fill(day);
  await page.getByLabel('Bitiş').fill(day);
  await page.getByRole('button', { name: 'Göster' }).click();
  // One day: the daily table has the day's line and the total's, the same figures.
  const dayLabel = new Date(`${day}T12:00:00Z`).toLocaleDateString('tr-TR');
  const dayRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: dayLabel, exact: true }) });
  await expect(dayRow).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Günlük tablo (1)' })).toBeVisible();
  // Columns: day, deposits, withdrawals, …
  return kurusOf((await dayRow.getByRole('cell').nth(2).textContent()) ?? '');
}

test('finance approves withdrawals (four-eyes above the threshold), support answers a ticket, reports and audit as CSV', async ({
  page: finance,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const today = turkishToday();
  const subject = `Çekimim hakkında ${Date.now().toString(36)}`;

  // Three staff members added by the operator command (side by side, while the player is made);
  // the player on their phone, with a bank account to withdraw to.
  const added = Promise.all([
    addStaffMemberAsync('finance'),
    addStaffMemberAsync('administrator'),
    addStaffMemberAsync('support'),
  ]);
  const player = await createPlayer(request);
  await addBankAccount(request, player);
  const playerContext = await browser.newContext({ viewport: PHONE, locale: 'tr-TR' });
  const playerPage = await playerContext.newPage();

  // Each staff member sets up the authenticator and logs in, in their own browser.
  const [financeStaff, adminStaff, supportStaff] = await added;
  const [admin, support] = await Promise.all([staffPage(browser), staffPage(browser)]);
  await Promise.all([
    setUpAndLogIn(finance, financeStaff, PASSWORD),
    setUpAndLogIn(admin, adminStaff, PASSWORD),
    setUpAndLogIn(support, supportStaff, PASSWORD),
  ]);
  const financeName = financeStaff.username;
  const adminName = adminStaff.username;

  // Finance reads today's withdrawals before the journey's own (other specs may have made some).
  const withdrawnBefore = await reportOverDay(finance, today);

  // The administrator lowers the four-eyes threshold to ₺2.000 (demo players hold ₺10.000).
  await setThreshold(admin, THRESHOLD);

  // A withdrawal below the threshold: finance's one approval completes it.
  await signIn(playerPage, player);
  await requestWithdrawal(playerPage, SMALL.typed);
  await openQueue(finance);
  await expect(
    finance.getByText(`₺${THRESHOLD},00 ve üzerindeki ödemeleri iki farklı personel onaylar.`),
  ).toBeVisible();
  const small = queueRow(finance, player, SMALL.shown);
  await expect(small).toContainText('Para Çekme');
  // "Vazgeç" in the approval's dialog changes nothing: no call, the payment still pending.
  let approveCalls = 0;
  finance.on('request', (request) => {
    if (request.postData()?.includes('"approve"')) approveCalls += 1;
  });
  await dialogScreenshots(finance, 'payment-approve-confirm', async () => {
    await small.getByRole('button', { name: 'Onayla' }).click();
    await expect(finance.getByRole('dialog')).toContainText(`${SMALL.shown} ödeme onaylansın mı?`);
  });
  expect(approveCalls).toBe(0);
  await finance.reload();
  await expect(small).toContainText('Beklemede');
  const smallApproval = await approve(finance, small, { shown: SMALL.shown, player: player.username });
  expect(smallApproval).toMatchObject({ result: true, message: 'Ödeme onaylandı.' });
  // The toast says what happened to which payment, not the command's name.
  await expect(finance.getByText(`${SMALL.shown} ödeme onaylandı (${player.username})`)).toBeVisible();
  await expect(small).toHaveCount(0);
  await expectCompleted(playerPage, SMALL.shown);

  // A withdrawal above it: finance's approval is the first of two and the payment stays pending.
  await requestWithdrawal(playerPage, LARGE.typed);
  await finance.reload();
  const large = queueRow(finance, player, LARGE.shown);
  await expect(large).toHaveCount(1);
  const first = await approve(finance, large, { shown: LARGE.shown, player: player.username });
  expect(first.result).toBe(true);
  await expect(finance.getByText(`${LARGE.shown} ödeme için onayınız alındı (1/2)`, { exact: false })).toBeVisible();
  await expect(large.getByText('1/2 onay')).toBeVisible();
  await expect(large).toContainText('Beklemede');
  await playerPage.goto('/finance-history');
  await expect(playerPage.getByTestId('transaction-row').filter({ hasText: `−${LARGE.shown}` })).toContainText(
    'Beklemede',
  );

  // The same staff member cannot give the second approval: the Turkish refusal, still 1/2.
  const again = await approve(finance, large, { shown: LARGE.shown, player: player.username });
  expect(again).toMatchObject({ paymentID: first.paymentID, result: false });
  await expect(
    finance.getByText('Bu ödemeyi zaten onayladınız; ikinci onayı başka bir personel vermelidir.'),
  ).toBeVisible();
  await expect(large.getByText('1/2 onay')).toBeVisible();

  // The administrator's approval completes it; the player sees it and their balance.
  await openQueue(admin);
  const largeForAdmin = queueRow(admin, player, LARGE.shown);
  await expect(largeForAdmin.getByText('1/2 onay')).toBeVisible();
  const second = await approve(admin, largeForAdmin, { shown: LARGE.shown, player: player.username });
  expect(second).toMatchObject({ paymentID: first.paymentID, result: true, message: 'Ödeme onaylandı.' });
  await expect(admin.getByText(`${LARGE.shown} ödeme onaylandı (${player.username})`)).toBeVisible();
  await expect(largeForAdmin).toHaveCount(0);
  await expectCompleted(playerPage, LARGE.shown);
  await expect(playerPage.getByRole('banner').getByTestId('header-balance')).toHaveText('₺6.500,00');

  // A support ticket from the site's form; support answers it in the back office.
  await playerPage.goto('/tickets?new=1');
  await playerPage.getByLabel('Kategori').selectOption({ label: 'Para Çekme' });
  await playerPage.getByLabel('Konu').fill(subject);
  await playerPage.getByLabel('Mesajınız').fill('Merhaba, büyük çekimim ne zaman hesabıma geçer?');
  await playerPage.getByRole('button', { name: 'Talebi Gönder' }).click();
  await expect(playerPage).toHaveURL(/\/tickets\?id=\d+$/);
  const ticketPath = new URL(playerPage.url()).pathname + new URL(playerPage.url()).search;

  await support.getByRole('menuitem', { name: 'Destek talepleri' }).click();
  const ticketRow = support.getByRole('row').filter({ hasText: subject });
  await expect(ticketRow).toContainText(player.username);
  await ticketRow.click();
  await expect(support.getByTestId('ticket-thread')).toContainText('büyük çekimim ne zaman');
  const answer = 'Merhaba, çekiminiz onaylandı ve bankanıza gönderildi; bir iş günü içinde hesabınızda olur.';
  await support.getByLabel('Yanıt yaz').fill(answer);
  await support.getByRole('button', { name: 'Yanıtı gönder' }).click();
  await expect(support.getByText('Yanıt gönderildi.')).toBeVisible();

  // The player reads the answer on the site: their ticket answered, the staff message in the thread.
  await playerPage.goto('/tickets');
  const listed = playerPage.getByTestId('ticket-row').filter({ hasText: subject });
  await expect(listed).toContainText('Yanıtlandı');
  await playerPage.goto(ticketPath);
  const fromStaff = playerPage.locator('[data-testid="ticket-message"][data-author="staff"]');
  await expect(fromStaff).toHaveCount(1);
  await expect(fromStaff).toContainText(answer);

  // Finance: today's report shows the two withdrawals; its "CSV indir" (daily table) downloads a
  // BOM-first file with Turkish headers and today's withdrawal total.
  const withdrawnNow = await reportOverDay(finance, today);
  expect(withdrawnNow).toBe(withdrawnBefore + SMALL.kurus + LARGE.kurus);
  const dailyCard = finance
    .locator('.MuiCard-root')
    .filter({ has: finance.getByRole('heading', { name: /^Günlük tablo/ }) });
  const report = await download(finance, dailyCard.getByRole('button', { name: 'CSV indir' }));
  expect(report.name).toMatch(new RegExp(`^rapor-gunluk-${today}-${today}.*\\.csv$`));
  expect(report.text.startsWith('\uFEFF')).toBe(true);
  const daily = parseCsv(report.text);
  expect(daily.header.slice(0, 5)).toEqual(['Gün', 'Yatırım (₺)', 'Yatırım adedi', 'Çekim (₺)', 'Çekim adedi']);
  const todayRow = daily.rows.find((row) => row[0] === today);
  const lira = (kurus: number) => `${Math.trunc(kurus / 100)},${String(kurus % 100).padStart(2, '0')}`;
  expect(todayRow?.[daily.header.indexOf('Çekim (₺)')]).toBe(lira(withdrawnNow));

  // The administrator: the audit list's "CSV indir" holds the three approvals and the refusal.
  await admin.getByRole('menuitem', { name: 'Denetim kaydı' }).click();
  await expect(
    admin
      .getByRole('row')
      .filter({ hasText: `payment:${first.paymentID}` })
      .first(),
  ).toBeVisible();
  const audit = await download(admin, admin.getByRole('button', { name: 'CSV indir' }));
  expect(audit.name).toMatch(/^denetim-kaydi.*\.csv$/);
  expect(audit.text.startsWith('\uFEFF')).toBe(true);
  const log = parseCsv(audit.text);
  expect(log.header).toEqual([
    'No',
    'Zaman (İstanbul)',
    'Personel',
    'Rol',
    'İşlem',
    'Çağrı',
    'Hedef',
    'Ayrıntı',
    'Sonuç',
    'Kod',
    'IP',
    'Tarayıcı',
  ]);
  // The action as staff read it beside the call; the outcome in Turkish.
  const approvals = log.rows
    .filter((row) => row[5] === 'bo_payments.approve')
    .map((row) => [row[2], row[3], row[4], row[6], row[8]]);
  expect(approvals).toEqual(
    expect.arrayContaining([
      [financeName, 'finance', 'Ödeme onaylama', `payment:${smallApproval.paymentID}`, 'Başarılı'],
      [financeName, 'finance', 'Ödeme onaylama', `payment:${first.paymentID}`, 'Başarılı'],
      [financeName, 'finance', 'Ödeme onaylama', `payment:${first.paymentID}`, 'Reddedildi'],
      [adminName, 'administrator', 'Ödeme onaylama', `payment:${first.paymentID}`, 'Başarılı'],
    ]),
  );

  // The threshold back to its default, for whatever runs next on this database.
  await setThreshold(admin, '10.000');

  await Promise.all([playerContext.close(), admin.context().close(), support.context().close()]);
});

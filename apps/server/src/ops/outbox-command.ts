import type { Services } from '../services.js';

const DEFAULT_COUNT = 10;
const MAX_COUNT = 100;

/** `outbox [count] [--to address]`: the newest mails, with their links, newest first. */
export async function outboxCommand(args: string[], services: Services): Promise<number> {
  const toIndex = args.indexOf('--to');
  const recipient = toIndex >= 0 ? args[toIndex + 1] : undefined;
  if (toIndex >= 0 && !recipient) {
    console.error('Kullanım: outbox [adet] [--to e-posta]');
    return 2;
  }
  const countArg = args.find((arg, index) => /^\d+$/.test(arg) && index !== toIndex + 1);
  const count = Math.min(MAX_COUNT, Number(countArg ?? DEFAULT_COUNT));

  let query = services.db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(count);
  if (recipient) query = query.where('recipient', '=', recipient);
  const mails = await query.execute();
  if (mails.length === 0) {
    console.log('Giden kutusu boş.');
    return 0;
  }
  for (const mail of mails) {
    const state = mail.sent_at
      ? `gönderildi ${mail.sent_at}`
      : mail.error
        ? `HATA: ${mail.error}`
        : 'yalnızca giden kutusunda';
    console.log(`#${mail.id} ${mail.created_at} → ${mail.recipient} (${state})`);
    console.log(`Konu: ${mail.subject}`);
    console.log(mail.body);
    console.log('—'.repeat(40));
  }
  return 0;
}

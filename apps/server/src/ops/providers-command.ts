import { type ProviderProblem, addProvider, listProviders, rotateProviderSecret } from '../modules/wallet/index.js';
import type { Services } from '../services.js';

const USAGE =
  'Kullanım: providers list | add <kod> "<ad>" --launch-url <https://…> | rotate-secret <kod>   (oyun sağlayıcıları ve cüzdan anahtarları)';

const PROBLEMS: Record<ProviderProblem, string> = {
  bad_code: 'Kod 2-40 karakter olmalı: küçük harf, rakam, - ve _.',
  bad_name: 'Ad boş olamaz ve en çok 100 karakter olabilir.',
  bad_launch_url: 'Başlatma adresi https:// ile başlayan geçerli bir adres olmalı (en çok 500 karakter).',
  code_taken: 'Bu kodla bir sağlayıcı zaten var.',
  not_found: 'Bu kodla bir sağlayıcı yok.',
};

/** The secret is printed once, here: only the provider keeps it after this. */
function printSecret(code: string, secret: string): void {
  console.log(`Sağlayıcı ${code} cüzdan anahtarı (bir kez gösterilir, sağlayıcıya güvenli yoldan iletin):`);
  console.log(secret);
}

/**
 * `providers list | add <code> "<name>" --launch-url <url> | rotate-secret <code>`: the game
 * providers the wallet API accepts. A new or rotated secret is printed once and never again.
 */
export async function providersCommand(args: string[], services: Services): Promise<number> {
  const [action = 'list', ...rest] = args;
  if (action === 'list' && rest.length === 0) {
    const providers = await listProviders(services);
    if (providers.length === 0) console.log('Sağlayıcı yok.');
    for (const p of providers) console.log(`${p.code}  ${p.name}  ${p.launchUrl}  ${p.active ? 'aktif' : 'pasif'}`);
    return 0;
  }
  if (action === 'add' && rest.length === 4 && rest[2] === '--launch-url') {
    const [code = '', name = '', , launchUrl = ''] = rest;
    const result = await addProvider(services, { code, name, launchUrl });
    if ('problem' in result) return refuse(PROBLEMS[result.problem]);
    printSecret(code, result.secret);
    return 0;
  }
  if (action === 'rotate-secret' && rest.length === 1) {
    const code = rest[0] ?? '';
    const result = await rotateProviderSecret(services, code);
    if ('problem' in result) return refuse(PROBLEMS[result.problem]);
    printSecret(code, result.secret);
    return 0;
  }
  return refuse(USAGE);
}

function refuse(message: string): number {
  console.error(message);
  return 2;
}
